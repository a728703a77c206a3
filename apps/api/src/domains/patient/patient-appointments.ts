// A patient removes a past appointment from his list (002 §4 "deleting a past
// one updates the upcoming list"; #25). The access policy has checked the
// appointment is the caller's (his own booking or his family member's).
import { and, eq, gt, inArray } from 'drizzle-orm';
import { slots } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { loadAppointments } from '../shared/scheduling/appointment-view';

const NOT_FOUND = 'Appointment not found';
const UPCOMING = 'An upcoming appointment is cancelled, not deleted';

export const patientAppointmentHandlers = {
  /**
   * DELETE /appointments/{id}/{patientId}. Spec choice: "delete" hides the
   * appointment from the patient's own history only (slots.hidden_by_patient,
   * migration 0022). It stays what it is for its hospital: the visit the
   * doctor's report, sick leave, prescription and lab requests name, and a line
   * of the finance report; the hospital, its doctors and the admin still see it,
   * and the papers stay the patient's (Sick Leaves, QR Prescription, Lab Results
   * tabs). Only a past appointment (started, or no longer booked) is removed:
   * an upcoming one is cancelled instead (409). `patientId` must be the
   * appointment's patient or the family member it was booked for (else 404).
   * A second delete is 404: the id no longer names one in his list.
   */
  async deletePatientAppointment({ params }, services) {
    const db = services.database.db;
    const now = services.now();
    const [slot] = await db.select().from(slots).where(eq(slots.id, params.id));
    const patientId = slot?.patientId;
    if (!slot || !patientId || slot.hiddenByPatient) throw notFound(NOT_FOUND);
    if (params.patientId !== patientId && params.patientId !== slot.familyMemberId) throw notFound(NOT_FOUND);
    const booked = slot.status === 'BOOKED' || slot.status === 'APPROVED';
    if (booked && slot.startAt.getTime() > now.getTime()) throw conflict(UPCOMING);
    await db.update(slots).set({ hiddenByPatient: true }).where(eq(slots.id, slot.id));
    const upcoming = await loadAppointments(
      db,
      and(eq(slots.patientId, patientId), inArray(slots.status, ['BOOKED', 'APPROVED']), gt(slots.startAt, now)),
    );
    return { json: { data: { upcommingAppointments: upcoming, newPatient: null } } };
  },
} satisfies HandlerGroup;
