// A hospital's services (000 §2.5 "Services", §3 "Service"): list, get,
// create, update and delete, with their doctors, nurses and technicians and
// an image. The policy has checked the caller's hospital for every call that
// names a service or a hospital; create works on the caller's own hospital.
import type { Claims } from '../../auth/tokens';
import { and, asc, desc, eq, gt, isNotNull, notExists } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { hospitalServices, hospitals, serviceProviders, slots } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { newId } from '../../ids';
import { withUploadedImage } from './offer-images';
import { discardPicture } from '../shared/profile-pictures';
import { checkProviders, idsOf, peopleOf, type ProviderList, providerLists, toService } from './service-view';
import { callerHospital } from './staff/accounts';

type ServiceRow = typeof hospitalServices.$inferSelect;

/** numeric(10, 2): the largest price the column holds. */
const MAX_PRICE = 99_999_999.99;
/** 000 §5 "Service": a paid service's price. */
const PRICE_MESSAGE = 'Price must be greater than 0';

async function load(db: Db, id: string | undefined): Promise<ServiceRow> {
  const [row] = await db
    .select()
    .from(hospitalServices)
    .where(eq(hospitalServices.id, id ?? ''));
  if (!row) throw notFound('Service not found');
  return row;
}

async function answerOf(db: Db, row: ServiceRow) {
  const people = await peopleOf(db, [row.id]);
  return toService(row, people.get(row.id));
}

/** A required text of the body, trimmed ("name is required" when blank). */
function text<F extends string>(body: Partial<Record<F, string>>, field: F): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') throw badRequest(`${field} is required`);
  return trimmed;
}

/** The price the service keeps: none when free; a paid one needs one above 0. */
function priceOf(isFree: boolean, sent: unknown, current: number | null): number | null {
  if (isFree) return null;
  const price = sent === undefined ? current : Number(sent);
  if (price === null || !Number.isFinite(price) || price <= 0) throw badRequest(PRICE_MESSAGE);
  if (price > MAX_PRICE) throw badRequest('price is too large');
  return price;
}

/** The lists the body sends (each one replaces the service's list of that kind). */
function sentLists(body: Partial<Record<ProviderList, unknown>>): Partial<Record<ProviderList, string[]>> {
  const lists: Partial<Record<ProviderList, string[]>> = {};
  for (const list of providerLists) {
    const ids = idsOf(body[list]);
    if (ids) lists[list] = ids;
  }
  return lists;
}

async function replaceProviders(
  db: Db,
  service: { id: string; hospitalId: string },
  lists: Partial<Record<ProviderList, string[]>>,
  current?: Record<ProviderList, { _id: string }[]>,
): Promise<void> {
  const kept = providerLists.flatMap((list) => lists[list] ?? current?.[list].map((p) => p._id) ?? []);
  await db.delete(serviceProviders).where(eq(serviceProviders.serviceId, service.id));
  if (kept.length > 0) {
    await db
      .insert(serviceProviders)
      .values(kept.map((providerId) => ({ serviceId: service.id, providerId, hospitalId: service.hospitalId })));
  }
}

const ownerOf = (request: { user: Claims | undefined }) => request.user?.sub ?? null;

export const hospitalServiceHandlers = {
  /** Newest first, each with its doctors, nurses and technicians. */
  async listHospitalServices({ params }, services) {
    const db = services.database.db;
    const hospitalId = params.hospitalId;
    const [hospital] = await db.select({ id: hospitals.id }).from(hospitals).where(eq(hospitals.id, hospitalId));
    if (!hospital) throw notFound('Hospital not found');
    const rows = await db
      .select()
      .from(hospitalServices)
      .where(eq(hospitalServices.hospitalId, hospitalId))
      .orderBy(desc(hospitalServices.createdAt), asc(hospitalServices.name), asc(hospitalServices.id));
    const people = await peopleOf(
      db,
      rows.map((row) => row.id),
    );
    return { json: { data: rows.map((row) => toService(row, people.get(row.id))) } };
  },

  async getHospitalService({ params }, services) {
    const db = services.database.db;
    return { json: { data: await answerOf(db, await load(db, params.id)) } };
  },

  /** + ADD SERVICE: on the caller's hospital, naming only its own staff. */
  async createHospitalService(request, services) {
    const { body, files } = request;
    const hospitalId = callerHospital(request.user);
    const db = services.database.db;
    const isFree = body.isFree;
    const values = {
      hospitalId,
      name: text(body, 'name') ?? '',
      description: text(body, 'description') ?? '',
      isFree,
      price: priceOf(isFree, body.price, null),
      coveredByInsurance: body.isCoveredByInsurance,
    };
    const lists = await checkProviders(db, hospitalId, sentLists(body));
    const row = await withUploadedImage(services, { file: files.image, ownerUserId: ownerOf(request) }, (image) =>
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(hospitalServices)
          .values({ id: newId(), ...values, ...(image ? { image } : {}) })
          .returning();
        if (!created) throw new Error('insert returned nothing');
        await replaceProviders(tx, created, lists);
        return created;
      }),
    );
    return { status: 201, json: { message: 'Service created successfully', data: await answerOf(db, row) } };
  },

  /** Update: fields left out keep their value; a sent list replaces that kind of provider. */
  async updateHospitalService(request, services) {
    const { params, body, files } = request;
    const db = services.database.db;
    const current = await load(db, params.id);
    const isFree = typeof body.isFree === 'boolean' ? body.isFree : current.isFree;
    const changes = {
      ...(body.name === undefined ? {} : { name: text(body, 'name') }),
      ...(body.description === undefined ? {} : { description: text(body, 'description') }),
      isFree,
      price: priceOf(isFree, body.price, current.price),
      ...(typeof body.isCoveredByInsurance === 'boolean' ? { coveredByInsurance: body.isCoveredByInsurance } : {}),
    };
    const lists = await checkProviders(db, current.hospitalId, sentLists(body));
    const people = (await peopleOf(db, [current.id])).get(current.id);
    const row = await withUploadedImage(
      services,
      { file: files.image, ownerUserId: ownerOf(request), current: [current.image] },
      (image) =>
        db.transaction(async (tx) => {
          const [updated] = await tx
            .update(hospitalServices)
            .set({ ...changes, ...(image ? { image } : {}) })
            .where(eq(hospitalServices.id, current.id))
            .returning();
          if (!updated) throw notFound('Service not found');
          if (Object.keys(lists).length > 0) await replaceProviders(tx, updated, lists, people);
          return updated;
        }),
    );
    return { json: { message: 'Service updated successfully', data: await answerOf(db, row) } };
  },

  /** Refused (409) while a booked appointment of the service has not ended. */
  async deleteHospitalService({ params }, services) {
    const db = services.database.db;
    const current = await load(db, params.id);
    // One statement, so a booking made meanwhile cannot slip past the check.
    const upcoming = db
      .select({ id: slots.id })
      .from(slots)
      .where(and(eq(slots.serviceId, current.id), isNotNull(slots.patientId), gt(slots.endAt, services.now())));
    const deleted = await db
      .delete(hospitalServices)
      .where(and(eq(hospitalServices.id, current.id), notExists(upcoming)))
      .returning({ id: hospitalServices.id });
    if (deleted.length === 0) throw conflict('This service has upcoming appointments and cannot be deleted');
    await discardPicture(services, current.image);
    return { json: { message: 'Service deleted successfully', data: { _id: current.id } } };
  },
} satisfies HandlerGroup;
