// Laboratory requests and nurse reports in the contract's shapes, with the
// people they name, in two queries whatever their number.
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { hospitals, labRequests, laboratories, nurseReports, patients, providers, slots } from '../../db/schema';
import { specialitiesOf, toPatientRef, toPersonRef } from './scheduling/appointment-view';

type LaboratoryRow = typeof laboratories.$inferSelect;
type HospitalRefRow = { id: string; name: string; address: string; image: string | null };

/** The columns a hospital reference needs (select them as `hospital`). */
export const hospitalRefColumns = {
  id: hospitals.id,
  name: hospitals.name,
  address: hospitals.address,
  image: hospitals.image,
};

/** A hospital as a reference on a paper or request. */
export const toHospitalRef = (h: HospitalRefRow) => ({
  _id: h.id,
  name: h.name,
  address: h.address,
  ...(h.image ? { image: h.image } : {}),
});

const toLaboratoryRef = (row: LaboratoryRow) => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  mobile: row.mobile,
  ...(row.image ? { image: row.image } : {}),
});

/** Lab requests matching `where`, newest first. */
export async function loadLabRequests(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      request: labRequests,
      doctor: providers,
      laboratory: laboratories,
      patient: patients,
      hospital: hospitalRefColumns,
    })
    .from(labRequests)
    .innerJoin(patients, eq(patients.id, labRequests.patientId))
    .innerJoin(hospitals, eq(hospitals.id, labRequests.hospitalId))
    .leftJoin(providers, eq(providers.id, labRequests.doctorId))
    .leftJoin(laboratories, eq(laboratories.id, labRequests.laboratoryId))
    .where(where)
    .orderBy(desc(labRequests.date), asc(labRequests.id));
  const specialities = await specialitiesOf(
    db,
    rows.flatMap((r) => (r.doctor ? [r.doctor.id] : [])),
  );
  return rows.map(({ request, doctor, laboratory, patient, hospital }) => ({
    _id: request.id,
    date: request.date.toISOString(),
    status: request.status,
    tests: request.tests.map((t) => ({
      test: t.test,
      ...(t.result ? { result: t.result } : {}),
      ...(t.range ? { range: t.range } : {}),
      ...(t.file ? { file: t.file } : {}),
    })),
    patientId: toPatientRef(patient),
    hospitalId: toHospitalRef(hospital),
    ...(doctor ? { doctorId: toPersonRef(doctor, specialities.get(doctor.id)) } : {}),
    ...(laboratory ? { laboratoryId: toLaboratoryRef(laboratory) } : {}),
    ...(request.appointmentId ? { appointmentId: request.appointmentId, slotId: request.appointmentId } : {}),
  }));
}

export type LabRequestView = Awaited<ReturnType<typeof loadLabRequests>>[number];

const nurse = alias(providers, 'nurse');
const doctor = alias(providers, 'doctor');

/**
 * When a report counts as written for date filters: its appointment's start,
 * or its creation for a report without one (the slots table is left-joined).
 */
export const nurseReportTime = sql<Date>`coalesce(${slots.startAt}, ${nurseReports.createdAt})`;

/** Nurse reports matching `where` (conditions may use nurseReportTime), in time order. */
export async function loadNurseReports(db: Db, where: SQL | undefined, options: { latestFirst?: boolean } = {}) {
  const rows = await db
    .select({
      report: nurseReports,
      nurse,
      doctor,
      patient: patients,
      hospital: hospitalRefColumns,
    })
    .from(nurseReports)
    .innerJoin(patients, eq(patients.id, nurseReports.patientId))
    .innerJoin(hospitals, eq(hospitals.id, nurseReports.hospitalId))
    .leftJoin(nurse, eq(nurse.id, nurseReports.nurseId))
    .leftJoin(doctor, eq(doctor.id, nurseReports.doctorId))
    .leftJoin(slots, eq(slots.id, nurseReports.appointmentId))
    .where(where)
    .orderBy(options.latestFirst ? desc(nurseReportTime) : asc(nurseReportTime), asc(nurseReports.id));
  return rows.map(({ report, nurse: n, doctor: d, patient, hospital }) => ({
    _id: report.id,
    height: report.height,
    weight: report.weight,
    bp: report.bp,
    bt: report.bt,
    complain: report.complain,
    heartRate: report.heartRate,
    glucose: report.glucose,
    createdAt: report.createdAt.toISOString(),
    patientId: toPatientRef(patient),
    hospitalId: toHospitalRef(hospital),
    ...(report.appointmentId ? { appointmentId: report.appointmentId } : {}),
    ...(n ? { nurseId: toPersonRef(n) } : {}),
    ...(d ? { doctorId: toPersonRef(d) } : {}),
  }));
}
