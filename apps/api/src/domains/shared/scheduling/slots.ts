import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { hospitalServices, providers, slots } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../http/http-error';
import type { HandlerGroup } from '../../../http/types';
import { newId } from '../../../ids';
import type { Services } from '../../../services';
import { describeClock, describeTime } from '../../../time/zoned-day';
import { toSlot } from './slot-view';

type ProviderRow = typeof providers.$inferSelect;
const HALF_HOUR_MS = 30 * 60 * 1000;

/**
 * The doctor or nurse a create call names, checked against the body: of the
 * hospital the body names, and a doctor in `doctorId`, a nurse in `nurseId`.
 * Whether the caller may make slots for him is the policy's (the contract's
 * x-scope and x-resource: a doctor only his own, a nurse his own and his
 * hospital's doctors', a hospital any of its staff's).
 */
async function providerFor(body: { doctorId?: string; nurseId?: string; hospitalId: string }, services: Services) {
  const providerId = body.doctorId ?? body.nurseId ?? '';
  const [provider] = await services.database.db.select().from(providers).where(eq(providers.id, providerId));
  if (!provider || provider.hospitalId !== body.hospitalId)
    throw notFound('Doctor or nurse not found in this hospital');
  if (provider.kind !== (body.doctorId ? 'DOCTOR' : 'NURSE'))
    throw badRequest('doctorId and nurseId must name a doctor and a nurse');
  return provider;
}

const describeRange = (r: { from: Date; to: Date }, timeZone: string) =>
  `${describeTime(r.from, timeZone)}–${describeClock(r.to, timeZone)}`;

/**
 * A slot's time range, checked (000 §9 "Slot length 30 minutes on half-hour
 * boundaries"; 000 §5 "start must be later than now"): it starts on the hour
 * or the half hour, lasts exactly 30 minutes, and starts in the future. A
 * longer range is refused, not cut: the calendar sends its 30-minute slots.
 */
function rangeOf(fromText: string, toText: string | undefined, now: Date, timeZone: string) {
  const from = new Date(fromText);
  const to = toText ? new Date(toText) : new Date(from.getTime() + HALF_HOUR_MS);
  if (from.getTime() % HALF_HOUR_MS !== 0) {
    throw badRequest(
      `The slot starting ${describeTime(from, timeZone)} does not start on the hour or the half hour; slots are 30 minutes on half-hour boundaries`,
    );
  }
  if (to.getTime() - from.getTime() !== HALF_HOUR_MS) {
    throw badRequest(
      `The slot ${describeRange({ from, to }, timeZone)} is not 30 minutes long; slots are 30 minutes on half-hour boundaries`,
    );
  }
  if (from.getTime() <= now.getTime()) {
    throw badRequest(
      `The slot ${describeRange({ from, to }, timeZone)} starts in the past; a slot must start later than now`,
    );
  }
  return { from, to };
}

/** A service named on a slot must be one of the slot's hospital. */
async function checkService(services: Services, serviceId: unknown, hospitalId: string) {
  if (typeof serviceId !== 'string') return undefined;
  const [service] = await services.database.db
    .select({ id: hospitalServices.id })
    .from(hospitalServices)
    .where(and(eq(hospitalServices.id, serviceId), eq(hospitalServices.hospitalId, hospitalId)));
  if (!service) throw badRequest('serviceId must name a service of this hospital');
  return service.id;
}

/**
 * Deletes a free slot that has not started. The conditional delete decides,
 * so a slot booked meanwhile is never deleted. Who may delete which slot is
 * the policy's (deleteSlot: a nurse his own and his hospital's doctors';
 * deleteNurseSlot: a nurse his own); deleteNurseSlot names a nurse's slot only.
 */
async function deleteFreeSlot(id: string, only: 'any' | 'NURSE', services: Services) {
  const db = services.database.db;
  const [found] = await db
    .select({ slot: slots, kind: providers.kind })
    .from(slots)
    .innerJoin(providers, eq(providers.id, slots.providerId))
    .where(eq(slots.id, id));
  if (!found || (only === 'NURSE' && found.kind !== 'NURSE')) throw notFound('Slot not found');
  const now = services.now();
  const [deleted] = await db
    .delete(slots)
    .where(and(eq(slots.id, id), eq(slots.status, 'AVAILABLE'), isNull(slots.patientId), gt(slots.startAt, now)))
    .returning({ id: slots.id });
  if (!deleted) {
    if (found.slot.startAt.getTime() <= now.getTime()) throw conflict('A slot that has started cannot be deleted');
    throw conflict('A booked slot cannot be deleted');
  }
  return { json: { message: 'Deleted', data: { _id: deleted.id } } };
}

