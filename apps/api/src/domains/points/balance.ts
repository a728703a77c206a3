// A patient's points balance (issue 23): earned with an appointment's promo
// code, spent on offers, taken back when an appointment that earned them is
// cancelled. Every change is one conditional UPDATE, so concurrent changes
// never spend the same points twice and the balance never goes below zero
// (the database's patients_points_not_negative check stands behind it).
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { patients } from '../../db/schema';

/** What verifying an appointment's promo code earns (002 §8 'You have recieved 20 points'). */
export const VISIT_POINTS = 20;

/**
 * Takes `amount` points if the balance holds them, in one statement (the check
 * and the deduction are one row update, which locks the row). The new balance,
 * or undefined when the balance is too small (nothing changed).
 */
export async function spendPoints(db: Db, patientId: string, amount: number): Promise<number | undefined> {
  const [row] = await db
    .update(patients)
    .set({ points: sql`${patients.points} - ${amount}` })
    .where(and(eq(patients.id, patientId), gte(patients.points, amount)))
    .returning({ points: patients.points });
  return row?.points;
}

/** Adds points; the new balance (undefined: no such patient). */
export async function addPoints(db: Db, patientId: string, amount: number): Promise<number | undefined> {
  const [row] = await db
    .update(patients)
    .set({ points: sql`${patients.points} + ${amount}` })
    .where(eq(patients.id, patientId))
    .returning({ points: patients.points });
  return row?.points;
}

/** Takes back up to `amount` points, never below zero; the new balance (undefined: no such patient). */
export async function takeBackPoints(db: Db, patientId: string, amount: number): Promise<number | undefined> {
  const [row] = await db
    .update(patients)
    .set({ points: sql`greatest(${patients.points} - ${amount}, 0)` })
    .where(eq(patients.id, patientId))
    .returning({ points: patients.points });
  return row?.points;
}

/** The 400 of a claim the balance cannot pay: how many points are missing. */
export function missingPointsMessage(missing: number): string {
  return `You need ${missing} more ${missing === 1 ? 'point' : 'points'} for this offer`;
}
