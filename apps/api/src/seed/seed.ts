import { hashPassword } from '../auth/passwords';
import { newId } from '../ids';
import type { Services } from '../services';
import { createAccount, type SeedContext } from './context';
import { demoAccounts, DEMO_PASSWORD, wantsDemoData } from './demo-accounts';
import { demoHospitals } from './hospitals';
import { SeedMedia } from './media';
import { NamePool, phoneFor } from './people';
import { seedAdminReview } from './seed-admin-review';
import { seedCatalogues } from './seed-catalogues';
import { seedClinical } from './seed-clinical';
import { seedDispensings } from './seed-dispensings';
import { seedDoctorPapers } from './seed-doctor-papers';
import { seedHospitalProfiles } from './seed-hospital-profiles';
import { seedHospitalRecords } from './seed-hospital-records';
import { seedHospital } from './seed-hospitals';
import { seedNurseDay } from './seed-nurse-day';
import { seedOffers, seedServices } from './seed-offers';
import { seedPartners } from './seed-partners';
import { seedPatients } from './seed-patients';
import { seedPcrSlots } from './seed-pcr';
import { seedPromoVideos } from './seed-promo-videos';
import { seedSlots } from './seed-slots';

export { demoAccounts, DEMO_PASSWORD } from './demo-accounts';

/**
 * A believable UAE data set on an empty database (see hospitals/ and
 * demo-partners.ts): catalogues in English and Arabic, three hospitals in three
 * emirates (one a clinic, one with PCR on) with doctors, nurses, technicians,
 * laboratories, receptionists, services and offers; vendors with offers,
 * pharmacies, patients with family members, a month of slots around today in
 * every status, PCR test and vaccination slots this month and next (seed-pcr.ts),
 * the doctors' papers and a few prescriptions the demo pharmacy dispensed,
 * a clinic waiting for approval and claims of the vendors' offers
 * (seed-admin-review.ts), pictures (pictures.ts), and one account per role whose
 * referenceId names its record. Runs in one transaction; does nothing when any
 * user exists, and never in production.
 */
export async function seedDemoData(services: Services): Promise<boolean> {
  if (!(await wantsDemoData(services))) return false;
  const db = services.database.db;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const media = new SeedMedia(services.files);
  await db.transaction(async (tx) => {
    let phones = 200;
    const base = { db: tx, media, names: new NamePool(), now: services.now(), passwordHash };
    const ctx: SeedContext = {
      ...base,
      emails: new Set(demoAccounts.map((a) => a.email)),
      phone: () => phoneFor(phones++),
      lookup: await seedCatalogues(base.db, media),
    };
    // An admin belongs to no record: the referenceId is the user's own id.
    const adminId = newId();
    await createAccount(ctx, {
      id: adminId,
      email: 'admin@demo.ae',
      role: 'ADMIN',
      firstName: 'Aafiya',
      lastName: 'Admin',
      referenceId: adminId,
    });
    const hospitals = [];
    const offered = [];
    for (const [i, h] of demoHospitals.entries()) {
      const hospital = await seedHospital(ctx, h, i);
      hospitals.push(hospital);
      offered.push(...(await seedServices(ctx, hospital)));
      await seedOffers(ctx, { hospitalId: hospital.id }, h.offers);
    }
    await seedHospitalProfiles(ctx, hospitals);
    await seedPartners(ctx);
    const patients = await seedPatients(ctx, hospitals);
    await seedPromoVideos(ctx, hospitals);
    await seedSlots(ctx, hospitals, offered, patients);
    await seedClinical(ctx, hospitals, patients);
    await seedHospitalRecords(ctx, hospitals, offered, patients);
    await seedPcrSlots(ctx, hospitals, offered, patients);
    await seedDoctorPapers(ctx, hospitals, offered, patients);
    await seedDispensings(ctx);
    await seedNurseDay(ctx, hospitals, offered, patients);
    await seedAdminReview(ctx, patients);
    await media.flush(ctx.db);
  });
  return true;
}
