// QR prescriptions as a pharmacy sees them (the contract's PharmacyPrescription):
// what the verification page shows, the person's name and masked Emirates ID,
// and when and by which pharmacy it was dispensed.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  familyMembers,
  hospitals,
  patients,
  pharmacies,
  prescriptionDispensings,
  providers,
  qrPrescriptions,
  slots,
} from '../../db/schema';
import type { Schema } from '../../http/operation-types';
import { containsPattern, pageInfoOf, type PageRequest, windowOf } from '../shared/paging';
import { dispensedOf } from './dispensing-view';
import { maskEmiratesId } from './masked-emirates-id';

type PharmacyPrescription = Schema<'PharmacyPrescription'>;

/**
 * The person a prescription names, as paperPerson (doctor-papers.ts) decides
 * it, in SQL so a list can filter on it: the family member its appointment was
 * booked for, else the patient.
 */
const person = {
  firstName: sql<string>`coalesce(${familyMembers.firstName}, ${patients.firstName})`,
  lastName: sql<string>`coalesce(${familyMembers.lastName}, ${patients.lastName})`,
  emiratesId: sql<string>`coalesce(${familyMembers.emiratesId}, ${patients.emiratesId})`,
};

/** The rows of `where` with everything a PharmacyPrescription shows (dispensings optional). */
function selectPrescriptions(db: Db) {
  return db
    .select({
      prescription: qrPrescriptions,
      hospital: hospitals.name,
      doctor: providers,
      firstName: person.firstName,
      lastName: person.lastName,
      emiratesId: person.emiratesId,
      dispensing: prescriptionDispensings,
      pharmacy: pharmacies,
    })
    .from(qrPrescriptions)
    .innerJoin(hospitals, eq(hospitals.id, qrPrescriptions.hospitalId))
    .innerJoin(patients, eq(patients.id, qrPrescriptions.patientId))
    .leftJoin(providers, eq(providers.id, qrPrescriptions.doctorId))
    .leftJoin(slots, eq(slots.id, qrPrescriptions.appointmentId))
    .leftJoin(
      familyMembers,
      and(eq(familyMembers.id, slots.familyMemberId), eq(familyMembers.patientId, qrPrescriptions.patientId)),
    )
    .leftJoin(prescriptionDispensings, eq(prescriptionDispensings.prescriptionId, qrPrescriptions.id))
    .leftJoin(pharmacies, eq(pharmacies.id, prescriptionDispensings.pharmacyId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectPrescriptions>['execute']>>[number];

function toPharmacyPrescription(row: Row, reference: string): PharmacyPrescription {
  const { prescription: p, doctor } = row;
  return {
    _id: p.id,
    reference,
    patientName: `${row.firstName} ${row.lastName}`,
    emiratesId: maskEmiratesId(row.emiratesId),
    // As the verification page: a doctor's name, none once the doctor has left.
    ...(doctor?.kind === 'DOCTOR' ? { doctor: `${doctor.firstName} ${doctor.lastName}` } : {}),
    hospital: row.hospital,
    date: p.date.toISOString(),
    treatmentType: p.treatmentType,
    prescription: p.prescription,
    dosageADay: p.dosageADay,
    consumptionDays: p.consumptionDays,
    ...dispensedOf(row.dispensing, row.pharmacy),
  };
}

/** QR prescription `id` as a pharmacy sees it, or undefined when there is none. */
export async function loadPharmacyPrescription(
  db: Db,
  id: string,
  reference: string,
): Promise<PharmacyPrescription | undefined> {
  const [row] = await selectPrescriptions(db).where(eq(qrPrescriptions.id, id));
  return row && toPharmacyPrescription(row, reference);
}

/**
 * One page of what pharmacy `pharmacyId` dispensed, newest first. `emiratesId`
 * keeps those whose person's Emirates ID contains the typed digits (dashes and
 * anything else typed ignored; no digits: no filter). Each carries its signed
 * reference, so the pharmacy can open it again.
 */
export async function dispensedPage(
  db: Db,
  request: { pharmacyId: string; emiratesId?: string | undefined; paging: PageRequest },
  referenceOf: (id: string) => string,
): Promise<Schema<'PharmacyPrescriptionPage'>> {
  const digits = (request.emiratesId ?? '').replace(/\D/g, '');
  const where = and(
    eq(prescriptionDispensings.pharmacyId, request.pharmacyId),
    digits === ''
      ? undefined
      : sql`regexp_replace(${person.emiratesId}, '[^0-9]', '', 'g') like ${containsPattern(digits)}`,
  );
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(prescriptionDispensings)
    .innerJoin(qrPrescriptions, eq(qrPrescriptions.id, prescriptionDispensings.prescriptionId))
    .innerJoin(patients, eq(patients.id, qrPrescriptions.patientId))
    .leftJoin(slots, eq(slots.id, qrPrescriptions.appointmentId))
    .leftJoin(
      familyMembers,
      and(eq(familyMembers.id, slots.familyMemberId), eq(familyMembers.patientId, qrPrescriptions.patientId)),
    )
    .where(where);
  const { limit, offset } = windowOf(request.paging, total);
  const rows = await selectPrescriptions(db)
    .where(where)
    .orderBy(desc(prescriptionDispensings.dispensedAt), asc(qrPrescriptions.id))
    .limit(limit)
    .offset(offset);
  return {
    ...pageInfoOf(request.paging, total),
    prescriptions: rows.map((row) => toPharmacyPrescription(row, referenceOf(row.prescription.id))),
  };
}
