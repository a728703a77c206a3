import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { hospitalServices, patientHospitals, slots } from '../db/schema';
import { newId } from '../ids';
import { dayOf, daysRange } from '../time/zoned-day';
import type { SeedContext } from './context';
import type { SeededHospital } from './seed-hospitals';
import type { SeededService } from './seed-offers';
import type { SeededPatient } from './seed-patients';
import { DEMO_TIMEZONE } from './seed-lab-reports';

type SlotRow = typeof slots.$inferInsert;
type PcrType = NonNullable<SlotRow['pcrType']>;
type Status = SlotRow['status'];

const MINUTE = 60_000;
const HALF_HOUR = 30 * MINUTE;
const HOUR = 60 * MINUTE;

/** The morning PCR clinic, before the doctors' first slots at 09:00: start hours in Dubai. */
const clinic: Record<PcrType, number[]> = {
  PCR_TEST: [7, 7.5, 8, 8.5],
  PCR_VACCINATION: [7, 7.5, 8],
};

/** Statuses in turn: past ones mostly treated, some no-shows and unbooked; future ones free, booked or approved. */
const pastStatuses: Status[] = ['TAKEN', 'TAKEN', 'BOOKED', 'AVAILABLE', 'TAKEN', 'TAKEN', 'AVAILABLE'];
const futureStatuses: Status[] = ['AVAILABLE', 'BOOKED', 'AVAILABLE', 'APPROVED', 'BOOKED', 'AVAILABLE', 'AVAILABLE'];

/** 'YYYY-MM-DD' days from the first of this month to the last of next month (in Dubai). */
function twoMonths(now: Date): string[] {
  const [year = 1970, month = 1] = dayOf(now, DEMO_TIMEZONE).split('-').map(Number);
  const days: string[] = [];
  for (let at = new Date(Date.UTC(year, month - 1, 1)); at < new Date(Date.UTC(year, month + 1, 1));) {
    days.push(at.toISOString().slice(0, 10));
    at = new Date(at.getTime() + 24 * HOUR);
  }
  return days;
}

/** The hospital's service for a PCR type (by its name), and the nurse or technician who gives those slots. */
async function clinicOf(ctx: SeedContext, hospital: SeededHospital, offered: SeededService[], type: PcrType) {
  const own = offered.filter((s) => s.hospitalId === hospital.id);
  const named = await ctx.db
    .select({ id: hospitalServices.id, name: hospitalServices.name })
    .from(hospitalServices)
    .where(
      inArray(
        hospitalServices.id,
        own.map((s) => s.id),
      ),
    );
  const pattern = type === 'PCR_TEST' ? /\bPCR\b/i : /vaccin/i;
  const service = own.find((s) => named.some((n) => n.id === s.id && pattern.test(n.name)));
  const staff = new Set([...hospital.nurses, ...hospital.technicians]);
  // The last nurse or technician who gives the service (the first nurse is nurse@demo.ae; her day stays hers).
  const providerId =
    service?.providerIds.filter((id) => staff.has(id)).at(-1) ??
    (type === 'PCR_TEST' ? hospital.technicians.at(-1) : hospital.nurses.at(-1));
  return { serviceId: service?.id ?? null, providerId };
}

/**
 * PCR test and PCR vaccination slots (000 §2.4) for every hospital with
 * PCRDPI, from the first day of this month to the last of next month, Saturday
 * to Thursday in the morning: past ones taken, booked (no-shows) or left free;
 * future ones free, booked or approved, booked ones by patients of the
 * hospital, now and then for a family member. The first slot of each kind
 * still to come is booked, so the calendars always have a booking to open.
 * Runs after the other slots are seeded and skips any half hour its nurse or
 * technician already has.
 */
export async function seedPcrSlots(
  ctx: SeedContext,
  hospitals: SeededHospital[],
  offered: SeededService[],
  patients: SeededPatient[],
): Promise<void> {
  const now = ctx.now.getTime();
  const days = twoMonths(ctx.now);
  const { start, end } = daysRange(days[0] ?? '', days.at(-1) ?? '', DEMO_TIMEZONE);
  for (const hospital of hospitals.filter((h) => h.demo.pcrdpi)) {
    const own = patients.filter((p) => p.hospitalId === hospital.id);
    const rows: SlotRow[] = [];
    for (const type of ['PCR_TEST', 'PCR_VACCINATION'] as const) {
      const { serviceId, providerId } = await clinicOf(ctx, hospital, offered, type);
      if (!providerId) continue;
      const taken = await ctx.db
        .select({ from: slots.startAt, to: slots.endAt })
        .from(slots)
        .where(and(eq(slots.providerId, providerId), lt(slots.startAt, end), gt(slots.endAt, start)));
      const isFree = (from: number) =>
        taken.every((t) => t.to.getTime() <= from || t.from.getTime() >= from + HALF_HOUR);
      let featured = false;
      for (const day of days) {
        const dayStart = daysRange(day, day, DEMO_TIMEZONE).start.getTime();
        if (new Date(dayStart + 12 * HOUR).getUTCDay() === 5) continue; // Friday off
        for (const hour of clinic[type]) {
          const from = dayStart + hour * HOUR;
          if (!isFree(from)) continue;
          const n = rows.length;
          const future = from > now;
          let status = (future ? futureStatuses : pastStatuses)[n % 7] ?? 'AVAILABLE';
          if (future && !featured) status = 'BOOKED';
          featured ||= future;
          const row: SlotRow = {
            id: newId(),
            providerId,
            hospitalId: hospital.id,
            startAt: new Date(from),
            endAt: new Date(from + HALF_HOUR),
            status,
            pcrType: type,
          };
          const patient = own[(n * 7 + 2) % Math.max(1, own.length)];
          if (status !== 'AVAILABLE' && patient) {
            row.patientId = patient.id;
            row.serviceId = serviceId;
            row.familyMemberId = n % 9 === 4 ? (patient.familyMemberIds[0] ?? null) : null;
          } else row.status = 'AVAILABLE';
          rows.push(row);
        }
      }
    }
    for (let i = 0; i < rows.length; i += 200) await ctx.db.insert(slots).values(rows.slice(i, i + 200));
    const booking = [...new Set(rows.flatMap((r) => (r.patientId ? [r.patientId] : [])))];
    if (booking.length > 0) {
      await ctx.db
        .insert(patientHospitals)
        .values(booking.map((patientId) => ({ patientId, hospitalId: hospital.id })))
        .onConflictDoNothing();
    }
  }
}
