// The public verification of the server's papers (#19 "Verifiable papers"):
// the QR code on a paper opens /verify/{reference} on the patient site, which
// asks verifyPaper what the paper says. Only what confirms the paper is told:
// of the patient only initials.
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import {
  doctorReports,
  familyMembers,
  hospitals,
  patients,
  providers,
  qrPrescriptions,
  sickLeaves,
  slots,
} from '../../db/schema';
import type { Db } from '../../db/database';
import { notFound } from '../../http/http-error';
import type { Schema } from '../../http/operation-types';
import type { HandlerGroup } from '../../http/types';
import type { PaperKind } from '../../papers';
import { initialsOf, paperPerson } from './doctor-papers';

type PaperVerification = Schema<'PaperVerification'>;
type ProviderRow = typeof providers.$inferSelect;

/** The one answer to any reference that names no paper, whatever the reason. */
export const NOT_VERIFIED = 'This document could not be verified';

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
const doctorOf = (doctor: ProviderRow | null) => (doctor?.kind === 'DOCTOR' ? { doctor: nameOf(doctor) } : {});

/** A sick leave: its days off. */
async function sickLeave(db: Db, id: string): Promise<PaperVerification | undefined> {
  const [row] = await db
    .select({ leave: sickLeaves, hospital: hospitals.name, doctor: providers })
    .from(sickLeaves)
    .innerJoin(hospitals, eq(hospitals.id, sickLeaves.hospitalId))
    .leftJoin(providers, eq(providers.id, sickLeaves.doctorId))
    .where(eq(sickLeaves.id, id));
  if (!row) return undefined;
  const { leave } = row;
  return {
    kind: 'sick-leave',
    genuine: true,
    issuedAt: leave.issuedAt.toISOString(),
    hospital: row.hospital,
    ...doctorOf(row.doctor),
    patientInitials: initialsOf(await paperPerson(db, leave.patientId, leave.appointmentId)),
    from: leave.from,
    to: leave.to,
  };
}

/** A QR prescription: what is prescribed, how often and for how long (what a pharmacy dispenses). */
async function qrPrescription(db: Db, id: string): Promise<PaperVerification | undefined> {
  const [row] = await db
    .select({ prescription: qrPrescriptions, hospital: hospitals.name, doctor: providers })
    .from(qrPrescriptions)
    .innerJoin(hospitals, eq(hospitals.id, qrPrescriptions.hospitalId))
    .leftJoin(providers, eq(providers.id, qrPrescriptions.doctorId))
    .where(eq(qrPrescriptions.id, id));
  if (!row) return undefined;
  const { prescription: p } = row;
  return {
    kind: 'qr-prescription',
    genuine: true,
    issuedAt: p.date.toISOString(),
    hospital: row.hospital,
    ...doctorOf(row.doctor),
    patientInitials: initialsOf(await paperPerson(db, p.patientId, p.appointmentId)),
    treatmentType: p.treatmentType,
    prescription: p.prescription,
    dosageADay: p.dosageADay,
    consumptionDays: p.consumptionDays,
  };
}

/** A doctor report (read from its table here; its handlers live in doctor-reports.ts): the treatment and medicines. */
async function doctorReport(db: Db, id: string): Promise<PaperVerification | undefined> {
  const [row] = await db
    .select({ report: doctorReports, hospital: hospitals.name, doctor: providers, appointmentAt: slots.startAt })
    .from(doctorReports)
    .innerJoin(hospitals, eq(hospitals.id, doctorReports.hospitalId))
    .leftJoin(providers, eq(providers.id, doctorReports.doctorId))
    .leftJoin(slots, eq(slots.id, doctorReports.appointmentId))
    .where(eq(doctorReports.id, id));
  if (!row) return undefined;
  const { report } = row;
  return {
    kind: 'doctor-report',
    genuine: true,
    issuedAt: report.createdAt.toISOString(),
    hospital: row.hospital,
    ...doctorOf(row.doctor),
    patientInitials: initialsOf(await paperPerson(db, report.patientId, report.appointmentId)),
    ...(row.appointmentAt ? { appointmentAt: row.appointmentAt.toISOString() } : {}),
    treatmentType: report.treatmentType,
    medicines: report.medicines.map((m) => ({ medicine: m.medicine, dosage: m.dosage, days: m.days })),
  };
}

/**
 * An appointment slip: a booked slot (a slot freed again is no longer an
 * appointment, so its slip is not verified). No booking time is stored, so
 * the slip counts as issued when its slot was made; the doctor is named for a
 * doctor's appointment, not for a nurse's (the field is the doctor's).
 */
async function appointmentSlip(db: Db, id: string): Promise<PaperVerification | undefined> {
  const [row] = await db
    .select({ slot: slots, hospital: hospitals.name, provider: providers, patient: patients, member: familyMembers })
    .from(slots)
    .innerJoin(hospitals, eq(hospitals.id, slots.hospitalId))
    .innerJoin(providers, eq(providers.id, slots.providerId))
    .innerJoin(patients, eq(patients.id, slots.patientId))
    .leftJoin(
      familyMembers,
      and(eq(familyMembers.id, slots.familyMemberId), eq(familyMembers.patientId, slots.patientId)),
    )
    .where(and(eq(slots.id, id), isNotNull(slots.patientId), ne(slots.status, 'AVAILABLE')));
  if (!row) return undefined;
  return {
    kind: 'appointment-slip',
    genuine: true,
    issuedAt: row.slot.createdAt.toISOString(),
    hospital: row.hospital,
    ...doctorOf(row.provider),
    patientInitials: initialsOf(row.member ?? row.patient),
    appointmentAt: row.slot.startAt.toISOString(),
  };
}

const verifiers: Record<PaperKind, (db: Db, id: string) => Promise<PaperVerification | undefined>> = {
  'sick-leave': sickLeave,
  'qr-prescription': qrPrescription,
  'doctor-report': doctorReport,
  'appointment-slip': appointmentSlip,
};

export const paperVerificationHandlers = {
  /**
   * What the paper a signed reference names says, for anyone holding it. A
   * malformed, altered or unknown reference, or one whose paper no longer
   * exists, gets the same 404 "This document could not be verified".
   */
  async verifyPaper({ params }, services) {
    const named = services.papers.read(params.reference);
    const paper = named && (await verifiers[named.kind](services.database.db, named.id));
    if (!paper) throw notFound(NOT_VERIFIED);
    return { json: { data: paper } };
  },
} satisfies HandlerGroup;
