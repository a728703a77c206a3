// Helpers of the staff API tests: calls with a token, contract checks of the
// answers, catalogue rows for the doctor form, and the four staff directories.
import { expect } from 'vitest';
import { createValidators } from '../src/contract/validator';
import { lookups, type Role } from '../src/db/schema';
import { newId } from '../src/ids';
import { lastLinkToken, type startTestServer } from './test-server';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
type Json = Record<string, unknown>;

export function staffClient(server: TestServer) {
  const validators = createValidators(server.contract);
  const call = (path: string, init?: RequestInit) => server.app.request(`/api${path}`, init);
  const send = (method: string, path: string, token?: string, body?: unknown) =>
    call(path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** The answer's body after checking it against the contract's schema for that operation and status. */
  async function conforming<T = Json>(response: Response, operationId: string, status = 200): Promise<T> {
    const body: unknown = await response.json();
    expect(response.status, `${operationId}: ${JSON.stringify(body)}`).toBe(status);
    const operation = server.contract.operations.find((o) => o.operationId === operationId);
    if (!operation) throw new Error(`unknown operation ${operationId}`);
    expect(
      validators.response(operation, response.status, body),
      `${operationId} matches the contract`,
    ).toBeUndefined();
    return body as T;
  }

  /** Expects a failure with this status and message (a RegExp: a part of it). */
  async function refused(response: Response, status: number, message?: string | RegExp): Promise<string> {
    const body = (await response.json()) as Json;
    expect(response.status, JSON.stringify(body)).toBe(status);
    expect(Object.keys(body)).toEqual(['message']);
    if (typeof message === 'string') expect(body.message).toBe(message);
    else if (message) expect(String(body.message)).toMatch(message);
    return String(body.message);
  }

  const login = (email: string, password: string) => send('POST', '/users/login', undefined, { email, password });

  /** Follows the set-password mail of a new account, then signs in: the session's token and user. */
  async function setPasswordAndSignIn(email: string, password = 'Welcome@2024') {
    const resetLink = lastLinkToken(server.mails, email, 'reset-password');
    expect((await send('PUT', '/users/reset-password', undefined, { resetLink, newPass: password })).status).toBe(200);
    const session = await conforming<{ token: string; user: { role: Role; referenceId: string; _id: string } }>(
      await login(email, password),
      'loginUser',
    );
    return session;
  }

  return { call, send, conforming, refused, login, setPasswordAndSignIn };
}

/** Catalogue rows a doctor form names (the test database starts empty). */
export async function insertCatalogue(server: TestServer) {
  const row = (kind: (typeof lookups.$inferInsert)['kind'], nameEn: string, nameAr: string) => ({
    id: newId(),
    kind,
    nameEn,
    nameAr,
  });
  const rows = {
    male: row('gender', 'Male', 'ذكر'),
    female: row('gender', 'Female', 'أنثى'),
    uae: row('country', 'United Arab Emirates', 'الإمارات'),
    arabic: row('language', 'Arabic', 'العربية'),
    english: row('language', 'English', 'الإنجليزية'),
    cardiology: row('speciality', 'Cardiology', 'أمراض القلب'),
    dermatology: row('speciality', 'Dermatology', 'الأمراض الجلدية'),
  };
  await server.services.database.db.insert(lookups).values(Object.values(rows));
  return Object.fromEntries(Object.entries(rows).map(([key, value]) => [key, value.id])) as Record<
    keyof typeof rows,
    string
  >;
}

/** The three directories that share their calls' shape (doctors have their own tests). */
export interface Directory {
  kind: string;
  base: string;
  role: Role;
  listKey: string;
  ops: Record<'list' | 'search' | 'create' | 'get' | 'update' | 'remove' | 'upload' | 'unpicture', string>;
  /** A valid create body for a person with this first name and e-mail. */
  body: (firstName: string, email: string) => Json;
}

const person = (firstName: string, email: string) => ({
  firstName,
  lastName: 'Al Shamsi',
  email,
  mobile: '+971-55 123 4567',
});

export const directories: Directory[] = [
  {
    kind: 'nurse',
    base: '/nurse',
    role: 'NURSE',
    listKey: 'nurses',
    ops: opsOf('Nurse', 'Nurses'),
    body: (firstName, email) => ({ ...person(firstName, email), type: 'Technician', speciality: 'Radiology' }),
  },
  {
    kind: 'laboratory',
    base: '/labortories',
    role: 'LABORTORY',
    listKey: 'labs',
    ops: opsOf('Laboratory', 'Laboratories'),
    body: person,
  },
  {
    kind: 'receptionist',
    base: '/receptionists',
    role: 'RECEPTIONIST',
    listKey: 'receptionists',
    ops: opsOf('Receptionist', 'Receptionists'),
    body: person,
  },
];

function opsOf(one: string, many: string): Directory['ops'] {
  return {
    list: `list${many}`,
    search: `search${many}`,
    create: `create${one}`,
    get: `get${one}`,
    update: `update${one}`,
    remove: `delete${one}`,
    upload: `upload${one}ProfilePicture`,
    unpicture: `delete${one}ProfilePicture`,
  };
}

/** A JPEG of `size` bytes: a real JPEG start, then padding. */
export function jpegOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
  return bytes;
}

export function imageForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.append('image', new File([bytes], name, { type }));
  return form;
}
