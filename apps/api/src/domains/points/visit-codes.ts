// Earning points (issue 23): every booked appointment gets a promo code, which
// the hospital sees on Patient Promo Code (hospital/codes.ts) and hands to the
// patient at the visit; the patient enters it with "Get Points" and earns 20
// points once. Cancelling the appointment withdraws the code, and the points
// it earned.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { hospitalCodes } from '../../db/schema';
import { badRequest, conflict } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { newId } from '../../ids';
import { newVoucherCode } from '../shared/voucher-codes';
import { addPoints, takeBackPoints, VISIT_POINTS } from './balance';

/** 002 §8: an unknown code, a used one, someone else's. */
export const INVALID_CODE = 'Your code is Invalid OR Expired';

/** Gives a newly booked appointment its promo code (one per appointment; run in the booking's transaction). */
export async function issueVisitCode(
  db: Db,
  appointment: { slotId: string; hospitalId: string; patientId: string },
): Promise<void> {
  await db
    .insert(hospitalCodes)
    .values({ id: newId(), code: newVoucherCode(), ...appointment })
    .onConflictDoNothing({ target: hospitalCodes.slotId });
}

/**
 * Cancelling (or deleting) an appointment: its promo code goes, and if the
 * patient had already earned points with it, the 20 points go too, never
 * below zero. Run it in the cancellation's transaction. The patient's balance
 * after, when points were taken back; undefined otherwise.
 */
export async function withdrawVisitCode(
  db: Db,
  slotId: string,
): Promise<{ patientId: string; points: number } | undefined> {
  const [code] = await db.delete(hospitalCodes).where(eq(hospitalCodes.slotId, slotId)).returning();
  if (code?.status !== 'TAKEN') return undefined;
  const points = await takeBackPoints(db, code.patientId, VISIT_POINTS);
  return points === undefined ? undefined : { patientId: code.patientId, points };
}

export const visitCodeHandlers = {
  /**
   * "Get Points": the code of one of the caller's appointments, not used yet,
   * becomes TAKEN and earns 20 points, in one transaction (of two concurrent
   * tries one wins). A code of another patient (whatever patientId the body
   * names) is as unknown as a made-up one: 400; a used one: 409, with the
   * same text.
   */
  async verifyHospitalCode({ body, user }, services) {
    const db = services.database.db;
    const patientId = user?.referenceId ?? '';
    if (body.patientId !== patientId) throw badRequest(INVALID_CODE);
    const mine = and(
      eq(hospitalCodes.slotId, body.slotId),
      eq(hospitalCodes.code, body.code.trim().toUpperCase()),
      eq(hospitalCodes.patientId, patientId),
    );
    const totalPoints = await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(hospitalCodes)
        .set({ status: 'TAKEN' })
        .where(and(mine, eq(hospitalCodes.status, 'PENDING')))
        .returning({ id: hospitalCodes.id });
      return taken ? addPoints(tx, patientId, VISIT_POINTS) : undefined;
    });
    if (totalPoints === undefined) {
      const [used] = await db.select({ id: hospitalCodes.id }).from(hospitalCodes).where(mine);
      throw used ? conflict(INVALID_CODE) : badRequest(INVALID_CODE);
    }
    return {
      json: { message: `You have recieved ${VISIT_POINTS} points`, data: { points: VISIT_POINTS, totalPoints } },
    };
  },
} satisfies HandlerGroup;
