import { eq } from 'drizzle-orm';
import { hospitals } from '../db/schema';
import type { SeedContext } from './context';
import type { SeededHospital } from './seed-hospitals';

/** The profile fields the hospital profile shows beyond registration: add-on services and a rating. */
interface DemoProfile {
  addons: string[];
  rating: number;
}

/** By the demo hospital's e-mail; a hospital not listed gets the first. */
const profiles: Record<string, DemoProfile> = {
  'hospital@demo.ae': {
    addons: ['24/7 Emergency', 'Pharmacy', 'Radiology', 'Laboratory', 'Free Parking', 'Prayer Room', 'Cafeteria'],
    rating: 4.5,
  },
  'info@reemclinic.ae': { addons: ['Pharmacy', 'Free Parking', 'Wheelchair Access'], rating: 4.2 },
  'contact@alkhanmedical.ae': {
    addons: ['24/7 Emergency', 'Radiology', 'Valet Parking', 'Wheelchair Access', 'Cafeteria'],
    rating: 3.7,
  },
};

/** Sets the demo hospitals' add-on services and cumulative rating (migrations/0006). */
export async function seedHospitalProfiles(ctx: SeedContext, seeded: SeededHospital[]): Promise<void> {
  for (const hospital of seeded) {
    const profile = profiles[hospital.demo.email] ?? profiles['hospital@demo.ae'];
    if (!profile) continue;
    await ctx.db
      .update(hospitals)
      .set({ services: profile.addons.map((name) => ctx.lookup('addon', name)), cumulativeRating: profile.rating })
      .where(eq(hospitals.id, hospital.id));
  }
}
