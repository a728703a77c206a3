// Sick leaves (001 §5 "Sick leave", §7 POST /leaves and the leave reads): a
// doctor approves one per appointment he is assigned to; the patient reads and
// downloads his, the hospital's doctors read its patients'.
import { and, eq } from 'drizzle-orm';
import type { Claims } from '../../auth/tokens';
import { sickLeaves } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import type { Services } from '../../services';
import { dayOf } from '../../time/zoned-day';
import { newId } from '../../ids';
import { paperAppointment } from './doctor-papers';
import { sickLeavePaper, sickLeavePdf } from './sick-leave-pdf';
import { loadSickLeave, loadSickLeaves } from './sick-leave-view';

/**
 * 001 §5: the date pickers' minimum is today, so the server refuses a first
 * day before today in the caller's time zone. The specification gives no
 * message for it; this one says what the picker would have prevented.
 */
export const FROM_BEFORE_TODAY = 'From date cannot be before today';
export const TO_BEFORE_FROM = 'To date cannot be before from date';

interface LeaveDates {
  from: string;
  to: string;
  description: string;
}

/**
 * The rules of 001 §5 on a leave's fields: a description (not only spaces), to
 * not before from, and from not before today where the caller is, except a
 * first day that an update leaves as it was (a leave approved yesterday keeps
 * its first day when its description is corrected today).
 */
function checkLeave(body: LeaveDates, services: Services, timezone: string, storedFrom?: string): void {
  if (body.description.trim() === '') throw badRequest('Description is required');
  // 'YYYY-MM-DD' strings (the contract's date format) compare as dates.
  if (body.to < body.from) throw badRequest(TO_BEFORE_FROM);
  if (body.from !== storedFrom && body.from < dayOf(services.now(), timezone)) throw badRequest(FROM_BEFORE_TODAY);
}

function callerOf(user: Claims | undefined): Claims {
  if (!user) throw forbidden();
  return user;
}

export const sickLeaveHandlers = {
  /**
   * Approves a sick leave at a booked appointment of the caller's (body:
   * doctorId = the caller, patientId = the appointment's patient); 409 when the
   * appointment already has one (the client then updates it, 001 §4).
   */
  async createSickLeave({ body, user, timezone }, services) {
    const caller = callerOf(user);
    checkLeave(body, services, timezone);
    const db = services.database.db;
    const slot = await paperAppointment(db, caller, body);
    const [existing] = await db
      .select({ id: sickLeaves.id })
      .from(sickLeaves)
      .where(eq(sickLeaves.appointmentId, slot.id));
    if (existing) throw conflict('This appointment already has a sick leave');
    const id = newId();
    const [created] = await db
      .insert(sickLeaves)
      .values({
        id,
        hospitalId: slot.hospitalId,
        doctorId: caller.referenceId,
        patientId: slot.patientId ?? body.patientId,
        appointmentId: slot.id,
        from: body.from,
        to: body.to,
        description: body.description,
        issuedAt: services.now(),
      })
      .onConflictDoNothing({ target: sickLeaves.appointmentId })
      .returning({ id: sickLeaves.id });
    if (!created) throw conflict('This appointment already has a sick leave');
    const leave = await loadSickLeave(db, id);
    if (!leave) throw notFound('Sick leave not found');
    return { status: 201, json: { data: leave } };
  },

  /**
   * Updates the caller's sick leave (the access policy: only the doctor who
   * wrote it). The body must name the leave's appointment and patient (400).
   * The issue date stays the day it was first approved.
   */
  async updateSickLeave({ params, body, user, timezone }, services) {
    const caller = callerOf(user);
    if (body.doctorId !== caller.referenceId) throw forbidden('You can only write papers in your own name');
    const db = services.database.db;
    const [row] = await db.select().from(sickLeaves).where(eq(sickLeaves.id, params.id));
    if (!row) throw notFound('Sick leave not found');
    if (body.appointmentId !== row.appointmentId)
      throw badRequest("appointmentId must be the sick leave's appointment");
    if (body.patientId !== row.patientId) throw badRequest("patientId must be the sick leave's patient");
    checkLeave(body, services, timezone, row.from);
    await db
      .update(sickLeaves)
      .set({ from: body.from, to: body.to, description: body.description })
      .where(eq(sickLeaves.id, row.id));
    const leave = await loadSickLeave(db, row.id);
    if (!leave) throw notFound('Sick leave not found');
    return { json: { data: leave } };
  },

  /**
   * A patient's sick leaves, newest first: all of them for the patient himself,
   * those of the caller's hospital for a doctor (the policy has checked that
   * the patient is one of the hospital's).
   */
  async listPatientSickLeaves({ params, user }, services) {
    const caller = callerOf(user);
    const ofPatient = eq(sickLeaves.patientId, params.id);
    if (caller.role === 'PATIENT') {
      return { json: { data: await loadSickLeaves(services.database.db, ofPatient) } };
    }
    if (!caller.hospitalId) throw forbidden();
    const where = and(ofPatient, eq(sickLeaves.hospitalId, caller.hospitalId));
    return { json: { data: await loadSickLeaves(services.database.db, where) } };
  },

  /** The sick leave of an appointment; 404 when it has none (the diagnosis screen then creates one). */
  async getAppointmentSickLeave({ params }, services) {
    const [leave] = await loadSickLeaves(services.database.db, eq(sickLeaves.appointmentId, params.id));
    if (!leave) throw notFound('This appointment has no sick leave');
    return { json: { data: leave } };
  },

  /** The sick leave's PDF, "Sick Leave Approval.pdf", in the reader's language (`lang`, English by default). */
  async downloadSickLeave({ params, query, timezone }, services) {
    const paper = await sickLeavePaper(services, params.id, timezone);
    const bytes = await sickLeavePdf(paper, query.lang === 'ar' ? 'ar' : 'en');
    return { file: { bytes, mime: 'application/pdf', filename: 'Sick Leave Approval.pdf' } };
  },
} satisfies HandlerGroup;
