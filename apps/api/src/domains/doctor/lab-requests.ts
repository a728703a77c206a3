// The doctor's laboratory requests (001 §2 "Diagnosis screen" and "Lab Results
// Records", §5 "Lab request (doctor)", §7 "Lab requests and laboratories"): he
// asks a laboratory of the hospital for tests at an appointment, changes them
// while the laboratory has not answered, and reads them back; a laboratory and
// a doctor list their own requests.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { laboratories, labRequests, slots, type LabTestRecord } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { newId } from '../../ids';
import type { Services } from '../../services';
import { loadLabRequests, type LabRequestView } from '../shared/clinical-view';
import { pageInfoOf, pageRequestOf, windowOf } from '../shared/paging';
import { paperAppointment } from './doctor-papers';

const COMPLETED = 'This lab request is completed and can no longer be changed';

/**
 * The tests of a request body: names (and results, ranges) trimmed, blank
 * tests dropped (001 §5); 400 "No tests entered" when none is left.
 */
function testsOf(tests: readonly { test: string; result?: string; range?: string }[]): LabTestRecord[] {
  const kept = tests.flatMap(({ test, result, range }) => {
    const name = test.trim();
    if (!name) return [];
    return [
      {
        test: name,
        ...(result?.trim() ? { result: result.trim() } : {}),
        ...(range?.trim() ? { range: range.trim() } : {}),
      },
    ];
  });
  if (kept.length === 0) throw badRequest('No tests entered');
  return kept;
}

/** 400 unless `laboratoryId` is a laboratory of the hospital `hospitalId`; its account's user id otherwise. */
async function hospitalLaboratory(db: Db, laboratoryId: string, hospitalId: string): Promise<string | null> {
  const [laboratory] = await db
    .select({ userId: laboratories.userId })
    .from(laboratories)
    .where(and(eq(laboratories.id, laboratoryId), eq(laboratories.hospitalId, hospitalId)));
  if (!laboratory) throw badRequest("laboratoryId must be a laboratory of the appointment's hospital");
  return laboratory.userId;
}

/** One lab request in the contract's LabRequest shape. */
async function labRequestView(db: Db, id: string): Promise<LabRequestView> {
  const [request] = await loadLabRequests(db, eq(labRequests.id, id));
  if (!request) throw notFound('Lab request not found');
  return request;
}

/** Tells the laboratory's account of a new request. A failure to notify never undoes the request. */
async function notifyLaboratory(services: Services, userId: string | null, request: LabRequestView) {
  if (!userId) return;
  try {
    const doctor = request.doctorId ? `Dr. ${request.doctorId.firstName} ${request.doctorId.lastName}` : 'A doctor';
    const tests = request.tests.map((t) => t.test).join(', ');
    await services.notifications.publish([userId], {
      title: 'New lab request',
      body: `${doctor} requested ${tests} for ${request.patientId.firstName} ${request.patientId.lastName}.`,
      data: { kind: 'LAB_REQUEST_CREATED', labRequestId: request._id, hospitalId: request.hospitalId._id },
    });
  } catch {
    // Notifications are best effort; the request stands.
  }
}

