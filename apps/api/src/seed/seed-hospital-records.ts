import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { hospitalCodes, packages, patientHospitals, rewards, slots } from '../db/schema';
import { newId } from '../ids';
import { dayOf, dayRange } from '../time/zoned-day';
import type { SeedContext } from './context';
import type { SeededHospital } from './seed-hospitals';
import type { SeededService } from './seed-offers';
import type { SeededPatient } from './seed-patients';
import { DEMO_TIMEZONE, seedLabReports } from './seed-lab-reports';

const MINUTE = 60_000;
const HALF_HOUR = 30 * MINUTE;
const HOUR = 60 * MINUTE;

/**
 * What the hospital area's record screens show (000 §2.5): appointments
 * today for hospital@demo.ae's hospital (some already over, one under way,
 * some to come), patient promo codes of recent and upcoming appointments,
 * claimed offers of every hospital, and laboratory reports with PDFs
 * (seed-lab-reports.ts).
 */
export async function seedHospitalRecords(
  ctx: SeedContext,
  hospitals: SeededHospital[],
  offered: SeededService[],
  patients: SeededPatient[],
): Promise<void> {
  const main = hospitals[0];
  if (main) await seedTodaysAppointments(ctx, main, offered, patients);
  for (const [h, hospital] of hospitals.entries()) {
    await seedPromoCodes(ctx, hospital, h, h === 0 ? patients[0]?.id : undefined);
    await seedClaimedOffers(ctx, hospital, patients, h);
  }
  if (main) await seedLabReports(ctx, main, patients);
}

/** A provider of the hospital who is free over [from, from + 30 min), or undefined. */
async function freeProvider(ctx: SeedContext, providerIds: string[], from: Date): Promise<string | undefined> {
  const to = new Date(from.getTime() + HALF_HOUR);
  for (const providerId of providerIds) {
    const [busy] = await ctx.db
      .select({ id: slots.id })
      .from(slots)
      .where(and(eq(slots.providerId, providerId), lt(slots.startAt, to), gt(slots.endAt, from)))
      .limit(1);
    if (!busy) return providerId;
  }
  return undefined;
}

/**
 * Appointments on today's half hours around now (within today in Dubai):
 * four that have ended, the one under way, four to come. The seeded month
 * leaves Fridays and Saturdays free; this makes every day's demo show rows.
 */
async function seedTodaysAppointments(
  ctx: SeedContext,
  hospital: SeededHospital,
  offered: SeededService[],
  patients: SeededPatient[],
) {
  const now = ctx.now.getTime();
  const { start: dayStart, end: dayEnd } = dayRange(dayOf(ctx.now, DEMO_TIMEZONE), DEMO_TIMEZONE);
  const base = Math.floor(now / HALF_HOUR) * HALF_HOUR;
  const own = patients.filter((p) => p.hospitalId === hospital.id);
  const providerIds = [...hospital.doctors, ...hospital.nurses, ...hospital.technicians];
  const plans: { offset: number; status: 'TAKEN' | 'BOOKED' | 'APPROVED' }[] = [
    { offset: -4, status: 'TAKEN' },
    { offset: -3, status: 'BOOKED' },
    { offset: -2, status: 'TAKEN' },
    { offset: -1, status: 'TAKEN' },
    { offset: 0, status: 'APPROVED' },
    { offset: 1, status: 'BOOKED' },
    { offset: 2, status: 'APPROVED' },
    { offset: 3, status: 'BOOKED' },
    { offset: 5, status: 'BOOKED' },
  ];
  for (const [i, plan] of plans.entries()) {
    const from = new Date(base + plan.offset * HALF_HOUR);
    if (from < dayStart || from.getTime() + HALF_HOUR > dayEnd.getTime()) continue;
    const providerId = await freeProvider(ctx, providerIds, from);
    const patient = own[(i * 5 + 3) % Math.max(1, own.length)];
    if (!providerId || !patient) continue;
    const service = offered.find((s) => s.hospitalId === hospital.id && s.providerIds.includes(providerId));
    await ctx.db.insert(slots).values({
      id: newId(),
      providerId,
      hospitalId: hospital.id,
      startAt: from,
      endAt: new Date(from.getTime() + HALF_HOUR),
      status: plan.status,
      patientId: patient.id,
      serviceId: i % 3 === 2 ? null : (service?.id ?? null),
      description: plan.offset < 0 ? 'Follow-up visit.' : 'First visit for this complaint.',
    });
    await ctx.db
      .insert(patientHospitals)
      .values({ patientId: patient.id, hospitalId: hospital.id })
      .onConflictDoNothing();
  }
}

