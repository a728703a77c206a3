import { hospitalServices, packages, serviceProviders } from '../db/schema';
import { newId } from '../ids';
import type { SeedContext } from './context';
import type { DemoOffer } from './demo-offers';
import { offerPicture, servicePicture } from './pictures';
import type { SeededHospital } from './seed-hospitals';

export interface SeededService {
  id: string;
  hospitalId: string;
  /** Doctors, nurses and technicians who give it. */
  providerIds: string[];
}

/** A hospital's services, each linked to some of its doctors, nurses and technicians. */
export async function seedServices(ctx: SeedContext, hospital: SeededHospital): Promise<SeededService[]> {
  const seeded: SeededService[] = [];
  for (const s of hospital.demo.services) {
    const id = newId();
    await ctx.db.insert(hospitalServices).values({
      id,
      hospitalId: hospital.id,
      name: s.name,
      description: s.description,
      image: await ctx.media.image(servicePicture(s.icon), `${s.name}.png`),
      price: s.price,
      isFree: s.price === null,
      coveredByInsurance: s.coveredByInsurance,
    });
    const pick = (list: string[], indexes: number[]) =>
      indexes.map((k) => {
        const providerId = list[k];
        if (!providerId) throw new Error(`demo data: ${s.name} names a missing provider`);
        return providerId;
      });
    const providerIds = [
      ...pick(hospital.doctors, s.doctors),
      ...pick(hospital.nurses, s.nurses),
      ...pick(hospital.technicians, s.technicians),
    ];
    if (providerIds.length > 0) {
      await ctx.db
        .insert(serviceProviders)
        .values(providerIds.map((providerId) => ({ serviceId: id, providerId, hospitalId: hospital.id })));
    }
    seeded.push({ id, hospitalId: hospital.id, providerIds });
  }
  return seeded;
}

/** Offers of one hospital or one vendor. */
export async function seedOffers(
  ctx: SeedContext,
  owner: { hospitalId: string } | { vendorId: string },
  offers: DemoOffer[],
): Promise<void> {
  for (const [i, o] of offers.entries()) {
    const picture = offerPicture(o.type === 'ON_PERCENTAGE' ? 'percent' : 'gift', i);
    const image = await ctx.media.image(picture, `${o.voucherCode.toLowerCase()}.png`);
    await ctx.db.insert(packages).values({
      id: newId(),
      ...owner,
      type: o.type,
      title: o.title,
      categoryId: ctx.lookup('package-category', o.category),
      points: o.points,
      ...(o.type === 'ON_PERCENTAGE' ? { off: o.off } : { buyQuantity: o.buy, getQuantity: o.get }),
      about: o.about,
      termsAndConditions: o.termsAndConditions,
      images: [image],
      voucherCode: o.voucherCode,
      subscribedCount: o.subscribedCount,
      status: o.status ?? 'ACTIVE',
    });
  }
}