export const labRequestHandlers = {
  /**
   * POST /labRequests: the Request for Laboratory modal. The appointment
   * (appointmentId, or slotId: both name the booked slot) must be the caller's
   * with patient `patientId` (doctor-papers.ts paperAppointment: 404, 403,
   * 400), the laboratory one of the appointment's hospital (400). One request
   * per appointment: 409 when it has one already (the screen then updates it).
   * The laboratory's account is notified.
   */
  async createLabRequest({ body, user }, services) {
    const db = services.database.db;
    // The contract's anyOf (appointmentId or slotId) is typed as a union; the validated body is its first member.
    if (!('tests' in body)) throw badRequest('tests is required');
    if (body.appointmentId !== undefined && body.slotId !== undefined && body.appointmentId !== body.slotId)
      throw badRequest('appointmentId and slotId must name the same appointment');
    const appointmentId = body.appointmentId ?? body.slotId;
    if (appointmentId === undefined) throw badRequest('appointmentId is required');
    const tests = testsOf(body.tests);
    const slot = await paperAppointment(db, user, {
      appointmentId,
      patientId: body.patientId,
      doctorId: body.doctorId,
    });
    const laboratoryUserId = await hospitalLaboratory(db, body.laboratoryId, slot.hospitalId);
    const id = newId();
    await db.transaction(async (tx) => {
      // The appointment's row lock makes "none yet, then insert" one step for concurrent requests.
      await tx.select({ id: slots.id }).from(slots).where(eq(slots.id, slot.id)).for('update');
      const [existing] = await tx
        .select({ id: labRequests.id })
        .from(labRequests)
        .where(eq(labRequests.appointmentId, slot.id))
        .limit(1);
      if (existing) throw conflict('This appointment already has a lab request');
      await tx.insert(labRequests).values({
        id,
        hospitalId: slot.hospitalId,
        doctorId: slot.providerId,
        patientId: slot.patientId ?? body.patientId,
        laboratoryId: body.laboratoryId,
        appointmentId: slot.id,
        tests,
        status: 'pending',
        date: services.now(),
      });
    });
    const data = await labRequestView(db, id);
    await notifyLaboratory(services, laboratoryUserId, data);
    return { status: 201, json: { data } };
  },

  /**
   * PUT /labRequests/{id}: the doctor who wrote the request (the policy's
   * 'assigned') changes its tests or laboratory while it is pending; 409 once
   * the laboratory has completed it. Only the laboratory completes a request
   * (submitLabResults), so `status: completed` is refused (400) and `pending`
   * changes nothing.
   */
  async updateLabRequest({ params, body }, services) {
    const db = services.database.db;
    const [request] = await db.select().from(labRequests).where(eq(labRequests.id, params.id));
    if (!request) throw notFound('Lab request not found');
    if (request.status === 'completed') throw conflict(COMPLETED);
    if (body.status === 'completed')
      throw badRequest('Only the laboratory completes a lab request, by sending its results');
    const changes: { tests?: LabTestRecord[]; laboratoryId?: string } = {};
    if (body.tests !== undefined) changes.tests = testsOf(body.tests);
    if (body.laboratoryId !== undefined) {
      await hospitalLaboratory(db, body.laboratoryId, request.hospitalId);
      changes.laboratoryId = body.laboratoryId;
    }
    if (changes.tests !== undefined || changes.laboratoryId !== undefined) {
      const [updated] = await db
        .update(labRequests)
        .set(changes)
        .where(and(eq(labRequests.id, request.id), eq(labRequests.status, 'pending')))
        .returning({ id: labRequests.id });
      if (!updated) throw conflict(COMPLETED);
    }
    return { json: { data: await labRequestView(db, request.id) } };
  },

  /**
   * GET /labRequests/getAppointmentLabRequest/{id}: the appointment's lab
   * request (the latest, should older data hold several); 404 when it has
   * none, which tells the diagnosis screen to create one.
   */
  async getAppointmentLabRequest({ params }, services) {
    const [data] = await loadLabRequests(services.database.db, eq(labRequests.appointmentId, params.id));
    if (!data) throw notFound('Lab request not found');
    return { json: { data } };
  },

  /**
   * GET /labRequests/{id}?page=&status=: a page of the lab requests of a
   * laboratory (the caller LABORTORY: its own) or of a doctor (the caller
   * DOCTOR: his own), newest first, optionally of one status (the Pending
   * Request and Test Results tabs).
   */
  async listLabRequests({ params, query, user }, services) {
    if (!user || params.id !== user.referenceId) throw forbidden();
    const db = services.database.db;
    const where = and(
      user.role === 'LABORTORY' ? eq(labRequests.laboratoryId, params.id) : eq(labRequests.doctorId, params.id),
      query.status === undefined ? undefined : eq(labRequests.status, query.status),
    );
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(labRequests).where(where);
    const paging = { ...pageRequestOf(query), getAll: false };
    const { limit, offset } = windowOf(paging, total);
    const ids = await db
      .select({ id: labRequests.id })
      .from(labRequests)
      .where(where)
      .orderBy(desc(labRequests.date), asc(labRequests.id))
      .limit(limit)
      .offset(offset);
    // loadLabRequests orders as above (date, newest first; then id).
    const page =
      ids.length === 0
        ? []
        : await loadLabRequests(
            db,
            inArray(
              labRequests.id,
              ids.map((r) => r.id),
            ),
          );
    return { json: { data: { ...pageInfoOf(paging, total), labRequests: page } } };
  },
} satisfies HandlerGroup;
