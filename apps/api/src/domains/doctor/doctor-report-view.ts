// Doctor reports (the diagnosis of an appointment) in the contract's
// DoctorReport shape, with the doctor and hospital they name.
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { doctorReports, hospitals, providers, slots } from '../../db/schema';
import { hospitalRefColumns, toHospitalRef } from '../shared/clinical-view';
import { specialitiesOf, toPersonRef } from '../shared/scheduling/appointment-view';

/**
 * When a report counts as written for date filters and order: its
 * appointment's start, or its creation for a report whose appointment is gone
 * (the slots table is left-joined), as for the nurse reports.
 */
export const doctorReportTime = sql<Date>`coalesce(${slots.startAt}, ${doctorReports.createdAt})`;

/** Doctor reports matching `where` (conditions may use doctorReportTime), in time order or latest first. */
export async function loadDoctorReports(db: Db, where: SQL | undefined, options: { latestFirst?: boolean } = {}) {
  const rows = await db
    .select({ report: doctorReports, doctor: providers, hospital: hospitalRefColumns })
    .from(doctorReports)
    .innerJoin(hospitals, eq(hospitals.id, doctorReports.hospitalId))
    .leftJoin(providers, eq(providers.id, doctorReports.doctorId))
    .leftJoin(slots, eq(slots.id, doctorReports.appointmentId))
    .where(where)
    .orderBy(options.latestFirst ? desc(doctorReportTime) : asc(doctorReportTime), asc(doctorReports.id));
  const specialities = await specialitiesOf(
    db,
    rows.flatMap((r) => (r.doctor ? [r.doctor.id] : [])),
  );
  return rows.map(({ report, doctor, hospital }) => ({
    _id: report.id,
    treatmentType: report.treatmentType,
    description: report.description,
    medicines: report.medicines.map(({ medicine, dosage, days }) => ({ medicine, dosage, days })),
    requiresSurgery: report.requiresSurgery,
    ...(report.requiresSurgery && report.dateOfSurgery ? { dateOfSurgery: report.dateOfSurgery } : {}),
    patientId: report.patientId,
    hospitalId: toHospitalRef(hospital),
    createdAt: report.createdAt.toISOString(),
    ...(report.appointmentId ? { appointmentId: report.appointmentId } : {}),
    ...(doctor ? { doctorId: toPersonRef(doctor, specialities.get(doctor.id)) } : {}),
  }));
}

export type DoctorReportView = Awaited<ReturnType<typeof loadDoctorReports>>[number];

/** One doctor report by id in the contract's shape, or undefined. */
export async function loadDoctorReport(db: Db, id: string): Promise<DoctorReportView | undefined> {
  const [report] = await loadDoctorReports(db, eq(doctorReports.id, id));
  return report;
}
