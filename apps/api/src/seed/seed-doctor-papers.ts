import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import {
  doctorReports,
  patientHospitals,
  providers,
  qrPrescriptions,
  sickLeaves,
  slots,
  type MedicineRecord,
  type TreatmentType,
} from '../db/schema';
import { newId } from '../ids';
import { dayOf } from '../time/zoned-day';
import type { SeedContext } from './context';
import { freeHalfHoursToday, HALF_HOUR } from './free-half-hours';
import type { SeededHospital } from './seed-hospitals';
import { DEMO_TIMEZONE } from './seed-lab-reports';
import type { SeededService } from './seed-offers';
import type { SeededPatient } from './seed-patients';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Diagnoses with believable treatment: what a doctor writes in the Doctor Diagnosis form. */
const diagnoses: { treatmentType: TreatmentType; description: string; medicines: MedicineRecord[] }[] = [
  {
    treatmentType: 'Medication',
    description: 'Acute pharyngitis. Rest, warm fluids; come back if the fever lasts beyond three days.',
    medicines: [
      { medicine: 'Paracetamol 500 mg', dosage: 3, days: 5 },
      { medicine: 'Amoxicillin 500 mg', dosage: 3, days: 7 },
    ],
  },
  {
    treatmentType: 'Medication',
    description: 'Essential hypertension, well controlled. Keep the low-salt diet and walk daily.',
    medicines: [{ medicine: 'Amlodipine 5 mg', dosage: 1, days: 30 }],
  },
  {
    treatmentType: 'Skin Desease',
    description: 'Contact dermatitis on both forearms. Avoid the new detergent.',
    medicines: [
      { medicine: 'Hydrocortisone cream 1 %', dosage: 2, days: 10 },
      { medicine: 'Cetirizine 10 mg', dosage: 1, days: 10 },
    ],
  },
  {
    treatmentType: 'Medication',
    description: 'Lumbar strain after lifting. Physiotherapy exercises twice a day.',
    medicines: [{ medicine: 'Ibuprofen 400 mg', dosage: 2, days: 5 }],
  },
];

/**
 * The doctor area's demo (#19): doctor@demo.ae (the main hospital's first
 * doctor) has two appointments booked today whatever the day or hour (one
 * without a service: "Start Treatment"; one with: "End Treatment", 001 §2),
 * and past treated doctor visits carry the papers a doctor writes: most a
 * report, some a sick leave or a QR prescription. patient@demo.ae's past
 * visit with doctor@demo.ae has all three.
 */
export async function seedDoctorPapers(
  ctx: SeedContext,
  hospitals: SeededHospital[],
  offered: SeededService[],
  patients: SeededPatient[],
): Promise<void> {
  const main = hospitals[0];
  const doctorId = main?.doctors[0];
  if (main && doctorId) await seedDoctorsDay(ctx, main, doctorId, offered, patients);
  await seedPapers(ctx, patients[0]?.id);
}

async function seedDoctorsDay(
  ctx: SeedContext,
  hospital: SeededHospital,
  doctorId: string,
  offered: SeededService[],
  patients: SeededPatient[],
) {
  const own = patients.filter((p) => p.hospitalId === hospital.id);
  const service = offered.find((s) => s.hospitalId === hospital.id && s.providerIds.includes(doctorId));
  const times = await freeHalfHoursToday(ctx, doctorId, 2);
  const plans = [
    { patient: own[1], serviceId: null, description: 'Sore throat and a fever since yesterday.' },
    { patient: own[2], serviceId: service?.id ?? null, description: 'Follow-up of my blood pressure.' },
  ];
  for (const [i, from] of times.entries()) {
    const plan = plans[i];
    if (!plan?.patient) continue;
    await ctx.db.insert(slots).values({
      id: newId(),
      providerId: doctorId,
      hospitalId: hospital.id,
      startAt: from,
      endAt: new Date(from.getTime() + HALF_HOUR),
      status: 'BOOKED',
      patientId: plan.patient.id,
      serviceId: plan.serviceId,
      description: plan.description,
    });
    await ctx.db
      .insert(patientHospitals)
      .values({ patientId: plan.patient.id, hospitalId: hospital.id })
      .onConflictDoNothing();
  }
}

/** Reports on most past treated doctor visits; a sick leave on every fourth, a QR prescription on every third. */
async function seedPapers(ctx: SeedContext, featuredPatientId: string | undefined) {
  const visits = await ctx.db
    .select({ slot: slots })
    .from(slots)
    .innerJoin(providers, eq(providers.id, slots.providerId))
    .where(
      and(
        eq(providers.kind, 'DOCTOR'),
        isNotNull(slots.patientId),
        eq(slots.status, 'TAKEN'),
        lt(slots.startAt, ctx.now),
      ),
    )
    .orderBy(asc(slots.startAt), asc(slots.id));
  const reports: (typeof doctorReports.$inferInsert)[] = [];
  const leaves: (typeof sickLeaves.$inferInsert)[] = [];
  const prescriptions: (typeof qrPrescriptions.$inferInsert)[] = [];
  for (const [i, { slot }] of visits.entries()) {
    const patientId = slot.patientId;
    if (!patientId) continue;
    const featured = patientId === featuredPatientId;
    if (!featured && i % 5 === 4) continue; // some visits have no report yet
    const diagnosis = diagnoses[i % diagnoses.length] ?? diagnoses[0];
    if (!diagnosis) continue;
    const paper = { hospitalId: slot.hospitalId, doctorId: slot.providerId, patientId, appointmentId: slot.id };
    const written = new Date(slot.startAt.getTime() + 25 * MINUTE);
    reports.push({ ...paper, id: newId(), ...diagnosis, createdAt: written, updatedAt: written });
    if (featured || i % 4 === 0) {
      const from = dayOf(slot.startAt, DEMO_TIMEZONE);
      leaves.push({
        ...paper,
        id: newId(),
        from,
        to: dayOf(new Date(slot.startAt.getTime() + (1 + (i % 3)) * DAY), DEMO_TIMEZONE),
        description: 'Unfit for work; rest at home as advised.',
        issuedAt: written,
        createdAt: written,
      });
    }
    const first = diagnosis.medicines[0];
    if (first && (featured || i % 3 === 0)) {
      prescriptions.push({
        ...paper,
        id: newId(),
        date: written,
        treatmentType: diagnosis.treatmentType,
        prescription: first.medicine,
        dosageADay: first.dosage,
        consumptionDays: first.days,
        createdAt: written,
      });
    }
  }
  for (let i = 0; i < reports.length; i += 200) await ctx.db.insert(doctorReports).values(reports.slice(i, i + 200));
  for (let i = 0; i < leaves.length; i += 200) await ctx.db.insert(sickLeaves).values(leaves.slice(i, i + 200));
  for (let i = 0; i < prescriptions.length; i += 200)
    await ctx.db.insert(qrPrescriptions).values(prescriptions.slice(i, i + 200));
}
