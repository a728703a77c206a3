// Prescriptions the demo pharmacy dispensed (#21), so /pharmacy lists some and
// the patient and the doctor see "Dispensed on … by …".
import { and, desc, eq, lt, ne } from 'drizzle-orm';
import { pharmacies, prescriptionDispensings, qrPrescriptions, users } from '../db/schema';
import type { SeedContext } from './context';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How many of the demo's prescriptions the pharmacy has dispensed besides the featured patient's. */
const DISPENSED = 3;

/**
 * pharmacy@demo.ae (Shifa Pharmacy – Al Barsha 1) dispensed the latest QR
 * prescription of patient@demo.ae written before yesterday and the three latest others written at least
 * three days ago, each two hours after it was written. Runs after the doctor's
 * papers (seed-doctor-papers.ts).
 */
export async function seedDispensings(ctx: SeedContext): Promise<void> {
  const [pharmacy] = await ctx.db
    .select({ id: pharmacies.id })
    .from(pharmacies)
    .where(eq(pharmacies.email, 'pharmacy@demo.ae'));
  if (!pharmacy) return;
  const [featured] = await ctx.db
    .select({ id: users.referenceId })
    .from(users)
    .where(eq(users.email, 'patient@demo.ae'));
  const chosen = [
    ...(featured
      ? await ctx.db
          .select({ id: qrPrescriptions.id, date: qrPrescriptions.date })
          .from(qrPrescriptions)
          .where(
            and(
              eq(qrPrescriptions.patientId, featured.id),
              lt(qrPrescriptions.date, new Date(ctx.now.getTime() - DAY)),
            ),
          )
          .orderBy(desc(qrPrescriptions.date))
          .limit(1)
      : []),
    ...(await ctx.db
      .select({ id: qrPrescriptions.id, date: qrPrescriptions.date })
      .from(qrPrescriptions)
      .where(
        and(
          lt(qrPrescriptions.date, new Date(ctx.now.getTime() - 3 * DAY)),
          featured ? ne(qrPrescriptions.patientId, featured.id) : undefined,
        ),
      )
      .orderBy(desc(qrPrescriptions.date), desc(qrPrescriptions.id))
      .limit(DISPENSED)),
  ];
  if (chosen.length === 0) return;
  await ctx.db.insert(prescriptionDispensings).values(
    chosen.map((p) => ({
      prescriptionId: p.id,
      pharmacyId: pharmacy.id,
      // Two hours after it was written, and never in the future.
      dispensedAt: new Date(Math.min(p.date.getTime() + 2 * HOUR, ctx.now.getTime() - HOUR)),
    })),
  );
}
