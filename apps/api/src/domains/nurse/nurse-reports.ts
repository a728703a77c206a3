import { and, eq, sql } from 'drizzle-orm';
import { nurseReports, providers } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { dayRange } from '../../time/zoned-day';
import { loadNurseReports, nurseReportTime } from '../shared/clinical-view';

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
} satisfies HandlerGroup;
