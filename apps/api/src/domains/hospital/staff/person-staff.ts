// The handlers of the two staff directories that hold only a person
// (laboratories and receptionists share their columns): list, search, create
// with an account, get, update, delete, profile picture.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import type { laboratories, receptionists } from '../../../db/schema';
import { notFound } from '../../../http/http-error';
import type { Claims } from '../../../auth/tokens';
import type { Services } from '../../../services';
import { newId } from '../../../ids';
import { discardPicture, replaceProfilePicture } from '../../shared/profile-pictures';
import {
  assertEmailFree,
  callerHospital,
  createStaffAccount,
  credentialChanges,
  deleteAccount,
  listHospital,
  sendSetPasswordMail,
  syncAccount,
  type StaffRole,
} from './accounts';
import { hasChanges, textFields } from './fields';
import { pageInfoOf, pageRequestOf, personMatches, windowOf, type PageQuery } from '../../shared/paging';

/** Laboratories and receptionists: tables with the same columns (schema-people.ts `staffColumns`). */
export type PersonTable = typeof laboratories | typeof receptionists;
type PersonRow = PersonTable['$inferSelect'];

export function toPerson(row: PersonRow) {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
    ...(row.image ? { image: row.image } : {}),
    hospitalId: { _id: row.hospitalId },
  };
}

export interface PersonDirectory<ListKey extends string> {
  table: PersonTable;
  role: StaffRole;
  /** The list field of a page answer: `labs`, `receptionists`. */
  listKey: ListKey;
  /** "Laboratory", "Receptionist": the start of messages. */
  noun: string;
}

const PERSON_TEXTS = ['firstName', 'lastName', 'mobile'] as const;

/** What the handlers below read of a request; each directory's operations give them at least this. */
interface Caller {
  user: Claims | undefined;
}
interface ById {
  params: { id: string };
}
interface PersonBody {
  email?: string;
  password?: string;
  confirmPassword?: string;
  firstName?: string;
  lastName?: string;
  mobile?: string;
}

/**
 * The list, search, create, get, update, delete and picture handlers of one
 * directory. Their requests are typed by what they read, so each handler is
 * checked against its own operation where the directory's group names it
 * (laboratories.ts, receptionists.ts: `satisfies HandlerGroup`).
 */
export function personStaffHandlers<ListKey extends string>(d: PersonDirectory<ListKey>) {
  const { table, role, noun } = d;

  const load = async (db: Db, id: string): Promise<PersonRow> => {
    const [row] = await db.select().from(table).where(eq(table.id, id));
    if (!row) throw notFound(`${noun} not found`);
    return row;
  };

  const page = async (db: Db, query: PageQuery, hospitalId: string | undefined, text?: string) => {
    const where = and(
      hospitalId ? eq(table.hospitalId, hospitalId) : undefined,
      text === undefined ? undefined : personMatches(table, text),
    );
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(table).where(where);
    const paging = pageRequestOf(query);
    const { limit, offset } = windowOf(paging, total);
    const rows = await db
      .select()
      .from(table)
      .where(where)
      .orderBy(asc(table.firstName), asc(table.lastName), asc(table.id))
      .limit(limit)
      .offset(offset);
    // A computed key widens to `string`; the directory's ListKey is the one key this record has.
    const list = { [d.listKey]: rows.map(toPerson) } as Record<ListKey, ReturnType<typeof toPerson>[]>;
    return { data: { ...pageInfoOf(paging, total), ...list } };
  };

  const setImage = async (db: Db, id: string, image: string | null) => {
    const [row] = await db.update(table).set({ image }).where(eq(table.id, id)).returning();
    if (!row) throw notFound(`${noun} not found`);
    return row;
  };

  return {
    /** One page (or `getAll`) of the caller's hospital's records; an admin's of `hospitalId`, or all. */
    list: async (request: Caller & { query: PageQuery & { hospitalId?: string } }, services: Services) => {
      const hospitalId = listHospital(request.user, request.query.hospitalId);
      return { json: await page(services.database.db, request.query, hospitalId) };
    },

    /** Name or e-mail containing the text (case-insensitive), paged. */
    search: async (request: Caller & { query: PageQuery; params: { text: string } }, services: Services) => {
      const hospitalId = listHospital(request.user);
      return { json: await page(services.database.db, request.query, hospitalId, request.params.text) };
    },

    /** Adds the record to the calling hospital with a sign-in account and mails a link to set its password. */
    create: async ({ body, user }: Caller & { body: PersonBody & { email: string } }, services: Services) => {
      const hospitalId = callerHospital(user);
      const db = services.database.db;
      const email = body.email.toLowerCase();
      await assertEmailFree(db, email);
      const texts = textFields(body, PERSON_TEXTS);
      const person = { firstName: texts.firstName ?? '', lastName: texts.lastName ?? '', mobile: texts.mobile ?? '' };
      const { row, account } = await db.transaction(async (tx) => {
        const id = newId();
        const account = await createStaffAccount(tx, {
          role,
          email,
          firstName: person.firstName,
          lastName: person.lastName,
          referenceId: id,
          hospitalId,
        });
        const [row] = await tx
          .insert(table)
          .values({ id, hospitalId, userId: account.id, email, ...person })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        return { row, account };
      });
      await sendSetPasswordMail(services, account, hospitalId);
      return { status: 201 as const, json: { data: toPerson(row) } };
    },

    get: async ({ params }: ById, services: Services) => {
      return { json: { data: toPerson(await load(services.database.db, params.id)) } };
    },

    /** The hospital's EDIT form (a changed e-mail is ignored) or the holder's own account form. */
    update: async ({ params, body, user }: Caller & ById & { body: PersonBody }, services: Services) => {
      const db = services.database.db;
      const record = await load(db, params.id);
      const texts = textFields(body, PERSON_TEXTS);
      const credentials = await credentialChanges(db, { body, user }, role, record);
      const changes = { ...texts, ...(credentials.email ? { email: credentials.email } : {}) };
      const updated = await db.transaction(async (tx) => {
        const [updated] = hasChanges(changes)
          ? await tx.update(table).set(changes).where(eq(table.id, record.id)).returning()
          : [record];
        await syncAccount(tx, role, record, { firstName: texts.firstName, lastName: texts.lastName, ...credentials });
        return updated;
      });
      if (!updated) throw notFound(`${noun} not found`);
      return { json: { message: 'Successfully updated', data: toPerson(updated) } };
    },

    /** Deletes the record with its sign-in account and profile picture. */
    remove: async ({ params }: ById, services: Services) => {
      const db = services.database.db;
      const record = await load(db, params.id);
      await db.transaction(async (tx) => {
        await tx.delete(table).where(eq(table.id, record.id));
        await deleteAccount(tx, role, record);
      });
      await discardPicture(services, record.image);
      return { json: { message: `${noun} deleted successfully`, data: { _id: record.id } } };
    },

    uploadPicture: async ({ params, files }: ById & { files: { image?: File } }, services: Services) => {
      const db = services.database.db;
      const record = await load(db, params.id);
      const updated = await replaceProfilePicture(
        services,
        { file: files.image, ownerUserId: record.userId, current: record.image },
        (url) => setImage(db, record.id, url),
      );
      return { json: { message: 'Profile picture updated', data: toPerson(updated) } };
    },

    deletePicture: async ({ params }: ById, services: Services) => {
      const db = services.database.db;
      const record = await load(db, params.id);
      const updated = await setImage(db, record.id, null);
      await discardPicture(services, record.image);
      return { json: { message: 'Profile picture deleted', data: toPerson(updated) } };
    },
  };
}
