// The nurse's report of an appointment (the diagnosis screen's "Nurse
// Diagnosis", 001 §2, §3, §5): write, read, change and delete it, a nurse's
// reports of a day, a patient's reports, and an appointment's report.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { nurseReports, providers } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { newId } from '../../ids';
import { dayRange } from '../../time/zoned-day';
import { loadNurseReports, nurseReportTime } from '../shared/clinical-view';
import { nurseReportFields, reportAppointment } from './nurse-report-input';

/** Report `id` in the contract's shape, or 404. */
async function reportOf(db: Db, id: string) {
  const [report] = await loadNurseReports(db, eq(nurseReports.id, id));
  if (!report) throw notFound('Report not found');
  return report;
}

export const nurseReportHandlers = {
  /**
   * A nurse's reports of one day in the caller's time zone (by the
   * appointment's time). A nurse reads his own; the hospital and its
   * receptionists their nurses'.
   */
  async listNurseReportsByDate({ body, user, timezone }, services) {
    if (!user) throw forbidden();
    const db = services.database.db;
    const nurseId = body.nurseId;
    const [nurse] = await db.select().from(providers).where(eq(providers.id, nurseId));
    if (nurse?.kind !== 'NURSE') throw notFound('Nurse not found');
    const allowed =
      user.role === 'NURSE'
        ? nurse.id === user.referenceId
        : user.hospitalId !== null && user.hospitalId === nurse.hospitalId;
    if (!allowed) throw forbidden();
    const { start, end } = dayRange(body.date, timezone);
    const data = await loadNurseReports(
      db,
      and(
        eq(nurseReports.nurseId, nurse.id),
        sql`${nurseReportTime} >= ${start.toISOString()}::timestamptz`,
        sql`${nurseReportTime} < ${end.toISOString()}::timestamptz`,
      ),
    );
    return { json: { data } };
  },

  /**
   * The nurse report of an appointment (the diagnosis screen's Nurse Diagnosis,
   * read-only for the doctor, #19). The policy has checked the appointment is
   * of the caller's hospital (or the patient's own); 404 when it has none.
   */
  async getAppointmentNurseReport({ params }, services) {
    const [report] = await loadNurseReports(services.database.db, eq(nurseReports.appointmentId, params.id));
    if (!report) throw notFound('No nurse report for this appointment');
    return { json: { data: report } };
  },

  /**
   * Writes the nurse section of a booked appointment of the caller's hospital
   * (any nurse of it: 001 §6 "start diagnosis (nurse section editable)"; the
   * policy refuses another hospital's nurse). The nurse is the caller, the
   * doctor and hospital the appointment's. 409 when the appointment has a
   * report already: the client then updates it, as for the doctor's report.
   */
  async createNurseReport({ body, user }, services) {
    const db = services.database.db;
    const { slot, doctorId } = await reportAppointment(db, user, body);
    const fields = nurseReportFields(body);
    const id = newId();
    const inserted = await db
      .insert(nurseReports)
      .values({
        id,
        hospitalId: slot.hospitalId,
        nurseId: user?.referenceId ?? null,
        doctorId,
        patientId: body.patientId,
        appointmentId: slot.id,
        ...fields,
      })
      .onConflictDoNothing({ target: nurseReports.appointmentId })
      .returning({ id: nurseReports.id });
    if (inserted.length === 0) throw conflict('This appointment already has a nurse report. Update it instead');
    return { status: 201, json: { data: await reportOf(db, id) } };
  },

  /** One report (the access policy has checked the caller may read it). */
  async getNurseReport({ params }, services) {
    return { json: { data: await reportOf(services.database.db, params.id) } };
  },

  /**
   * Replaces the report's values. Any nurse of its hospital may (the policy
   * checks it), as any may write it; the report then names her as its nurse,
   * the one who answers for the values it holds (our choice: 001 is silent).
   * The body names the report's appointment and patient (400 otherwise), and
   * no other doctor or hospital.
   */
  async updateNurseReport({ params, body, user }, services) {
    if (!user) throw forbidden();
    const db = services.database.db;
    const [current] = await db.select().from(nurseReports).where(eq(nurseReports.id, params.id));
    if (!current) throw notFound('Report not found');
    if (body.nurseId !== undefined && body.nurseId !== user.referenceId)
      throw forbidden('You can only write nurse reports in your own name');
    if (body.appointmentId !== current.appointmentId)
      throw badRequest("appointmentId must be the report's appointment");
    if (body.patientId !== current.patientId) throw badRequest("patientId must be the report's patient");
    if (body.doctorId !== undefined && body.doctorId !== current.doctorId)
      throw badRequest("doctorId must be the report's doctor");
    if (body.hospitalId !== undefined && body.hospitalId !== current.hospitalId)
      throw badRequest("hospitalId must be the report's hospital");
    await db
      .update(nurseReports)
      .set({ ...nurseReportFields(body), nurseId: user.referenceId })
      .where(eq(nurseReports.id, current.id));
    return { json: { data: await reportOf(db, current.id) } };
  },

  /** Deletes the report (the nurse who wrote it, or its hospital, by the access policy). */
  async deleteNurseReport({ params }, services) {
    const [deleted] = await services.database.db
      .delete(nurseReports)
      .where(eq(nurseReports.id, params.id))
      .returning({ id: nurseReports.id });
    if (!deleted) throw notFound('Report not found');
    // "Report deleted successfully" (ours: 001 gives no text for it).
    return { json: { message: 'Report deleted successfully', data: { _id: deleted.id } } };
  },

  /**
   * A patient's nurse reports for the diagnosis screen, latest first (by their
   * appointment's time): those of the caller's hospital only (the policy has
   * checked the patient is one of its patients; 404 for an unknown patient).
   */
  async listPatientNurseReports({ params, user }, services) {
    if (!user?.hospitalId) throw forbidden();
    const data = await loadNurseReports(
      services.database.db,
      and(eq(nurseReports.patientId, params.id), eq(nurseReports.hospitalId, user.hospitalId)),
      { latestFirst: true },
    );
    return { json: { data } };
  },
} satisfies HandlerGroup;
