// The laboratory sends a request's results (001 §2 "Laboratory area", §4 "Lab
// result submission", §7 POST /labRequests/updateRequest): per test a result
// and reference range, or a PDF report. The request becomes completed, and
// those who wait for it are told over the notification stream.
import { and, eq, inArray, or } from 'drizzle-orm';
import { files, laboratories, labRequests, patients, providers, users, type LabTestRecord } from '../../db/schema';
import type { StoredFile } from '../../files/file-store';
import { conflict, forbidden, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { newId } from '../../ids';
import type { Services } from '../../services';
import { loadLabRequests, type LabRequestView } from '../shared/clinical-view';
import { fileUrl } from '../shared/mappers';
import { reportsOf, resultsOf, sentTestsOf, type TestResult } from './lab-result-rules';

/** (ours) The answer to a second submission, also to the loser of two at the same moment. */
export const RESULTS_ALREADY_SENT = 'The results of this lab request have already been sent';

type LabRequestRow = typeof labRequests.$inferSelect;

/**
 * Tells the request's doctor, its hospital's accounts (hospital and
 * receptionists) and its patient that the results are in: their screens
 * refresh on any notification. Best effort: a failure never undoes the results.
 */
async function notifyResults(services: Services, request: LabRequestRow, view: LabRequestView) {
  const db = services.database.db;
  try {
    const [doctor] = request.doctorId
      ? await db.select({ userId: providers.userId }).from(providers).where(eq(providers.id, request.doctorId))
      : [];
    const [patient] = await db
      .select({ userId: patients.userId })
      .from(patients)
      .where(eq(patients.id, request.patientId));
    const hospitalAccounts = await db
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          and(eq(users.hospitalId, request.hospitalId), inArray(users.role, ['HOSPITAL', 'RECEPTIONIST'])),
          doctor?.userId ? eq(users.id, doctor.userId) : undefined,
          patient?.userId ? eq(users.id, patient.userId) : undefined,
        ),
      );
    const [lab] = request.laboratoryId
      ? await db
          .select({ firstName: laboratories.firstName, lastName: laboratories.lastName })
          .from(laboratories)
          .where(eq(laboratories.id, request.laboratoryId))
      : [];
    const from = lab ? `${lab.firstName} ${lab.lastName}` : 'The laboratory';
    await services.notifications.publish(
      hospitalAccounts.map((u) => u.id),
      {
        // (ours) The specification has no text for it.
        title: 'Lab results ready',
        body: `${from} sent the results of ${view.tests.map((t) => t.test).join(', ')} for ${view.patientId.firstName} ${view.patientId.lastName}.`,
        data: { kind: 'LAB_RESULTS_SENT', labRequestId: request.id, hospitalId: request.hospitalId },
      },
    );
  } catch {
    // Notifications are best effort; the results stand.
  }
}

/** Writes each test's report and answers the tests as stored, with the files written (to remove on failure). */
async function storeReports(services: Services, results: readonly TestResult[], reports: Map<string, Uint8Array>) {
  const stored: StoredFile[] = [];
  const tests: LabTestRecord[] = [];
  try {
    for (const { upload, ...test } of results) {
      const bytes = upload === undefined ? undefined : reports.get(upload);
      if (upload === undefined || !bytes) {
        tests.push(test);
        continue;
      }
      const file = await services.files.saveBytes(bytes, upload, ['pdf']);
      if (!file) throw new Error('a checked report is no longer a PDF');
      stored.push(file);
      tests.push({ ...test, file: fileUrl(file.storedName) });
    }
  } catch (error) {
    await removeAll(services, stored);
    throw error;
  }
  return { tests, stored };
}

const removeAll = (services: Services, stored: readonly StoredFile[]) =>
  Promise.all(stored.map((file) => services.files.remove(file.storedName)));

export const labResultHandlers = {
  /**
   * POST /labRequests/updateRequest (multipart: id, data, files). Only the
   * laboratory the request is addressed to (403; 404 for no such request;
   * 409 once completed). Everything is checked before anything is stored
   * (lab-result-rules.ts); the reports are then written as private files
   * (downloadLabReport serves them; `file` is their /api/files/<name> URL,
   * whose last segment is the download's fileId), and the request is completed
   * by one update conditional on its being pending: of two submissions at the
   * same moment one wins, the other gets 409 and its files are removed.
   */
  async submitLabResults({ body, files: parts, user }, services) {
    if (!user || user.role !== 'LABORTORY') throw forbidden();
    const db = services.database.db;
    const [request] = await db.select().from(labRequests).where(eq(labRequests.id, body.id));
    if (!request) throw notFound('Lab request not found');
    if (request.laboratoryId !== user.referenceId) throw forbidden();
    if (request.status !== 'pending') throw conflict(RESULTS_ALREADY_SENT);

    const uploads = parts.files ?? [];
    const results = resultsOf(request.tests, sentTestsOf(body.data), new Set(uploads.map((f) => f.name)));
    const reports = await reportsOf(uploads);

    const { tests, stored } = await storeReports(services, results, reports);
    try {
      await db.transaction(async (tx) => {
        if (stored.length > 0) {
          await tx.insert(files).values(stored.map((file) => ({ id: newId(), ...file, ownerUserId: user.sub })));
        }
        const [updated] = await tx
          .update(labRequests)
          .set({ tests, status: 'completed' })
          .where(and(eq(labRequests.id, request.id), eq(labRequests.status, 'pending')))
          .returning({ id: labRequests.id });
        if (!updated) throw conflict(RESULTS_ALREADY_SENT);
      });
    } catch (error) {
      await removeAll(services, stored);
      throw error;
    }
    const [data] = await loadLabRequests(db, eq(labRequests.id, request.id));
    if (!data) throw notFound('Lab request not found');
    await notifyResults(services, request, data);
    return { json: { data } };
  },
} satisfies HandlerGroup;
