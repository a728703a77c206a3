import { pharmacies, vendors } from '../db/schema';
import { newId } from '../ids';
import { createAccount, type SeedContext } from './context';
import { demoPharmacies, demoVendors } from './demo-partners';
import { areas } from './people';
import { pharmacyPicture, shopPicture } from './pictures';
import { seedOffers } from './seed-offers';

/** Vendors with their gallery, location and offers; pharmacies. The demo accounts' records get their users. */
export async function seedPartners(ctx: SeedContext): Promise<void> {
  for (const [index, v] of demoVendors.entries()) {
    const area = areas[v.area] ?? areas[0];
    const id = newId();
    const userId =
      v.email === 'vendor@demo.ae'
        ? await createAccount(ctx, {
            email: v.email,
            role: 'VENDOR',
            firstName: v.firstName,
            lastName: v.lastName,
            referenceId: id,
          })
        : null;
    // The vendor's own shop front first, the others of the set as its gallery.
    const picture = (n: number) => ctx.media.image(shopPicture(index + n), `${v.branchName}-${n}.png`);
    await ctx.db.insert(vendors).values({
      id,
      userId,
      firstName: v.firstName,
      lastName: v.lastName,
      branchName: v.branchName,
      email: v.email,
      address: v.address,
      phoneNo: ctx.phone(),
      about: v.about,
      image: await picture(0),
      images: [await picture(1), await picture(2)],
      latitude: area?.lat ?? null,
      longitude: area?.lng ?? null,
    });
    await seedOffers(ctx, { vendorId: id }, v.offers);
  }

  for (const p of demoPharmacies) {
    const area = areas[p.area] ?? areas[0];
    const id = newId();
    const userId =
      p.email === 'pharmacy@demo.ae'
        ? await createAccount(ctx, {
            email: p.email,
            role: 'PHARMACY',
            ...p.pharmacist,
            referenceId: id,
          })
        : null;
    await ctx.db.insert(pharmacies).values({
      id,
      userId,
      name: p.name,
      branchName: p.branchName,
      email: p.email,
      phoneNo: ctx.phone(),
      address: p.address,
      state: area?.state ?? 'Dubai',
      latitude: area?.lat ?? null,
      longitude: area?.lng ?? null,
      image: await ctx.media.image(pharmacyPicture(), `${p.name}.png`),
    });
  }
}
