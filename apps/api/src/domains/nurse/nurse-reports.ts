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
} satisfies HandlerGroup;
