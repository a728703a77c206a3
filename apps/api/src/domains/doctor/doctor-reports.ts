// The doctor's report of an appointment (the diagnosis screen's "Doctor
// Diagnosis", 001 §2, §3, §5): write, read, change and delete it, a doctor's
// reports of a day, a patient's reports, the data of the printable patient
// report (002 "Patient report page") and its PDF, and the patient's previous
// prescriptions.
import { and, eq, sql } from 'drizzle-orm';
import { doctorReports, nurseReports, providers, slots } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import type { Schema } from '../../http/operation-types';
import type { HandlerGroup } from '../../http/types';
import { newId } from '../../ids';
import { dayRange } from '../../time/zoned-day';
import { loadNurseReports } from '../shared/clinical-view';
import { loadAppointments } from '../shared/scheduling/appointment-view';
import { paperAppointment } from './doctor-papers';
import { doctorReportPdfHandlers } from './doctor-report-pdf';
import { doctorReportTime, loadDoctorReport, loadDoctorReports } from './doctor-report-view';
import { previousPrescriptionHandlers } from './previous-prescriptions';

/**
 * The stored fields of a report from its input. The contract has checked the
 * rules it can (treatment type, medicines' positive dosage and days, a surgery
 * date when surgery is required); a blank description or medicine name is
 * refused here too. Without surgery, dateOfSurgery is dropped.
 */
function reportFields(body: Schema<'DoctorReportInput'>) {
  const description = body.description.trim();
  if (!description) throw badRequest('Description is required');
  const medicines = (body.medicines ?? []).map(({ medicine, dosage, days }, i) => {
    if (!medicine.trim()) throw badRequest(`medicines.${String(i)}.medicine is required`);
    return { medicine: medicine.trim(), dosage, days };
  });
  const requiresSurgery = body.requiresSurgery ?? false;
  return {
    treatmentType: body.treatmentType,
    description,
    medicines,
    requiresSurgery,
    dateOfSurgery: requiresSurgery ? (body.dateOfSurgery ?? null) : null,
  };
}

/** Report `id` in the contract's shape, or 404. */
async function reportOf(db: Parameters<typeof loadDoctorReport>[0], id: string) {
  const report = await loadDoctorReport(db, id);
  if (!report) throw notFound('Report not found');
  return report;
}

