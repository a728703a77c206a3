// Laboratory reports of the hospital area (000 §2.5 "Laboratory Reports") and
// of a laboratory's day, with the download of a test's report PDF.
import { and, eq, gte, lt } from 'drizzle-orm';
import { files, labRequests } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { dayRange } from '../../time/zoned-day';
import { loadLabRequests } from '../shared/clinical-view';

/** The last path segment of a stored file's URL (`/api/files/<name>` → `<name>`). */
const fileNameOf = (url: string) => url.split(/[?#]/)[0]?.split('/').at(-1) ?? '';

export const labReportHandlers = {
  /**
   * The lab requests of one day in the caller's time zone (by the request's
   * date), newest first. `id` must be the caller's own: his hospital for the
   * hospital and its receptionists, himself for a laboratory.
   */
  async listLabRequestsByDate({ body, user, timezone }, services) {
    if (!user) throw forbidden();
    const id = body.id;
    const isLaboratory = user.role === 'LABORTORY';
    const own = isLaboratory ? id === user.referenceId : user.hospitalId !== null && id === user.hospitalId;
    if (!own) throw forbidden();
    const { start, end } = dayRange(body.date, timezone);
    const data = await loadLabRequests(
      services.database.db,
      and(
        isLaboratory ? eq(labRequests.laboratoryId, id) : eq(labRequests.hospitalId, id),
        gte(labRequests.date, start),
        lt(labRequests.date, end),
      ),
    );
    return { json: { data } };
  },

  /**
   * A test's report PDF. The policy has checked the role only (the path names
   * a lab request, which the policy has no owner lookup for); ownership is
   * checked here: the request's hospital (hospital and receptionists), its
   * laboratory, its doctor or its patient.
   */
  async downloadLabReport({ params, user }, services) {
    if (!user) throw forbidden();
    const db = services.database.db;
    const [request] = await db.select().from(labRequests).where(eq(labRequests.id, params.id));
    if (!request) throw notFound('Lab request not found');
    const allowed =
      user.role === 'HOSPITAL' || user.role === 'RECEPTIONIST'
        ? user.hospitalId === request.hospitalId
        : user.role === 'LABORTORY'
          ? request.laboratoryId === user.referenceId
          : user.role === 'DOCTOR'
            ? request.doctorId === user.referenceId
            : user.role === 'PATIENT' && request.patientId === user.referenceId;
    if (!allowed) throw forbidden();
    const fileId = params.fileId;
    const test = request.tests.find((t) => t.file !== undefined && fileNameOf(t.file) === fileId);
    const [file] = test ? await db.select().from(files).where(eq(files.storedName, fileId)) : [];
    const bytes = file && (await services.files.read(file.storedName));
    if (!test || !file || !bytes) throw notFound('Report not found');
    return { file: { bytes, mime: file.mime, filename: `${test.test} report.pdf` } };
  },
} satisfies HandlerGroup;
