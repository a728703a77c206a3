import { and, eq, gt, gte, ilike, isNotNull, lt, or } from 'drizzle-orm';
import { familyMembers, hospitalServices, patientHospitals, patients, providers, slots } from '../../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../http/http-error';
import type { HandlerGroup } from '../../../http/types';
import { dayOf, dayRange } from '../../../time/zoned-day';
import { issueVisitCode } from '../../points/visit-codes';
import { notifyAppointment } from './appointment-notices';
import { loadAppointments } from './appointment-view';
import { toSlot } from './slot-view';
import { appointmentsPage } from './appointment-pages';

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export const appointmentHandlers = {
  /**
   * Books a free future slot for the caller (or a member of his family). One
   * conditional update decides: of any number of concurrent requests for one
   * slot exactly one succeeds, the others get 409. Booking links the patient to
   * the hospital (a hospital's patients are the ones linked to it) and gives the
   * appointment its promo code (#23: the patient earns points with it at the visit).
   */
  async createAppointment({ body, user }, services) {
    if (!user || body.patientId !== user.referenceId) throw forbidden('You can only book for yourself or your family');
    const db = services.database.db;
    const patientId = user.referenceId;
    const slotId = body.slotId;
    const [slot] = await db.select().from(slots).where(eq(slots.id, slotId));
    if (!slot) throw notFound('Slot not found');
    const providerId = body.doctorId ?? body.nurseId;
    if (typeof providerId === 'string' && providerId !== slot.providerId)
      throw badRequest('The slot is not one of this doctor or nurse');
    if (typeof body.familyMemberId === 'string') {
      const [member] = await db
        .select({ id: familyMembers.id })
        .from(familyMembers)
        .where(and(eq(familyMembers.id, body.familyMemberId), eq(familyMembers.patientId, patientId)));
      if (!member) throw forbidden('You can only book for yourself or your family');
    }
    if (typeof body.serviceId === 'string') {
      const [service] = await db
        .select({ id: hospitalServices.id })
        .from(hospitalServices)
        .where(and(eq(hospitalServices.id, body.serviceId), eq(hospitalServices.hospitalId, slot.hospitalId)));
      if (!service) throw badRequest('serviceId must name a service of this hospital');
    }
    const booked = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(slots)
        .set({
          status: 'BOOKED',
          patientId,
          familyMemberId: typeof body.familyMemberId === 'string' ? body.familyMemberId : null,
          description: typeof body.description === 'string' && body.description.trim() ? body.description : null,
          ...(typeof body.serviceId === 'string' ? { serviceId: body.serviceId } : {}),
        })
        .where(and(eq(slots.id, slotId), eq(slots.status, 'AVAILABLE'), gt(slots.startAt, services.now())))
        .returning();
      if (row) {
        await tx.insert(patientHospitals).values({ patientId, hospitalId: row.hospitalId }).onConflictDoNothing();
        await issueVisitCode(tx, { slotId: row.id, hospitalId: row.hospitalId, patientId });
      }
      return row;
    });
    if (!booked) {
      if (slot.startAt.getTime() <= services.now().getTime()) throw conflict('This slot has already started');
      throw conflict('This slot is already booked');
    }
    await notifyAppointment(services, booked, 'APPOINTMENT_BOOKED');
    const [provider] = await db
      .select({ kind: providers.kind })
      .from(providers)
      .where(eq(providers.id, booked.providerId));
    return { status: 201, json: { data: { ...toSlot(booked, provider?.kind ?? 'DOCTOR'), slotId: booked.id } } };
  },

  /**
   * A hospital's appointments of one day (default today in the caller's time
   * zone), optionally those whose patient's or family member's Emirates ID
   * contains a text. Free slots are not appointments and are left out.
   */
  async listHospitalAppointments({ params, body, timezone }, services) {
    const date = typeof body.date === 'string' ? body.date : dayOf(services.now(), timezone);
    const { start, end } = dayRange(date, timezone);
    const emiratesId = typeof body.emiratesId === 'string' ? body.emiratesId.trim() : '';
    const data = await loadAppointments(
      services.database.db,
      and(
        eq(slots.hospitalId, params.id),
        isNotNull(slots.patientId),
        gte(slots.startAt, start),
        lt(slots.startAt, end),
        emiratesId
          ? or(ilike(patients.emiratesId, likeText(emiratesId)), ilike(familyMembers.emiratesId, likeText(emiratesId)))
          : undefined,
      ),
    );
    return { json: { data } };
  },

  /**
   * A page of a doctor's appointments (slots with a patient, whatever their
   * status), the latest first: the hospital's doctor detail derives its
   * patients table from them. The policy has checked the doctor is the
   * caller's own (hospital: its doctors; doctor: himself).
   */
  async listDoctorAppointments({ params, query }, services) {
    const db = services.database.db;
    const doctorId = params.id;
    const [doctor] = await db.select({ kind: providers.kind }).from(providers).where(eq(providers.id, doctorId));
    if (doctor?.kind !== 'DOCTOR') throw notFound('Doctor not found');
    const where = and(eq(slots.providerId, doctorId), isNotNull(slots.patientId));
    return { json: { data: await appointmentsPage(db, where, query) } };
  },

  /** One appointment (the policy has checked that it is the caller's, or his hospital's). */
  async getAppointment({ params }, services) {
    const [appointment] = await loadAppointments(
      services.database.db,
      and(eq(slots.id, params.id), isNotNull(slots.patientId)),
    );
    if (!appointment) throw notFound('Appointment not found');
    return { json: { data: appointment } };
  },
} satisfies HandlerGroup;
