// A patient cancels an upcoming appointment (002 §4: BOOKED or APPROVED in the
// future can be cancelled), or the hospital cancels one of its own.
import { and, eq, gt, inArray } from 'drizzle-orm';
import { patients, slots } from '../../../db/schema';
import { conflict, notFound } from '../../../http/http-error';
import type { HandlerGroup } from '../../../http/types';
import { withdrawVisitCode } from '../../points/visit-codes';
import { toPatient } from '../mappers';
import { notifyAppointment } from './appointment-notices';
import { loadAppointments } from './appointment-view';

const STARTED = 'This appointment has already started';
const NOT_CANCELLABLE = 'Only a booked or approved appointment can be cancelled';

export const appointmentCancelHandlers = {
  /**
   * DELETE /appointments/cancel/{id}. The policy has checked the appointment is
   * the caller's (his own or a family member's: the booking is his) or, for a
   * hospital, its own. One conditional update frees the slot (AVAILABLE, its
   * patient, family member, service and description removed) only while it is
   * BOOKED or APPROVED and has not started, so of two concurrent cancels one
   * wins and the other gets 409. In the same transaction the booking's promo
   * code goes, and the 20 points it earned, never below zero (#23).
   *
   * Answer (002 §7): the patient's upcoming appointments after the cancel (for
   * a hospital caller, those at that hospital), and `newPatient`, the patient
   * with his new balance, when points were taken back (the client then takes
   * 20 points off its stored user, 002 §4); null otherwise. Once cancelled, the
   * id no longer names an appointment: a later call is 404.
   */
  async cancelAppointment({ params, user }, services) {
    const db = services.database.db;
    const now = services.now();
    const [slot] = await db.select().from(slots).where(eq(slots.id, params.id));
    const patientId = slot?.patientId;
    if (!slot || !patientId) throw notFound('Appointment not found');
    if (slot.status !== 'BOOKED' && slot.status !== 'APPROVED') throw conflict(NOT_CANCELLABLE);
    if (slot.startAt.getTime() <= now.getTime()) throw conflict(STARTED);
    const withdrawn = await db.transaction(async (tx) => {
      const [freed] = await tx
        .update(slots)
        .set({ status: 'AVAILABLE', patientId: null, familyMemberId: null, serviceId: null, description: null })
        .where(
          and(
            eq(slots.id, slot.id),
            eq(slots.patientId, patientId),
            inArray(slots.status, ['BOOKED', 'APPROVED']),
            gt(slots.startAt, now),
          ),
        )
        .returning({ id: slots.id });
      if (!freed) throw conflict(NOT_CANCELLABLE);
      return withdrawVisitCode(tx, slot.id);
    });
    await notifyAppointment(services, slot, 'APPOINTMENT_CANCELLED');
    const hospitalOnly = user?.role === 'HOSPITAL' ? slot.hospitalId : undefined;
    const [upcoming, [patient]] = await Promise.all([
      loadAppointments(
        db,
        and(
          eq(slots.patientId, patientId),
          inArray(slots.status, ['BOOKED', 'APPROVED']),
          gt(slots.startAt, now),
          hospitalOnly ? eq(slots.hospitalId, hospitalOnly) : undefined,
        ),
      ),
      withdrawn ? db.select().from(patients).where(eq(patients.id, patientId)) : Promise.resolve([]),
    ]);
    return {
      json: { data: { upcommingAppointments: upcoming, newPatient: patient ? toPatient(patient) : null } },
    };
  },
} satisfies HandlerGroup;