const doctorReportCrudHandlers = {
  /**
   * A doctor's reports of one day in the caller's time zone (by the
   * appointment's time). A doctor reads his own; the hospital its doctors'.
   */
  async listDoctorReportsByDate({ body, user, timezone }, services) {
    if (!user) throw forbidden();
    const db = services.database.db;
    const [doctor] = await db.select().from(providers).where(eq(providers.id, body.doctorId));
    if (doctor?.kind !== 'DOCTOR') throw notFound('Doctor not found');
    const allowed =
      user.role === 'DOCTOR'
        ? doctor.id === user.referenceId
        : user.hospitalId !== null && user.hospitalId === doctor.hospitalId;
    if (!allowed) throw forbidden();
    const { start, end } = dayRange(body.date, timezone);
    const data = await loadDoctorReports(
      db,
      and(
        eq(doctorReports.doctorId, doctor.id),
        eq(doctorReports.hospitalId, doctor.hospitalId),
        sql`${doctorReportTime} >= ${start.toISOString()}::timestamptz`,
        sql`${doctorReportTime} < ${end.toISOString()}::timestamptz`,
      ),
    );
    return { json: { data } };
  },

  /**
   * Writes the report of a booked appointment assigned to the caller: its
   * patient must be the body's (400), the doctor is the caller (403 for another
   * one), the hospital the appointment's (400 for another one). 409 when the
   * appointment has a report already: the client then updates it (001 §4).
   */
  async createDoctorReport({ body, user }, services) {
    const db = services.database.db;
    const appointment = await paperAppointment(db, user, body);
    if (body.hospitalId !== undefined && body.hospitalId !== appointment.hospitalId)
      throw badRequest("hospitalId must be the appointment's hospital");
    const fields = reportFields(body);
    const id = newId();
    const inserted = await db
      .insert(doctorReports)
      .values({
        id,
        hospitalId: appointment.hospitalId,
        doctorId: appointment.providerId,
        patientId: body.patientId,
        appointmentId: appointment.id,
        ...fields,
      })
      .onConflictDoNothing({ target: doctorReports.appointmentId })
      .returning({ id: doctorReports.id });
    if (inserted.length === 0) throw conflict('This appointment already has a report. Update it instead');
    return { status: 201, json: { data: await reportOf(db, id) } };
  },

  /** The report of an appointment; 404 "No report found" when it has none (the client then writes one). */
  async getAppointmentDoctorReport({ params }, services) {
    const [data] = await loadDoctorReports(services.database.db, eq(doctorReports.appointmentId, params.id));
    if (!data) throw notFound('No report found');
    return { json: { data } };
  },

  /** One report (the access policy has checked the caller may read it). */
  async getDoctorReport({ params }, services) {
    return { json: { data: await reportOf(services.database.db, params.id) } };
  },

  /**
   * Replaces the report's fields (its writer only, by the access policy). The
   * body names the same appointment and patient (400 otherwise), and no other
   * doctor or hospital.
   */
  async updateDoctorReport({ params, body, user }, services) {
    if (!user) throw forbidden();
    const db = services.database.db;
    const [current] = await db.select().from(doctorReports).where(eq(doctorReports.id, params.id));
    if (!current) throw notFound('Report not found');
    if (body.doctorId !== undefined && body.doctorId !== user.referenceId)
      throw forbidden('You can only write papers in your own name');
    if (body.appointmentId !== current.appointmentId)
      throw badRequest("appointmentId must be the report's appointment");
    if (body.patientId !== current.patientId) throw badRequest("patientId must be the report's patient");
    if (body.hospitalId !== undefined && body.hospitalId !== current.hospitalId)
      throw badRequest("hospitalId must be the report's hospital");
    await db
      .update(doctorReports)
      .set({ ...reportFields(body), updatedAt: new Date() })
      .where(eq(doctorReports.id, current.id));
    return { json: { data: await reportOf(db, current.id) } };
  },

  /** Deletes the report (its writer only, by the access policy). */
  async deleteDoctorReport({ params }, services) {
    const [deleted] = await services.database.db
      .delete(doctorReports)
      .where(eq(doctorReports.id, params.id))
      .returning({ id: doctorReports.id });
    if (!deleted) throw notFound('Report not found');
    return { json: { message: 'Report deleted successfully', data: { _id: deleted.id } } };
  },

  /**
   * A patient's reports, latest first (by their appointment's time). A doctor
   * or nurse reads those of his own hospital only; the patient all of his.
   */
  async listPatientDoctorReports({ params, user }, services) {
    if (!user) throw forbidden();
    const staff = user.role === 'DOCTOR' || user.role === 'NURSE';
    if (staff && user.hospitalId === null) throw forbidden();
    const data = await loadDoctorReports(
      services.database.db,
      and(
        eq(doctorReports.patientId, params.id),
        staff && user.hospitalId ? eq(doctorReports.hospitalId, user.hospitalId) : undefined,
      ),
      { latestFirst: true },
    );
    return { json: { data } };
  },

  /**
   * The printable patient report of an appointment (002 "Patient report
   * page"): the appointment with its patient and hospital, and its nurse and
   * doctor reports.
   */
  async getDoctorReportPdfData({ params }, services) {
    const db = services.database.db;
    const [patientDetail] = await loadAppointments(db, eq(slots.id, params.appointmentId));
    if (!patientDetail?.patientId) throw notFound('Appointment not found');
    const [nurse, doctor] = await Promise.all([
      loadNurseReports(db, eq(nurseReports.appointmentId, params.appointmentId)),
      loadDoctorReports(db, eq(doctorReports.appointmentId, params.appointmentId)),
    ]);
    return { json: { data: { patientDetail, nurseReports: nurse, doctorReports: doctor } } };
  },
} satisfies HandlerGroup;

export const doctorReportHandlers = {
  ...doctorReportCrudHandlers,
  ...doctorReportPdfHandlers,
  ...previousPrescriptionHandlers,
} satisfies HandlerGroup;