/** "Al Noor Specialist Hospital" → "ANS". */
const codePrefix = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 3) || 'HC';

/**
 * Promo codes for the hospital's ten latest appointments and its next four:
 * taken for most treated visits, pending otherwise.
 */
async function seedPromoCodes(ctx: SeedContext, hospital: SeededHospital, h: number, demoPatientId?: string) {
  const visitsWhere = (when: ReturnType<typeof lt>) =>
    ctx.db
      .select({ id: slots.id, patientId: slots.patientId, status: slots.status })
      .from(slots)
      .where(and(eq(slots.hospitalId, hospital.id), isNotNull(slots.patientId), when));
  const past = await visitsWhere(lt(slots.startAt, ctx.now)).orderBy(desc(slots.startAt), asc(slots.id)).limit(10);
  const upcoming = await visitsWhere(gte(slots.startAt, ctx.now)).orderBy(asc(slots.startAt), asc(slots.id)).limit(4);
  const visits = [...upcoming.reverse(), ...past];
  const prefix = codePrefix(hospital.demo.name);
  const rows = visits.flatMap((visit, i) =>
    visit.patientId
      ? [
          {
            id: newId(),
            hospitalId: hospital.id,
            slotId: visit.id,
            patientId: visit.patientId,
            code: `${prefix}-${4821 + i * 173 + h * 7}`,
            status: visit.status === 'TAKEN' && i % 3 !== 2 ? ('TAKEN' as const) : ('PENDING' as const),
          },
        ]
      : [],
  );
  rows.push(...(await unusedCodesOfDemoPatient(ctx, hospital, demoPatientId, rows, prefix)));
  if (rows.length > 0) await ctx.db.insert(hospitalCodes).values(rows);
}

/**
 * patient@demo.ae's two latest treated visits at the hospital that have no code yet get one he has not
 * used (PENDING): the visit is over and he can still earn its points with "Get Points" on the history
 * row (002 §4), with the code the hospital's Patient Promo Code screen shows. The e2e uses one per language.
 */
async function unusedCodesOfDemoPatient(
  ctx: SeedContext,
  hospital: SeededHospital,
  patientId: string | undefined,
  coded: { slotId: string }[],
  prefix: string,
) {
  if (!patientId) return [];
  const taken = await ctx.db
    .select({ id: slots.id })
    .from(slots)
    .where(
      and(
        eq(slots.hospitalId, hospital.id),
        eq(slots.patientId, patientId),
        eq(slots.status, 'TAKEN'),
        lt(slots.startAt, ctx.now),
      ),
    )
    .orderBy(desc(slots.startAt), asc(slots.id));
  const codedSlots = new Set(coded.map((row) => row.slotId));
  return taken
    .filter((visit) => !codedSlots.has(visit.id))
    .slice(0, 2)
    .map((visit, j) => ({
      id: newId(),
      hospitalId: hospital.id,
      slotId: visit.id,
      patientId,
      code: `${prefix}-${9127 + j * 211}`,
      status: 'PENDING' as const,
    }));
}

/** Patients of the hospital claiming its offers over the last days. */
async function seedClaimedOffers(ctx: SeedContext, hospital: SeededHospital, patients: SeededPatient[], h: number) {
  const offers = await ctx.db
    .select({ id: packages.id, points: packages.points })
    .from(packages)
    .where(inArray(packages.hospitalId, [hospital.id]))
    .orderBy(asc(packages.createdAt), asc(packages.id));
  const own = patients.filter((p) => p.hospitalId === hospital.id);
  if (offers.length === 0 || own.length === 0) return;
  const now = ctx.now.getTime();
  const rows = Array.from({ length: 9 }, (_, i) => ({
    id: newId(),
    packageId: offers[(i + h) % offers.length]?.id ?? '',
    // What the claim cost (#23).
    points: offers[(i + h) % offers.length]?.points ?? 0,
    patientId: own[(i * 5 + h) % own.length]?.id ?? '',
    status: i % 3 === 0 ? ('REDEEMED' as const) : ('PENDING' as const),
    createdAt: new Date(now - (i * 31 + 2) * HOUR - ((i * 17) % 60) * MINUTE),
  }));
  await ctx.db.insert(rewards).values(rows);
}
