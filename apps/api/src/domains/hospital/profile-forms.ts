// The three forms of PUT /hospitals/{id} (000 §7 "Hospital update payload
// forms"): (a) the profile modal, (b) the account tab, (c) the location tab.
// Each becomes the changes to the hospital row and to its sign-in account.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/database';
import { hospitals, lookups, type LookupKind, type users } from '../../db/schema';
import { badRequest, conflict } from '../../http/http-error';
import type { Schema } from '../../http/operation-types';
import { assertEmailFree, DUPLICATE_EMAIL, PASSWORD_MISMATCH } from './staff/accounts';

type HospitalRow = typeof hospitals.$inferSelect;
type HospitalChanges = Partial<Omit<HospitalRow, 'id' | 'createdAt'>>;
type AccountChanges = Partial<Pick<typeof users.$inferSelect, 'email' | 'passwordHash' | 'firstName'>>;

export interface ProfileChanges {
  hospital: HospitalChanges;
  account: AccountChanges;
}

export type HospitalForm = 'profile' | 'account' | 'location';

type ProfileForm = Schema<'HospitalProfileUpdate'>;
type AccountForm = Schema<'HospitalAccountUpdate'>;
type LocationForm = Schema<'HospitalLocationUpdate'>;

/** Which form a (contract-valid) body is: the location form has `location`, the profile form `openingTime`. */
export function formOf(body: Schema<'HospitalUpdate'>): HospitalForm {
  if ('location' in body) return 'location';
  if ('openingTime' in body) return 'profile';
  return 'account';
}

/** The hospital's name and the account's first name change together (the top bar shows the account's). */
function nameChanges(body: { name?: string }): ProfileChanges {
  if (body.name === undefined) return { hospital: {}, account: {} };
  const name = body.name.trim();
  if (!name) throw badRequest('name: Required');
  return { hospital: { name }, account: { firstName: name } };
}

/** Ids of `kind` lookups, each checked to exist (400 naming the field otherwise), without repeats. */
async function lookupIds(db: Db, field: string, kind: LookupKind, value: unknown): Promise<string[]> {
  const ids = [...new Set(Array.isArray(value) ? value.map(String) : [])];
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: lookups.id })
    .from(lookups)
    .where(and(eq(lookups.kind, kind), inArray(lookups.id, ids)));
  if (found.length !== ids.length) throw badRequest(`${field}: unknown id`);
  return ids;
}

/** (a) Profile modal: opening and closing time, about, type, services (at least one), insurances. */
async function profileForm(db: Db, body: ProfileForm): Promise<ProfileChanges> {
  const services = await lookupIds(db, 'services', 'addon', body.services);
  if (services.length === 0) throw badRequest('Services are required');
  const named = nameChanges(body);
  return {
    hospital: {
      ...named.hospital,
      openingTime: body.openingTime,
      closingTime: body.closingTime,
      about: body.about.trim(),
      type: body.type,
      services,
      ...(body.insurances === undefined
        ? {}
        : { insurances: await lookupIds(db, 'insurances', 'insurance', body.insurances) }),
    },
    account: named.account,
  };
}

/**
 * (b) Account tab: trade licence, address, phone, e-mail, and a new password
 * when one is entered (it must equal its confirmation; it is stored hashed).
 * A new e-mail must be free among accounts, staff and hospitals; a new trade
 * licence number must not be another hospital's. The e-mail keeps its
 * verified state (the specification shows no re-confirmation on change).
 */
async function accountForm(db: Db, body: AccountForm, row: HospitalRow, userId: string) {
  const password = body.password;
  if (password !== undefined && body.confirmPassword !== password) throw badRequest(PASSWORD_MISMATCH);
  const email = body.email.trim().toLowerCase();
  const tradeLicenseNo = body.tradeLicenseNo;
  if (email !== row.email) {
    await assertEmailFree(db, email, { userId });
    const [other] = await db
      .select({ id: hospitals.id })
      .from(hospitals)
      .where(and(eq(hospitals.email, email), ne(hospitals.id, row.id)))
      .limit(1);
    if (other) throw conflict(DUPLICATE_EMAIL);
  }
  if (tradeLicenseNo !== row.tradeLicenseNo) {
    const [other] = await db
      .select({ id: hospitals.id })
      .from(hospitals)
      .where(and(eq(hospitals.tradeLicenseNo, tradeLicenseNo), ne(hospitals.id, row.id)))
      .limit(1);
    if (other) throw conflict('This trade license number is already registered');
  }
  const named = nameChanges(body);
  return {
    hospital: {
      ...named.hospital,
      tradeLicenseNo,
      address: body.address.trim(),
      phoneNo: body.phoneNo,
      email,
    },
    account: {
      ...named.account,
      email,
      ...(password === undefined ? {} : { passwordHash: await hashPassword(password) }),
    },
  };
}

/** (c) Location tab: the point, latitude first (contract `GeoPoint`), plus the name. */
function locationForm(body: LocationForm): ProfileChanges {
  const coordinates = body.location.coordinates;
  const [latitude, longitude] = coordinates;
  if (
    coordinates.length !== 2 ||
    latitude === undefined ||
    longitude === undefined ||
    !(Math.abs(latitude) <= 90) ||
    !(Math.abs(longitude) <= 180)
  ) {
    throw badRequest('Please select hospital location');
  }
  const named = nameChanges(body);
  return { hospital: { ...named.hospital, latitude, longitude }, account: named.account };
}

/** The changes one update form asks for, after its rules are checked. */
export function changesOf(
  db: Db,
  body: Schema<'HospitalUpdate'>,
  row: HospitalRow,
  userId: string,
): Promise<ProfileChanges> {
  if ('location' in body) return Promise.resolve(locationForm(body));
  if ('openingTime' in body) return profileForm(db, body);
  return accountForm(db, body, row, userId);
}
