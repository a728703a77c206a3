import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { labRequests, laboratories, patients, providers, slots, type LabTestRecord } from '../db/schema';
import { newId } from '../ids';
import { dayOf, dayRange } from '../time/zoned-day';
import type { SeedContext } from './context';
import { labReportPdf } from './lab-report-pdf';
import type { SeededHospital } from './seed-hospitals';
import type { SeededPatient } from './seed-patients';

const MINUTE = 60_000;
/** The demo hospitals are in the UAE: "today" is the day in Dubai. */
export const DEMO_TIMEZONE = 'Asia/Dubai';

const todaysPanel: Required<Pick<LabTestRecord, 'test' | 'result' | 'range'>>[] = [
  { test: 'Haemoglobin', result: '12.8 g/dL', range: '12.0–15.5 g/dL' },
  { test: 'Fasting glucose', result: '94 mg/dL', range: '70–99 mg/dL' },
  { test: 'Vitamin B12', result: '410 pg/mL', range: '200–900 pg/mL' },
];

const fullName = (p: { firstName: string; lastName: string } | undefined) => (p ? `${p.firstName} ${p.lastName}` : '');

/** "21/11/2026 09:40" in Dubai. */
function reportDate(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: DEMO_TIMEZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return parts.replace(',', '');
}

/** Stores a report PDF for a request and returns its URL. */
async function reportFor(ctx: SeedContext, request: typeof labRequests.$inferInsert, hospitalName: string) {
  const db = ctx.db;
  const [patient] = await db.select().from(patients).where(eq(patients.id, request.patientId));
  const [doctor] = request.doctorId ? await db.select().from(providers).where(eq(providers.id, request.doctorId)) : [];
  const [lab] = request.laboratoryId
    ? await db.select().from(laboratories).where(eq(laboratories.id, request.laboratoryId))
    : [];
  const bytes = await labReportPdf({
    hospital: hospitalName,
    laboratory: fullName(lab),
    doctor: doctor ? `Dr. ${fullName(doctor)}` : '',
    patient: fullName(patient),
    emiratesId: patient?.emiratesId ?? '',
    date: reportDate(request.date ?? ctx.now),
    tests: request.tests,
  });
  return ctx.media.document(bytes, `lab-report-${request.id}.pdf`);
}

/** What doctor@demo.ae asks lab@demo.ae for in the demo (#21): the laboratory's pending list. */
const pendingPanels: string[][] = [
  ['Complete blood count', 'Ferritin'],
  ['Lipid profile', 'HbA1c', 'Creatinine'],
  ['Vitamin D'],
];

/**
 * Three pending requests from doctor@demo.ae (the hospital's first doctor) to
 * lab@demo.ae's laboratory for patients of the hospital, made today whatever
 * the day, on his latest treated visits that have no lab request yet (none:
 * without an appointment), so the laboratory always has requests to answer.
 */
async function seedPendingForLab(
  ctx: SeedContext,
  hospital: SeededHospital,
  laboratoryId: string,
  own: SeededPatient[],
  earlier: (minutes: number) => Date,
) {
  const doctorId = hospital.doctors[0];
  if (!doctorId || own.length === 0) return;
  const visits = await ctx.db
    .select({ id: slots.id, patientId: slots.patientId })
    .from(slots)
    .leftJoin(labRequests, eq(labRequests.appointmentId, slots.id))
    .where(
      and(
        eq(slots.providerId, doctorId),
        eq(slots.status, 'TAKEN'),
        inArray(
          slots.patientId,
          own.map((p) => p.id),
        ),
        isNull(labRequests.id),
      ),
    )
    .orderBy(desc(slots.startAt), asc(slots.id))
    .limit(pendingPanels.length);
  const rows = pendingPanels.flatMap((panel, i): (typeof labRequests.$inferInsert)[] => {
    const visit = visits[i];
    const patientId = visit?.patientId ?? own[(i + 2) % own.length]?.id;
    if (!patientId) return [];
    return [
      {
        id: newId(),
        hospitalId: hospital.id,
        doctorId,
        patientId,
        laboratoryId,
        appointmentId: visit?.id ?? null,
        status: 'pending',
        tests: panel.map((test) => ({ test })),
        date: earlier(5 + i * 10),
      },
    ];
  });
  if (rows.length > 0) await ctx.db.insert(labRequests).values(rows);
}

/**
 * Laboratory reports for hospital@demo.ae's hospital: a completed request
 * today (with results and a PDF report on its first test, the others "Not
 * Available"), a pending one today, three pending ones from doctor@demo.ae
 * (all to lab@demo.ae's laboratory), and PDF reports on the latest completed
 * requests that seed-clinical.ts made.
 */
export async function seedLabReports(ctx: SeedContext, hospital: SeededHospital, seeded: SeededPatient[]) {
  const db = ctx.db;
  // lab@demo.ae's laboratory: the hospital's laboratory with a sign-in account.
  const [lab] = await db
    .select({ id: laboratories.id })
    .from(laboratories)
    .where(eq(laboratories.hospitalId, hospital.id))
    .orderBy(sql`${laboratories.userId} is null`, asc(laboratories.createdAt), asc(laboratories.id));
  const doctorId = hospital.doctors[1] ?? hospital.doctors[0];
  const own = seeded.filter((p) => p.hospitalId === hospital.id);
  const now = ctx.now.getTime();
  const { start } = dayRange(dayOf(ctx.now, DEMO_TIMEZONE), DEMO_TIMEZONE);
  // Within today in Dubai whatever the hour: at most 45 minutes ago, never before midnight.
  const earlier = (minutes: number) => new Date(Math.max(start.getTime(), now - minutes * MINUTE));

  if (lab && doctorId && own[0] && own[1]) {
    const [visit] = await db
      .select({ id: slots.id })
      .from(slots)
      .where(and(eq(slots.providerId, doctorId), eq(slots.patientId, own[0].id)))
      .orderBy(desc(slots.startAt))
      .limit(1);
    const completed: typeof labRequests.$inferInsert = {
      id: newId(),
      hospitalId: hospital.id,
      doctorId,
      patientId: own[0].id,
      laboratoryId: lab.id,
      appointmentId: visit?.id ?? null,
      status: 'completed',
      tests: todaysPanel,
      date: earlier(45),
    };
    const file = await reportFor(ctx, completed, hospital.demo.name);
    completed.tests = todaysPanel.map((t, i) => (i === 0 ? { ...t, file } : t));
    await db.insert(labRequests).values([
      completed,
      {
        id: newId(),
        hospitalId: hospital.id,
        doctorId,
        patientId: own[1].id,
        laboratoryId: lab.id,
        status: 'pending',
        tests: [{ test: 'Lipid profile' }, { test: 'TSH' }],
        date: earlier(20),
      },
    ]);
  }
  if (lab) await seedPendingForLab(ctx, hospital, lab.id, own, earlier);

  const latest = await db
    .select()
    .from(labRequests)
    .where(and(eq(labRequests.hospitalId, hospital.id), eq(labRequests.status, 'completed')))
    .orderBy(desc(labRequests.date), asc(labRequests.id))
    .limit(8);
  const withoutFile = latest.filter((r) => r.tests.every((t) => !t.file));
  for (const request of withoutFile) {
    const file = await reportFor(ctx, request, hospital.demo.name);
    await db
      .update(labRequests)
      .set({ tests: request.tests.map((t, i) => (i === 0 ? { ...t, file } : t)) })
      .where(inArray(labRequests.id, [request.id]));
  }
}
