// What a doctor (and the hospital, and a nurse on her own nurse-service
// appointments) does to an appointment, a booked slot (001 §2 "Appointments",
// §4 states, §7 "Appointments"): end the treatment, approve it, delete it, and
// the doctor's page of approved appointments. Who may touch which appointment
// is the access policy's (x-scope 'assigned' = the appointment's doctor or
// nurse; 'own-hospital' = the hospital's); the handlers check the states.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  doctorReports,
  labRequests,
  nurseReports,
  providers,
  qrPrescriptions,
  sickLeaves,
  slots,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { withdrawVisitCode } from '../points/visit-codes';
import { loadAppointments } from '../shared/scheduling/appointment-view';
import { appointmentsPage } from '../shared/scheduling/appointment-pages';

type SlotRow = typeof slots.$inferSelect;
type SlotStatus = SlotRow['status'];
/** A booked slot: one with a patient. */
type AppointmentRow = SlotRow & { patientId: string };

const ENDED = 'This treatment has already ended';
const NOT_ENDABLE = 'Only a booked or approved appointment can be ended';
const NOT_APPROVABLE = 'Only a booked appointment can be approved';

/** The appointment (a slot with a patient) `id`, or 404. */
async function appointmentRow(db: Db, id: string): Promise<AppointmentRow> {
  const [slot] = await db.select().from(slots).where(eq(slots.id, id));
  if (!slot?.patientId) throw notFound('Appointment not found');
  return { ...slot, patientId: slot.patientId };
}

/** The appointment `id` in the contract's Appointment shape, or 404. */
async function appointmentView(db: Db, id: string) {
  const [appointment] = await loadAppointments(db, and(eq(slots.id, id), isNotNull(slots.patientId)));
  if (!appointment) throw notFound('Appointment not found');
  return appointment;
}

/**
 * The statuses an appointment may move to `status` from (001 §4: booked, then
 * approved, then taken), or the 409 for the status it has.
 */
function transitionTo(status: 'APPROVED' | 'TAKEN', current: SlotStatus): SlotStatus[] {
  if (status === 'TAKEN') {
    if (current === 'TAKEN') throw conflict(ENDED);
    if (current !== 'BOOKED' && current !== 'APPROVED') throw conflict(NOT_ENDABLE);
    return ['BOOKED', 'APPROVED'];
  }
  if (current !== 'BOOKED') throw conflict(NOT_APPROVABLE);
  return ['BOOKED'];
}

/**
 * Moves an appointment to `status` when it is still in one of `from` (a
 * conditional update: of two concurrent End Treatments one wins, the other
 * gets the 409 of the status it then finds), with the other `changes`.
 */
async function moveAppointment(
  db: Db,
  slot: SlotRow,
  status: 'APPROVED' | 'TAKEN',
  changes: Partial<Pick<SlotRow, 'description'>> = {},
): Promise<void> {
  const from = transitionTo(status, slot.status);
  const [moved] = await db
    .update(slots)
    .set({ ...changes, status })
    .where(and(eq(slots.id, slot.id), inArray(slots.status, from), isNotNull(slots.patientId)))
    .returning({ id: slots.id });
  if (!moved) transitionTo(status, (await appointmentRow(db, slot.id)).status);
}

/** Whether any medical record (reports, sick leave, lab request, prescription) names the appointment. */
async function hasMedicalRecords(db: Db, appointmentId: string): Promise<boolean> {
  const found = await Promise.all(
    [doctorReports, nurseReports, sickLeaves, labRequests, qrPrescriptions].map((table) =>
      db.select({ id: table.id }).from(table).where(eq(table.appointmentId, appointmentId)).limit(1),
    ),
  );
  return found.some((rows) => rows.length > 0);
}

