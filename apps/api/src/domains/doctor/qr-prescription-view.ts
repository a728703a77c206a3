// QR prescriptions in the contract's QrPrescription shape, with their doctor
// and patient, and when and by which pharmacy they were dispensed (#21).
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { patients, pharmacies, prescriptionDispensings, providers, qrPrescriptions } from '../../db/schema';
import { dispensedOf } from '../pharmacy/dispensing-view';
import { specialitiesOf, toPatientRef, toPersonRef } from '../shared/scheduling/appointment-view';

/** QR prescriptions matching `where`, newest first; `dispensed` on those a pharmacy has dispensed. */
export async function loadQrPrescriptions(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      prescription: qrPrescriptions,
      doctor: providers,
      patient: patients,
      dispensing: prescriptionDispensings,
      pharmacy: pharmacies,
    })
    .from(qrPrescriptions)
    .innerJoin(patients, eq(patients.id, qrPrescriptions.patientId))
    .leftJoin(providers, eq(providers.id, qrPrescriptions.doctorId))
    .leftJoin(prescriptionDispensings, eq(prescriptionDispensings.prescriptionId, qrPrescriptions.id))
    .leftJoin(pharmacies, eq(pharmacies.id, prescriptionDispensings.pharmacyId))
    .where(where)
    .orderBy(desc(qrPrescriptions.date), asc(qrPrescriptions.id));
  const specialities = await specialitiesOf(
    db,
    rows.flatMap((r) => (r.doctor ? [r.doctor.id] : [])),
  );
  return rows.map(({ prescription: p, doctor, patient, dispensing, pharmacy }) => ({
    _id: p.id,
    date: p.date.toISOString(),
    treatmentType: p.treatmentType,
    prescription: p.prescription,
    dosageADay: p.dosageADay,
    consumptionDays: p.consumptionDays,
    patientId: toPatientRef(patient),
    ...(doctor ? { doctorId: toPersonRef(doctor, specialities.get(doctor.id)) } : {}),
    ...(p.data !== null ? { data: p.data } : {}),
    ...dispensedOf(dispensing, pharmacy),
  }));
}

export type QrPrescriptionView = Awaited<ReturnType<typeof loadQrPrescriptions>>[number];
