// Spending points (issue 23; the specification lets patients earn points but
// never shows how they spend them): a patient claims a hospital's or a
// vendor's offer, paying its points, and gets a claim (a reward) with its own
// promo code; the offer's vendor or hospital marks it used when the patient
// shows the code.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { packages, patients, rewards } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { newId } from '../../ids';
import { loadClaimedOffers } from '../hospital/rewards';
import { newVoucherCode } from '../shared/voucher-codes';
import { addPoints, missingPointsMessage, spendPoints } from './balance';

async function claimAnswer(db: Db, id: string) {
  const [reward] = await loadClaimedOffers(db, eq(rewards.id, id));
  if (!reward) throw notFound('Reward not found');
  return reward;
}

/**
 * Gives back the points of the claims not used yet of the offers matching
 * `offers` (a condition on packages), before those offers are deleted with
 * their claims (a vendor or hospital withdrawing an offer, an admin deleting a
 * vendor). Spec choice: a patient never loses points for an offer he could
 * not use. Run it in the deletion's transaction.
 */
export async function refundPendingClaims(db: Db, offers: SQL): Promise<void> {
  const owed = await db
    .select({
      patientId: rewards.patientId,
      points: sql<number>`sum(coalesce(${rewards.points}, ${packages.points}))::int`,
    })
    .from(rewards)
    .innerJoin(packages, eq(packages.id, rewards.packageId))
    .where(and(offers, eq(rewards.status, 'PENDING')))
    .groupBy(rewards.patientId);
  for (const { patientId, points } of owed) if (points > 0) await addPoints(db, patientId, points);
}

export const rewardHandlers = {
  /**
   * The signed-in patient claims an active offer. One transaction: the
   * balance check and the deduction are one conditional update (concurrent
   * claims queue on the patient's row and never overdraw it), then the claim
   * with its promo code and the offer's subscribed count.
   */
  async claimReward({ body, user }, services) {
    if (user?.role !== 'PATIENT') throw forbidden();
    const patientId = user.referenceId;
    const db = services.database.db;
    const id = await db.transaction(async (tx) => {
      const [offer] = await tx
        .select({ id: packages.id, points: packages.points })
        .from(packages)
        .where(and(eq(packages.id, body.packageId), eq(packages.status, 'ACTIVE')));
      if (!offer) throw notFound('Offer not found');
      if ((await spendPoints(tx, patientId, offer.points)) === undefined) {
        const [patient] = await tx.select({ points: patients.points }).from(patients).where(eq(patients.id, patientId));
        if (!patient) throw forbidden();
        throw badRequest(missingPointsMessage(offer.points - patient.points));
      }
      const id = newId();
      await tx
        .insert(rewards)
        .values({ id, packageId: offer.id, patientId, code: newVoucherCode(), points: offer.points });
      await tx
        .update(packages)
        .set({ subscribedCount: sql`${packages.subscribedCount} + 1` })
        .where(eq(packages.id, offer.id));
      return id;
    });
    // Spec choice (no text in the specification): the toast of a claim.
    return { status: 201, json: { message: 'Offer claimed successfully', data: await claimAnswer(db, id) } };
  },

  /**
   * The offer's vendor or hospital (the policy has checked it is the caller's)
   * marks a claim used: once; a second time, or a race lost to another
   * redeem, answers 409.
   */
  async redeemReward({ params, user }, services) {
    const db = services.database.db;
    const [row] = await db
      .update(rewards)
      .set({ status: 'REDEEMED' })
      .where(and(eq(rewards.id, params.id), eq(rewards.status, 'PENDING')))
      .returning({ id: rewards.id });
    if (!row) throw conflict('This promo code has already been redeemed');
    const reward = await claimAnswer(db, row.id);
    // A vendor learns the patient's name only (002 §3 "Vendor promo redemption"); a hospital sees as on Claimed Offers.
    const { _id, firstName, lastName } = reward.patientId;
    const data = user?.role === 'VENDOR' ? { ...reward, patientId: { _id, firstName, lastName } } : reward;
    // Spec choice (no text in the specification): the toast of a redeem.
    return { json: { message: 'Promo code redeemed', data } };
  },
} satisfies HandlerGroup;
