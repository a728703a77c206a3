// The vendor's promo codes (002 "Vendor area" /vendor/promo-codes): the claims
// of its offers not used yet, with the patient's name, the offer's terms, the
// claim's promo code and the points.
import { and, desc, eq } from 'drizzle-orm';
import { packages, patients, rewards } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { loadVendor } from '../admin/vendors';

/** What a vendor learns of a patient who claimed its offer: the name (002 §3 "Vendor promo redemption"). */
export function patientName(patient: { id: string; firstName: string; lastName: string }) {
  return { _id: patient.id, firstName: patient.firstName, lastName: patient.lastName };
}

export const redemptionHandlers = {
  /**
   * 002 §9: only PENDING claims are listed. Spec choice: `status=REDEEMED`
   * lists the used ones instead (the screen never asks for them); no status is
   * PENDING. Newest first.
   */
  async listVendorRedemptions({ params, query }, services) {
    const db = services.database.db;
    const vendor = await loadVendor(db, params.vendorId);
    const status = query.status ?? 'PENDING';
    if (status !== 'PENDING' && status !== 'REDEEMED') throw badRequest('status must be PENDING or REDEEMED');
    const rows = await db
      .select({ reward: rewards, offer: packages, patient: patients })
      .from(rewards)
      .innerJoin(packages, eq(packages.id, rewards.packageId))
      .innerJoin(patients, eq(patients.id, rewards.patientId))
      .where(and(eq(packages.vendorId, vendor.id), eq(rewards.status, status)))
      .orderBy(desc(rewards.createdAt), desc(rewards.id));
    const data = rows.map(({ reward, offer, patient }) => ({
      _id: reward.id,
      status: reward.status,
      voucherCode: reward.code,
      patientId: patientName(patient),
      packageId: {
        _id: offer.id,
        title: offer.title,
        type: offer.type,
        points: reward.points ?? offer.points,
        ...(offer.buyQuantity === null ? {} : { buyQuantity: offer.buyQuantity }),
        ...(offer.getQuantity === null ? {} : { getQuantity: offer.getQuantity }),
        ...(offer.off === null ? {} : { off: offer.off }),
      },
      createdAt: reward.createdAt.toISOString(),
    }));
    return { json: { data } };
  },
} satisfies HandlerGroup;
