// For the doctor papers' tests: booked appointments, a second doctor of a
// hospital, and calls to the API that read JSON or PDF answers.
import jsQR from 'jsqr';
import { expect } from 'vitest';
import type { Claims } from '../../../auth/tokens';
import { createValidators } from '../../../contract/validator';
import { providers, slots, users } from '../../../db/schema';
import { newId } from '../../../ids';
import { qrModules } from '../../../pdf/qr-code';
import type { Tenant } from '../../../../test/tenants';
import type { startTestServer } from '../../../../test/test-server';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export interface Answer {
  status: number;
  headers: Headers;
  /** The JSON body ({} for a PDF). */
  body: Record<string, unknown>;
  /** The raw bytes (a PDF's). */
  bytes: Uint8Array;
}

/** Calls the API as `token` (none: a guest) in Dubai's time zone. */
export async function send(
  server: TestServer,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<Answer> {
  const response = await server.app.request(`/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      timezone: 'Asia/Dubai',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return {
    status: response.status,
    headers: response.headers,
    body: isJson ? (JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>) : {},
    bytes,
  };
}

/** Checks an answer against the contract's response schema for its status. */
export function expectConforms(server: TestServer, operationId: string, body: unknown, status = 200): void {
  const operation = server.contract.operations.find((o) => o.operationId === operationId);
  if (!operation) throw new Error(`${operationId} is in the contract`);
  expect(createValidators(server.contract).response(operation, status, body), operationId).toBeUndefined();
}

/** Each booking of a test starts 31 minutes after the previous one's start (no two overlap). */
let bookings = 0;

/**
 * A slot of the tenant's doctor (or `providerId`) about `daysAhead` days from
 * now (plus three hours, away from the tenant's free slot), booked by the
 * tenant's patient unless `extra` says otherwise.
 */
export async function bookAppointment(
  server: TestServer,
  t: Tenant,
  daysAhead: number,
  extra: Partial<typeof slots.$inferInsert> = {},
): Promise<string> {
  const id = newId();
  bookings += 1;
  const start = new Date(Date.now() + daysAhead * 24 * 3600_000 + 3 * 3600_000 + bookings * 31 * 60_000);
  start.setUTCSeconds(0, 0);
  await server.services.database.db.insert(slots).values({
    id,
    providerId: t.doctorId,
    hospitalId: t.hospitalId,
    startAt: start,
    endAt: new Date(start.getTime() + 30 * 60_000),
    status: 'BOOKED',
    patientId: t.patientId,
    ...extra,
  });
  return id;
}

/** Another doctor of the tenant's hospital, signed in: not assigned to the tenant's appointments. */
export async function addDoctor(server: TestServer, t: Tenant, tag: string): Promise<{ id: string; token: string }> {
  const db = server.services.database.db;
  const id = newId();
  const userId = newId();
  const claims: Claims = { sub: userId, role: 'DOCTOR', referenceId: id, hospitalId: t.hospitalId };
  await db.insert(users).values({
    id: userId,
    email: `second-doctor-${tag}@demo.test`,
    passwordHash: 'not used',
    role: 'DOCTOR',
    firstName: 'Second',
    lastName: tag,
    referenceId: id,
    hospitalId: t.hospitalId,
    emailVerified: true,
  });
  await db.insert(providers).values({
    id,
    kind: 'DOCTOR',
    hospitalId: t.hospitalId,
    userId,
    firstName: 'Yousef',
    lastName: tag,
    email: `dr-second-${tag}@demo.test`,
  });
  return { id, token: await server.services.tokens.sign(claims) };
}

/** What a phone reads from the QR code the papers draw of `text` (4 pixels a module, as qr-code.test.ts does). */
export function decodeQr(text: string): string | undefined {
  const { size, dark } = qrModules(text);
  const scale = 4;
  const side = (size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const column = Math.floor(x / scale) - 4;
      const row = Math.floor(y / scale) - 4;
      if (column >= 0 && row >= 0 && column < size && row < size && dark(column, row)) {
        pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
      }
    }
  }
  return jsQR(pixels, side, side)?.data;
}
