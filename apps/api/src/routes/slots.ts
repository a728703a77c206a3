import { and, eq, gt } from 'drizzle-orm';
import { providers, slots } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/http-error';
import type { Handlers } from '../http/types';
import { newId } from '../ids';

type SlotRow = typeof slots.$inferSelect;
const HALF_HOUR_MS = 30 * 60 * 1000;

/**
 * A slot in the contract's shape. Without `withBooking` (what another patient
 * may see) it tells when the slot is and whether it is free, never who booked
 * it or why.
 */
export function toSlot(row: SlotRow, providerKind: 'DOCTOR' | 'NURSE', options: { withBooking?: boolean } = {}) {
  const booking = options.withBooking ?? true;
  return {
    _id: row.id,
    from: row.startAt.toISOString(),
    to: row.endAt.toISOString(),
    status: row.status,
    hospitalId: { _id: row.hospitalId },
    ...(providerKind === 'DOCTOR'
      ? { doctorId: { _id: row.providerId } }
      : { nurseId: { _id: row.providerId }, type: 'NURSE' }),
    ...(booking && row.patientId ? { patientId: { _id: row.patientId } } : {}),
    ...(booking && row.serviceId ? { serviceId: { _id: row.serviceId } } : {}),
    ...(booking && row.familyMemberId ? { familyMemberId: { _id: row.familyMemberId } } : {}),
    ...(booking && row.description ? { description: row.description } : {}),
  };
}

export const slotHandlers: Handlers = {
  /** One 30-minute slot of a doctor or nurse of the caller's hospital (a doctor: only his own). */
  async createSlot({ body, user }, services) {
    if (!user) throw forbidden();
    const db = services.database.db;
    const providerId = String(body.doctorId ?? body.nurseId);
    const [provider] = await db.select().from(providers).where(eq(providers.id, providerId));
    if (!provider || provider.hospitalId !== body.hospitalId)
      throw notFound('Doctor or nurse not found in this hospital');
    if (provider.kind !== (body.doctorId ? 'DOCTOR' : 'NURSE'))
      throw badRequest('doctorId and nurseId must name a doctor and a nurse');
    const ownProvider = provider.id === user.referenceId;
    const ownHospital = user.hospitalId === provider.hospitalId;
    const allowed =
      user.role === 'DOCTOR'
        ? ownProvider
        : user.role === 'NURSE'
          ? ownHospital && provider.kind === 'NURSE'
          : ownHospital;
    if (!allowed) throw forbidden();

    const from = new Date(String(body.from));
    const to = typeof body.to === 'string' ? new Date(body.to) : new Date(from.getTime() + HALF_HOUR_MS);
    if (from.getTime() % HALF_HOUR_MS !== 0 || to.getTime() % HALF_HOUR_MS !== 0) {
      throw badRequest('Slots start and end on the hour or the half hour');
    }
    if (from.getTime() <= services.now().getTime()) throw badRequest('from must be in the future');
    if (to.getTime() <= from.getTime()) throw badRequest('to must be after from');
    // The exclusion constraint refuses an overlap with a 409 (see http/errors.ts).
    const [row] = await db
      .insert(slots)
      .values({ id: newId(), providerId: provider.id, hospitalId: provider.hospitalId, startAt: from, endAt: to })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return { status: 201, json: { data: toSlot(row, provider.kind) } };
  },

  /**
   * Books a free future slot for the caller. One conditional update decides:
   * of any number of concurrent requests for one slot exactly one succeeds,
   * the others get 409.
   */
  async createAppointment({ body, user }, services) {
    if (!user || body.patientId !== user.referenceId) throw forbidden('You can only book for yourself or your family');
    const db = services.database.db;
    const slotId = String(body.slotId);
    const [booked] = await db
      .update(slots)
      .set({ status: 'BOOKED', patientId: body.patientId })
      .where(and(eq(slots.id, slotId), eq(slots.status, 'AVAILABLE'), gt(slots.startAt, services.now())))
      .returning();
    if (!booked) {
      const [slot] = await db.select().from(slots).where(eq(slots.id, slotId));
      if (!slot) throw notFound('Slot not found');
      if (slot.startAt.getTime() <= services.now().getTime()) throw conflict('This slot has already started');
      throw conflict('This slot is already booked');
    }
    const [provider] = await db
      .select({ kind: providers.kind })
      .from(providers)
      .where(eq(providers.id, booked.providerId));
    return { status: 201, json: { data: { ...toSlot(booked, provider?.kind ?? 'DOCTOR'), slotId: booked.id } } };
  },
};
