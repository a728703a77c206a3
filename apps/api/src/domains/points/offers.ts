// What a patient's points buy and what he bought (issue 23; the specification
// shows neither list): every offer he can claim, with its owner, and his own
// claims with their promo codes.
import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import { hospitals, packages, rewards, vendors } from '../../db/schema';
import type { HandlerGroup } from '../../http/types';
import { categoriesById, toPackage } from '../hospital/packages';
import { loadClaimedOffers } from '../hospital/rewards';

export const offerListHandlers = {
  /**
   * ACTIVE offers of approved hospitals and of vendors, newest first, each
   * with its owner. The offers claimReward accepts, less those of a hospital
   * that is not (or no longer) approved.
   */
  async listActiveOffers(_request, services) {
    const db = services.database.db;
    const rows = await db
      .select({
        offer: packages,
        hospital: { id: hospitals.id, name: hospitals.name, image: hospitals.image },
        vendor: { id: vendors.id, firstName: vendors.firstName, lastName: vendors.lastName, image: vendors.image },
      })
      .from(packages)
      .leftJoin(hospitals, eq(hospitals.id, packages.hospitalId))
      .leftJoin(vendors, eq(vendors.id, packages.vendorId))
      .where(
        and(
          eq(packages.status, 'ACTIVE'),
          or(and(isNotNull(packages.hospitalId), eq(hospitals.status, 'APPROVED')), isNotNull(packages.vendorId)),
        ),
      )
      .orderBy(desc(packages.createdAt), desc(packages.id));
    const categories = await categoriesById(db);
    const data = rows.flatMap(({ offer, hospital, vendor }) => {
      const owner = hospital
        ? { kind: 'HOSPITAL' as const, _id: hospital.id, name: hospital.name, image: hospital.image }
        : vendor
          ? {
              kind: 'VENDOR' as const,
              _id: vendor.id,
              name: `${vendor.firstName} ${vendor.lastName}`.trim(),
              image: vendor.image,
            }
          : undefined;
      if (!owner) return [];
      const { image, ...named } = owner;
      return [{ ...toPackage(offer, categories.get(offer.categoryId)), owner: image ? { ...named, image } : named }];
    });
    return { json: { data } };
  },

  /** The patient's claims, newest first (the policy has checked the patient is the caller). */
  async listPatientRewards({ params }, services) {
    return { json: { data: await loadClaimedOffers(services.database.db, eq(rewards.patientId, params.patientId)) } };
  },
} satisfies HandlerGroup;