export const slotHandlers = {
  /** One 30-minute slot on a half hour of a doctor or nurse of the caller's hospital (a doctor: only his own). */
  async createSlot({ body, timezone }, services) {
    const provider = await providerFor(body, services);
    const { from, to } = rangeOf(
      body.from,
      typeof body.to === 'string' ? body.to : undefined,
      services.now(),
      timezone,
    );
    const serviceId = await checkService(services, body.serviceId, provider.hospitalId);
    // The exclusion constraint refuses an overlap with a 409 (see http/errors.ts).
    const [row] = await services.database.db
      .insert(slots)
      .values({
        id: newId(),
        providerId: provider.id,
        hospitalId: provider.hospitalId,
        startAt: from,
        endAt: to,
        serviceId: serviceId ?? null,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return { status: 201, json: { data: toSlot(row, provider.kind) } };
  },

  /**
   * A series of 30-minute slots (a range or a repeat, as the calendar cut it),
   * all or nothing, in one transaction: any slot not 30 minutes on a half hour
   * or not in the future is a 400 naming it; an overlap within
   * the series or with an existing slot of the provider is a 409 naming the
   * first clash (in time order), and nothing is created. The exclusion
   * constraint still guards against a slot created meanwhile.
   */
  async createSlotSeries({ body, timezone }, services) {
    const provider: ProviderRow = await providerFor(body, services);
    const now = services.now();
    const ranges = (body.slots as { from: string; to: string }[])
      .map((r) => rangeOf(r.from, r.to, now, timezone))
      .sort((x, y) => x.from.getTime() - y.from.getTime());
    for (let i = 1; i < ranges.length; i++) {
      const [before, current] = [ranges[i - 1], ranges[i]];
      if (before && current && current.from.getTime() < before.to.getTime()) {
        throw conflict(
          `The slots ${describeRange(before, timezone)} and ${describeRange(current, timezone)} overlap each other; no slot was created`,
        );
      }
    }
    const serviceId = await checkService(services, body.serviceId, provider.hospitalId);
    const first = ranges[0];
    const last = ranges[ranges.length - 1];
    if (!first || !last) throw badRequest('slots must not be empty');

    const rows = await services.database.db.transaction(async (tx) => {
      const existing = await tx
        .select()
        .from(slots)
        .where(and(eq(slots.providerId, provider.id), lt(slots.startAt, last.to), gt(slots.endAt, first.from)))
        .orderBy(asc(slots.startAt));
      for (const range of ranges) {
        const clash = existing.find((e) => e.startAt < range.to && e.endAt > range.from);
        if (clash) {
          throw conflict(
            `The slot ${describeRange(range, timezone)} overlaps the existing slot ${describeRange(
              { from: clash.startAt, to: clash.endAt },
              timezone,
            )}; no slot was created`,
          );
        }
      }
      return tx
        .insert(slots)
        .values(
          ranges.map((r) => ({
            id: newId(),
            providerId: provider.id,
            hospitalId: provider.hospitalId,
            startAt: r.from,
            endAt: r.to,
            serviceId: serviceId ?? null,
          })),
        )
        .returning();
    });
    rows.sort((x, y) => x.startAt.getTime() - y.startAt.getTime());
    return { status: 201, json: { data: rows.map((row) => toSlot(row, provider.kind)) } };
  },

  /** A free future slot of a doctor (or nurse, see deleteFreeSlot); 409 when booked or started. */
  async deleteSlot({ params }, services) {
    return deleteFreeSlot(params.id, 'any', services);
  },

  /** A free future slot of a nurse or technician; 409 when booked or started. */
  async deleteNurseSlot({ params }, services) {
    return deleteFreeSlot(params.id, 'NURSE', services);
  },
} satisfies HandlerGroup;
