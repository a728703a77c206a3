// Claimed offers of the hospital area (000 §2.5 "Claimed Offers"); the admin's
// list of every claim (002, /admin/claimed-offers) reads them the same way.
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { hospitals, packages, patients, rewards, vendors } from '../../db/schema';
import type { HandlerGroup } from '../../http/types';
import { toPatientRef } from '../shared/scheduling/appointment-view';

/**
 * The claims of offers matching `where` (conditions on rewards and packages),
 * newest first, in the contract's Reward shape: the claim's own promo code
 * (`voucherCode`, #23); title, points, voucher code and terms are the offer's;
 * the offer's owner is its hospital or its vendor.
 */
export async function loadClaimedOffers(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      reward: rewards,
      patient: patients,
      offer: {
        id: packages.id,
        title: packages.title,
        points: packages.points,
        voucherCode: packages.voucherCode,
        type: packages.type,
        buyQuantity: packages.buyQuantity,
        getQuantity: packages.getQuantity,
        off: packages.off,
      },
      hospital: { id: hospitals.id, name: hospitals.name, address: hospitals.address, image: hospitals.image },
      vendor: { id: vendors.id, firstName: vendors.firstName, lastName: vendors.lastName, image: vendors.image },
    })
    .from(rewards)
    .innerJoin(packages, eq(packages.id, rewards.packageId))
    .leftJoin(hospitals, eq(hospitals.id, packages.hospitalId))
    .leftJoin(vendors, eq(vendors.id, packages.vendorId))
    .innerJoin(patients, eq(patients.id, rewards.patientId))
    .where(where)
    .orderBy(desc(rewards.createdAt), desc(rewards.id));
  return rows.map(({ reward, patient, offer, hospital, vendor }) => ({
    _id: reward.id,
    createdAt: reward.createdAt.toISOString(),
    status: reward.status,
    voucherCode: reward.code,
    patientId: toPatientRef(patient),
    packageId: {
      _id: offer.id,
      title: offer.title,
      points: offer.points,
      voucherCode: offer.voucherCode,
      type: offer.type,
      ...(offer.buyQuantity === null ? {} : { buyQuantity: offer.buyQuantity }),
      ...(offer.getQuantity === null ? {} : { getQuantity: offer.getQuantity }),
      ...(offer.off === null ? {} : { off: offer.off }),
    },
    ...(hospital
      ? {
          hospitalId: {
            _id: hospital.id,
            name: hospital.name,
            address: hospital.address,
            ...(hospital.image ? { image: hospital.image } : {}),
          },
        }
      : {}),
    ...(vendor
      ? {
          vendorId: {
            _id: vendor.id,
            firstName: vendor.firstName,
            lastName: vendor.lastName,
            ...(vendor.image ? { image: vendor.image } : {}),
          },
        }
      : {}),
  }));
}

export const hospitalRewardHandlers = {
  /** The offers patients claimed from a hospital (the policy has checked that the hospital is the caller's). */
  async listHospitalRewards({ params }, services) {
    return {
      json: { data: await loadClaimedOffers(services.database.db, eq(packages.hospitalId, params.hospitalId)) },
    };
  },
} satisfies HandlerGroup;