export const appointmentActionHandlers = {
  /**
   * PUT /appointments/{id}: End Treatment sends `{ status: 'TAKEN' }` (from
   * BOOKED or APPROVED, else 409); `APPROVED` approves a BOOKED one (as
   * approvePatientAppointment); BOOKED and AVAILABLE are refused (400: only
   * deleting the appointment frees its slot). `description` replaces the
   * appointment's description (blank clears it).
   *
   * Spec choice: 001 shows End Treatment only "when the appointment has a
   * service and the doctor is the logged-in doctor". The server enforces the
   * second part (the policy's 'assigned': his own appointment; a nurse hers;
   * the hospital its own) but not the service: a patient may book without a
   * service (createAppointment), and such an appointment must still be
   * closable. Which button the screen shows is the client's rule.
   */
  async updateAppointment({ params, body }, services) {
    const db = services.database.db;
    const slot = await appointmentRow(db, params.id);
    const description = body.description?.trim();
    const changes: { description?: string | null } =
      description === undefined ? {} : { description: description ? description : null };
    const status = body.status;
    if (status === 'TAKEN' || status === 'APPROVED') {
      await moveAppointment(db, slot, status, changes);
    } else if (status !== undefined) {
      throw badRequest('status can only be APPROVED or TAKEN; delete the appointment to free its slot');
    } else if (changes.description !== undefined) {
      await db.update(slots).set(changes).where(eq(slots.id, slot.id));
    }
    return { json: { data: await appointmentView(db, slot.id) } };
  },

  /**
   * DELETE /appointments/{id}: cancels the booking. Spec choice (001 only
   * gives the call and its toast): the slot row stays and is freed (status
   * AVAILABLE, patient, family member, service and description removed, the
   * booking's promo code dropped), so a future time can be booked again; the
   * doctor's calendar keeps the slot he created. A treated (TAKEN)
   * appointment, or one that already has medical records, is part of the
   * patient's history and is refused (409) instead of being detached from it.
   */
  async deleteAppointment({ params }, services) {
    const db = services.database.db;
    const slot = await appointmentRow(db, params.id);
    if (slot.status === 'TAKEN') throw conflict('A treated appointment cannot be deleted');
    await db.transaction(async (tx) => {
      if (await hasMedicalRecords(tx, slot.id))
        throw conflict('This appointment has medical records (reports, sick leave, lab request or prescription)');
      const [freed] = await tx
        .update(slots)
        .set({ status: 'AVAILABLE', patientId: null, familyMemberId: null, serviceId: null, description: null })
        .where(
          and(
            eq(slots.id, slot.id),
            eq(slots.patientId, slot.patientId),
            inArray(slots.status, ['BOOKED', 'APPROVED']),
          ),
        )
        .returning({ id: slots.id });
      if (!freed) throw conflict('A treated appointment cannot be deleted');
      // Its promo code goes, and the points it earned, if any (#23).
      await withdrawVisitCode(tx, slot.id);
    });
    return { json: { message: 'Appointment deleted', data: { _id: slot.id } } };
  },

  /**
   * GET /appointments/approvePatientAppointment/{id}/{patientId}: BOOKED ->
   * APPROVED; 400 when patientId is not the appointment's patient, 409 unless
   * it is BOOKED.
   */
  async approvePatientAppointment({ params }, services) {
    const db = services.database.db;
    const slot = await appointmentRow(db, params.id);
    if (slot.patientId !== params.patientId) throw badRequest("patientId must be the appointment's patient");
    await moveAppointment(db, slot, 'APPROVED');
    return { json: { data: await appointmentView(db, slot.id) } };
  },

  /**
   * A page of a doctor's APPROVED appointments, the latest first, paged as
   * listDoctorAppointments (appointments.ts). The policy has checked the
   * doctor is the caller's own (a doctor himself; his hospital's staff).
   */
  async listDoctorApprovedAppointments({ params, query }, services) {
    const db = services.database.db;
    const [doctor] = await db.select({ kind: providers.kind }).from(providers).where(eq(providers.id, params.id));
    if (doctor?.kind !== 'DOCTOR') throw notFound('Doctor not found');
    const where = and(eq(slots.providerId, params.id), isNotNull(slots.patientId), eq(slots.status, 'APPROVED'));
    return { json: { data: await appointmentsPage(db, where, query) } };
  },
} satisfies HandlerGroup;
