import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import {
  bloodTypes,
  labRequests,
  laboratories,
  nurseReports,
  patients,
  providers,
  slots,
  type LabTestRecord,
} from '../db/schema';
import { newId } from '../ids';
import type { SeedContext } from './context';
import type { SeededHospital } from './seed-hospitals';
import type { SeededPatient } from './seed-patients';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

const allergyLists = [[], ['Penicillin'], [], ['Peanuts', 'House dust'], ['Shellfish'], [], ['Ibuprofen']];
const diseaseLists = [[], ['Hypertension'], [], ['Type 2 diabetes'], ['Asthma'], [], ['Hypothyroidism']];

/** Lab panels with believable results and reference ranges. */
const panels: Required<Pick<LabTestRecord, 'test' | 'result' | 'range'>>[][] = [
  [
    { test: 'Haemoglobin', result: '13.9 g/dL', range: '13.5–17.5 g/dL' },
    { test: 'White blood cells', result: '7.2 x10^9/L', range: '4.0–11.0 x10^9/L' },
    { test: 'Platelets', result: '265 x10^9/L', range: '150–400 x10^9/L' },
  ],
  [
    { test: 'HbA1c', result: '6.1 %', range: '4.0–5.6 %' },
    { test: 'Fasting glucose', result: '112 mg/dL', range: '70–99 mg/dL' },
  ],
  [
    { test: 'Total cholesterol', result: '205 mg/dL', range: 'below 200 mg/dL' },
    { test: 'LDL cholesterol', result: '128 mg/dL', range: 'below 100 mg/dL' },
    { test: 'HDL cholesterol', result: '48 mg/dL', range: 'above 40 mg/dL' },
  ],
  [{ test: 'Vitamin D (25-OH)', result: '18 ng/mL', range: '30–100 ng/mL' }],
  [
    { test: 'TSH', result: '2.4 mIU/L', range: '0.4–4.0 mIU/L' },
    { test: 'Free T4', result: '1.2 ng/dL', range: '0.8–1.8 ng/dL' },
  ],
  [
    { test: 'Creatinine', result: '0.9 mg/dL', range: '0.7–1.3 mg/dL' },
    { test: 'ALT', result: '32 U/L', range: '7–56 U/L' },
  ],
];

const complaints = [
  'Fever and a sore throat since yesterday.',
  'Dizzy in the mornings, drinks little water.',
  'Follow-up of blood pressure; feels well.',
  'Cough at night for a week.',
  'Pain in the lower back after lifting boxes.',
  'Routine vitals before the doctor visit.',
];

/**
 * Vitals for the patients; for past visits, nurse reports (the nurse's
 * triage before a doctor, or the nurse's own appointment) and laboratory
 * requests: completed with results for older visits, pending for the last
 * days. patient@demo.ae gets a completed and a pending request and a report
 * on the featured past visit.
 */
export async function seedClinical(
  ctx: SeedContext,
  hospitals: SeededHospital[],
  seededPatients: SeededPatient[],
): Promise<void> {
  for (const [p, patient] of seededPatients.entries()) {
    await ctx.db
      .update(patients)
      .set({
        bloodType: bloodTypes[p % 8] ?? 'O+',
        allergies: allergyLists[p % allergyLists.length] ?? [],
        diseases: diseaseLists[(p * 3) % diseaseLists.length] ?? [],
        height: 152 + ((p * 7) % 36),
        weight: 52 + ((p * 11) % 44),
      })
      .where(eq(patients.id, patient.id));
  }

  const now = ctx.now.getTime();
  const visits = await ctx.db
    .select({ slot: slots, kind: providers.kind })
    .from(slots)
    .innerJoin(providers, eq(providers.id, slots.providerId))
    .where(and(isNotNull(slots.patientId), eq(slots.status, 'TAKEN'), lt(slots.startAt, ctx.now)))
    .orderBy(asc(slots.startAt), asc(slots.id));
  const labs = await ctx.db
    .select({ id: laboratories.id, hospitalId: laboratories.hospitalId })
    .from(laboratories)
    .where(
      inArray(
        laboratories.hospitalId,
        hospitals.map((h) => h.id),
      ),
    );
  const featured = seededPatients[0]?.id;
  const reports: (typeof nurseReports.$inferInsert)[] = [];
  const requests: (typeof labRequests.$inferInsert)[] = [];

  for (const [i, { slot, kind }] of visits.entries()) {
    const patientId = slot.patientId;
    if (!patientId) continue;
    const hospital = hospitals.find((h) => h.id === slot.hospitalId);
    const isFeatured = patientId === featured;
    const nurseId = kind === 'NURSE' ? slot.providerId : hospital?.nurses[i % Math.max(1, hospital.nurses.length)];
    if (nurseId && (isFeatured || i % 3 !== 2)) {
      reports.push({
        id: newId(),
        hospitalId: slot.hospitalId,
        nurseId,
        doctorId: kind === 'DOCTOR' ? slot.providerId : null,
        patientId,
        appointmentId: slot.id,
        height: Math.round((1.55 + (i % 35) / 100) * 100) / 100,
        weight: 55 + (i % 40),
        bp: `${110 + (i % 30)}/${70 + (i % 15)}`,
        bt: Math.round((36.4 + (i % 9) / 10) * 10) / 10,
        complain: complaints[i % complaints.length] ?? 'Routine vitals.',
        heartRate: 62 + (i % 30),
        glucose: 85 + (i % 40),
        createdAt: new Date(slot.startAt.getTime() + 5 * MINUTE),
      });
    }
    if (kind !== 'DOCTOR' || !(isFeatured || i % 3 === 0)) continue;
    const lab =
      labs.filter((l) => l.hospitalId === slot.hospitalId)[i % 2] ?? labs.find((l) => l.hospitalId === slot.hospitalId);
    if (!lab) continue;
    const panel = panels[i % panels.length] ?? panels[0] ?? [];
    const recent = now - slot.startAt.getTime() < 3 * DAY;
    const base = {
      hospitalId: slot.hospitalId,
      doctorId: slot.providerId,
      patientId,
      laboratoryId: lab.id,
      appointmentId: slot.id,
      date: new Date(slot.startAt.getTime() + 20 * MINUTE),
    };
    requests.push(
      recent
        ? { ...base, id: newId(), status: 'pending', tests: panel.map((t) => ({ test: t.test })) }
        : { ...base, id: newId(), status: 'completed', tests: panel },
    );
    if (isFeatured) {
      // A second request of the same visit, still waiting for the laboratory.
      const more = panels[(i + 3) % panels.length] ?? [];
      requests.push({ ...base, id: newId(), status: 'pending', tests: more.map((t) => ({ test: t.test })) });
    }
  }
  for (let i = 0; i < reports.length; i += 200) await ctx.db.insert(nurseReports).values(reports.slice(i, i + 200));
  for (let i = 0; i < requests.length; i += 200) await ctx.db.insert(labRequests).values(requests.slice(i, i + 200));
}
