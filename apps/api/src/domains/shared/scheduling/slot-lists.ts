// Slot listings of a nurse, a doctor or a hospital, the hospital's appointment
// count and a doctor's appointments of a day. The access policy has already
// checked the record the path names; calls that name it in the body check it here.
import { and, asc, count, eq, gt, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Claims } from '../../../auth/tokens';
import { providers, slots } from '../../../db/schema';
import { badRequest, forbidden, notFound } from '../../../http/http-error';
import type { HandlerGroup } from '../../../http/types';
import type { Services } from '../../../services';
import { dayRange, daysRange } from '../../../time/zoned-day';
import { loadAppointments } from './appointment-view';
import { toSlot } from './slot-view';
import { slotWindow } from './slot-window';

type SlotStatus = (typeof slots.$inferSelect)['status'];

/** Patients see when a provider is free or busy, never who booked (except their own bookings). */
const withBookingFor = (user: Claims | undefined, patientId: string | null) =>
  user?.role !== 'PATIENT' || patientId === user.referenceId;

/** The slots of one nurse (404 when the id names no nurse), optionally of some statuses, in time order. */
async function nurseSlots(
  {
    params,
    body,
    user,
  }: { params: { id: string }; body: { from?: string; to?: string } | undefined; user: Claims | undefined },
  services: Services,
  filter: { statuses?: SlotStatus[]; futureOnly?: boolean } = {},
) {
  const db = services.database.db;
  const id = params.id;
  const [nurse] = await db.select({ kind: providers.kind }).from(providers).where(eq(providers.id, id));
  if (nurse?.kind !== 'NURSE') throw notFound('Nurse not found');
  const rows = await db
    .select()
    .from(slots)
    .where(
      and(
        eq(slots.providerId, id),
        filter.statuses ? inArray(slots.status, filter.statuses) : undefined,
        filter.futureOnly ? gt(slots.startAt, services.now()) : undefined,
        slotWindow(body),
      ),
    )
    .orderBy(asc(slots.startAt));
  return {
    json: { data: rows.map((row) => toSlot(row, 'NURSE', { withBooking: withBookingFor(user, row.patientId) })) },
  };
}

/** A doctor the caller may see the appointments of: himself, or one of the caller's hospital. */
async function visibleDoctor(doctorId: string, user: Claims | undefined, services: Services) {
  if (!user) throw forbidden();
  const [doctor] = await services.database.db.select().from(providers).where(eq(providers.id, doctorId));
  if (doctor?.kind !== 'DOCTOR') throw notFound('Doctor not found');
  const allowed =
    user.role === 'DOCTOR'
      ? doctor.id === user.referenceId
      : user.hospitalId !== null && user.hospitalId === doctor.hospitalId;
  if (!allowed) throw forbidden();
  return doctor;
}

export const slotListHandlers = {
  async listNurseSlots(request, services) {
    return nurseSlots(request, services);
  },

  async listNurseApprovedSlots(request, services) {
    return nurseSlots(request, services, { statuses: ['APPROVED'] });
  },

  /** Free slots a patient can still book. */
  async listNurseAvailableSlots(request, services) {
    return nurseSlots(request, services, { statuses: ['AVAILABLE'], futureOnly: true });
  },

  async listNurseBookedSlots(request, services) {
    return nurseSlots(request, services, { statuses: ['BOOKED'] });
  },

  /** A doctor's slots, optionally within a time window (a month for the calendar). */
  async listDoctorSlots({ params, body, user }, services) {
    const db = services.database.db;
    const window = and(eq(slots.providerId, params.id), slotWindow(body));
    const rows = await db.select().from(slots).where(window).orderBy(asc(slots.startAt));
    return {
      json: { data: rows.map((row) => toSlot(row, 'DOCTOR', { withBooking: withBookingFor(user, row.patientId) })) },
    };
  },

  async listDoctorApprovedSlots({ params }, services) {
    const db = services.database.db;
    const id = params.id;
    const [doctor] = await db.select({ kind: providers.kind }).from(providers).where(eq(providers.id, id));
    if (doctor?.kind !== 'DOCTOR') throw notFound('Doctor not found');
    const rows = await db
      .select()
      .from(slots)
      .where(and(eq(slots.providerId, id), eq(slots.status, 'APPROVED')))
      .orderBy(asc(slots.startAt));
    return { json: { data: rows.map((row) => toSlot(row, 'DOCTOR')) } };
  },

  /** Every slot of a hospital's doctors and nurses (the hospital page's booking calendar). */
  async listHospitalSlots({ params, body, user }, services) {
    const rows = await services.database.db
      .select({ slot: slots, kind: providers.kind })
      .from(slots)
      .innerJoin(providers, eq(providers.id, slots.providerId))
      .where(and(eq(slots.hospitalId, params.id), slotWindow(body)))
      .orderBy(asc(slots.startAt), asc(slots.id));
    return {
      json: {
        data: rows.map(({ slot, kind }) => toSlot(slot, kind, { withBooking: withBookingFor(user, slot.patientId) })),
      },
    };
  },

  /** Booked and approved appointments of the caller's hospital from one day to another (both included). */
  async countBookedApprovedAppointments({ body, user, timezone }, services) {
    if (!user?.hospitalId) throw forbidden();
    const from = body.from;
    const to = body.to;
    if (from > to) throw badRequest('from must not be after to');
    const { start, end } = daysRange(from, to, timezone);
    const [{ total } = { total: 0 }] = await services.database.db
      .select({ total: count() })
      .from(slots)
      .where(
        and(
          eq(slots.hospitalId, user.hospitalId),
          inArray(slots.status, ['BOOKED', 'APPROVED']),
          gte(slots.startAt, start),
          lt(slots.startAt, end),
        ),
      );
    return { json: { totalCount: total } };
  },

  /** A doctor's appointments (booked slots) of one day in the caller's time zone. */
  async listDoctorAppointmentsByDate({ body, user, timezone }, services) {
    const doctor = await visibleDoctor(body.doctorId, user, services);
    const { start, end } = dayRange(body.date, timezone);
    const appointments = await loadAppointments(
      services.database.db,
      and(
        eq(slots.providerId, doctor.id),
        isNotNull(slots.patientId),
        gte(slots.startAt, start),
        lt(slots.startAt, end),
      ),
    );
    return { json: { appointments } };
  },
} satisfies HandlerGroup;
