/**
 * Crash safety (#17): the built server (apps/api/dist/main.js, as `npm start`
 * runs it) takes a burst of writes, is killed with SIGKILL in the middle of it,
 * and is started again on the same data: every write it answered 2xx is there
 * and the restart logs no error. On the run's database: PGlite in the data
 * folder, or a database of its own on AAFIYA_TEST_DATABASE_URL's server.
 *
 * The data folder starts as a copy of the migrated template (global-setup.ts)
 * with one tenant, more gallery hospitals and free slots written by this
 * process (so the server seeds no demo data); the tokens are signed with the
 * folder's token secret, so no argon2 sign-in is needed.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { hospitals, slots, users } from '../src/db/schema';
import { newId } from '../src/ids';
import { createServer } from '../src/server';
import { hospitalForm, pdfBytes, pngBytes } from './fixtures';
import { createTenant, type Tenant } from './tenants';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const mainJs = path.join(root, 'apps/api/dist/main.js');

/** The burst: workers per kind of write, and the acknowledgements after which the server is killed. */
const WORKERS = { booking: 3, registration: 2, upload: 2 };
// Enough for writes of each kind in flight at the kill; kept small for the suite budget (each costs time twice).
const KILL_AFTER = { booking: 20, registration: 2, upload: 6 };
const SLOTS = 300;
const GALLERY_HOSPITALS = 4; // besides the tenant's: 20 images each
const GALLERY_MAX = 19;

const serverUrl = process.env.AAFIYA_TEST_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'aafiya-crash-'));
let databaseUrl = '';
let dropDatabase: (() => Promise<void>) | undefined;
let tenant: Tenant;
let galleryHospitals: { id: string; token: string }[] = [];
const slotIds: string[] = [];

/** A data folder (and database) with one tenant, more hospitals for gallery uploads and SLOTS free slots. */
beforeAll(async () => {
  if (!existsSync(mainJs)) {
    throw new Error(
      `${path.relative(root, mainJs)} is missing: build the API first (pnpm --filter ./apps/api run build, or pnpm run ws:build).`,
    );
  }
  const template = inject('apiTestTemplate');
  if (serverUrl) {
    const name = `aafiya_crash_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}${template?.kind === 'postgres' ? ` TEMPLATE ${template.name}` : ''}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  if (!serverUrl && template?.kind === 'pglite') {
    // The dump is a tar of PGlite's data folder: unpacked by tar it opens as is
    // (about 1 s against 3 s for PGlite's loadDataDir writing it through its file system).
    mkdirSync(path.join(dataDir, 'db'));
    execFileSync('tar', ['-xf', template.file, '-C', path.join(dataDir, 'db')], { stdio: 'pipe' });
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  const config = { ...loadConfig({ NODE_ENV: 'test', ENVELOPE: 'optional' }), dataDir, databaseUrl };
  const server = await createServer(config, { database, log: () => {} });
  try {
    tenant = await createTenant(server, 'crash');
    const db = server.services.database.db;
    for (let i = 0; i < GALLERY_HOSPITALS; i++) {
      const id = newId();
      const userId = newId();
      await db.insert(hospitals).values({
        id,
        name: `Gallery ${i}`,
        type: 'HOSPITAL',
        tradeLicenseNo: '7654321',
        issueDate: '2024-01-01',
        expiryDate: '2028-01-01',
        address: 'Corniche Road',
        state: 'Abu Dhabi',
        latitude: 24.47,
        longitude: 54.37,
        phoneNo: '+971-50 555 0000',
        email: `gallery-${i}@crash.test`,
        status: 'APPROVED',
      });
      await db.insert(users).values({
        id: userId,
        email: `gallery-${i}@crash.test`,
        passwordHash: 'x',
        role: 'HOSPITAL',
        firstName: 'Gallery',
        lastName: String(i),
        referenceId: id,
        hospitalId: id,
        emailVerified: true,
      });
      const token = await server.services.tokens.sign({
        sub: userId,
        role: 'HOSPITAL',
        referenceId: id,
        hospitalId: id,
      });
      galleryHospitals.push({ id, token });
    }
    galleryHospitals = [{ id: tenant.hospitalId, token: tenant.tokens.HOSPITAL }, ...galleryHospitals];
    // Half-hour slots of the tenant's doctor from ten days on (createTenant's own is seven days on).
    const first = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    first.setUTCMinutes(0, 0, 0);
    const rows = Array.from({ length: SLOTS }, (_, i) => {
      const startAt = new Date(first.getTime() + i * 30 * 60_000);
      return {
        id: newId(),
        providerId: tenant.doctorId,
        hospitalId: tenant.hospitalId,
        startAt,
        endAt: new Date(startAt.getTime() + 30 * 60_000),
      };
    });
    await db.insert(slots).values(rows);
    slotIds.push(...rows.map((row) => row.id));
  } finally {
    await server.close();
  }
});

afterAll(async () => {
  await Promise.all(running.map((child) => stop(child)));
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

interface RunningServer {
  child: ChildProcess;
  url: string;
  log: () => string;
  exited: Promise<number | null>;
}
const running: RunningServer[] = [];

/** Starts dist/main.js on the data folder; resolves once it listens (its "running at" line). */
async function start(): Promise<RunningServer> {
  const child = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ENVELOPE: 'optional',
      // Every registration of the burst comes from one address.
      THROTTLE_MAIL_ADDRESS: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      resolve(code);
    }),
  );
  const server: RunningServer = { child, url: '', log: () => output, exited };
  running.push(server);
  server.url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`dist/main.js did not start within 60 s:\n${output}`));
    }, 60_000);
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Aafiya is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`dist/main.js exited with ${code} before listening:\n${output}`));
    });
  });
  return server;
}

async function stop(server: RunningServer, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

it('keeps every write answered 2xx through a SIGKILL mid-burst, and restarts cleanly', async () => {
  const started = performance.now();
  const first = await start();
  const firstStart = performance.now() - started;

  // What the server acknowledged (2xx, body read), by kind.
  const acked = {
    booking: [] as string[],
    registration: [] as { id: string; email: string }[],
    upload: [] as { hospital: string; url: string }[],
  };
  const refused: string[] = [];
  let killed = false;
  let inFlight = 0;
  let inFlightAtKill = 0;
  let unanswered = 0;
  let nextSlot = 0;
  let nextRegistration = 0;
  let nextUpload = 0;

  const killWhenDone = () => {
    if (killed) return;
    const done = (Object.keys(KILL_AFTER) as (keyof typeof KILL_AFTER)[]).every(
      (kind) => acked[kind].length >= KILL_AFTER[kind],
    );
    if (!done) return;
    killed = true;
    inFlightAtKill = inFlight;
    first.child.kill('SIGKILL');
  };

  type Write = () => Promise<void>;
  const request = async (input: string, init: RequestInit, onAck: (body: unknown) => void) => {
    inFlight++;
    try {
      const response = await fetch(`${first.url}${input}`, init);
      const body: unknown = await response.json();
      if (response.ok) onAck(body);
      else refused.push(`${init.method ?? 'GET'} ${input}: ${response.status} ${JSON.stringify(body)}`);
    } catch {
      // The server died before answering (or while sending the answer): not acknowledged.
      unanswered++;
    } finally {
      inFlight--;
    }
    killWhenDone();
  };

  /** The next write of each kind: undefined when nothing is left to send of that kind. */
  const nextWrite: Record<keyof typeof WORKERS, () => Write | undefined> = {
    booking: () => {
      const slotId = slotIds[nextSlot++];
      if (!slotId) return undefined;
      return () =>
        request(
          '/api/appointments',
          {
            method: 'POST',
            headers: { ...bearer(tenant.tokens.PATIENT), 'content-type': 'application/json' },
            body: JSON.stringify({ patientId: tenant.patientId, slotId }),
          },
          (body) => acked.booking.push((body as { data: { _id: string } }).data._id),
        );
    },
    registration: () => {
      const email = `crash-${nextRegistration++}@register.test`;
      return () =>
        request('/api/hospitals', { method: 'POST', body: hospitalForm({ email }) }, (body) =>
          acked.registration.push({ id: (body as { data: { _id: string } }).data._id, email }),
        );
    },
    upload: () => {
      const index = nextUpload++;
      const hospital = galleryHospitals[index % galleryHospitals.length];
      if (!hospital || index >= galleryHospitals.length * GALLERY_MAX) return undefined;
      const form = new FormData();
      form.append('image', new File([pngBytes], `crash-${index}.png`, { type: 'image/png' }));
      return () =>
        request(
          `/api/hospitals/uploadImage/${hospital.id}`,
          { method: 'PUT', headers: bearer(hospital.token), body: form },
          (body) => acked.upload.push({ hospital: hospital.id, url: (body as { data: { url: string } }).data.url }),
        );
    },
  };
  // A kind that has its acknowledgements goes on more slowly until the others have theirs
  // (registrations are the slow ones: argon2), so every kind is still in flight at the kill.
  const worker = async (kind: keyof typeof WORKERS) => {
    for (let write = nextWrite[kind](); write && !killed; write = nextWrite[kind]()) {
      await write();
      if (acked[kind].length >= KILL_AFTER[kind]) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const burstStarted = performance.now();
  await Promise.all(
    (Object.keys(WORKERS) as (keyof typeof WORKERS)[]).flatMap((kind) =>
      Array.from({ length: WORKERS[kind] }, () => worker(kind)),
    ),
  );
  const burst = performance.now() - burstStarted;
  expect(killed, 'the burst reached the kill point').toBe(true);
  expect(refused, 'no write was refused before the kill').toEqual([]);
  expect(await first.exited).toBeNull(); // killed by the signal, not exited

  const restartStarted = performance.now();
  const second = await start();
  const restart = performance.now() - restartStarted;
  // A clean start: nothing but the usual lines (PGlite's recovery of the killed database says nothing).
  const restartLog = second.log();
  expect(restartLog).not.toMatch(/error|fatal|panic|exception|warning/i);

  // Every acknowledged write is there, read back through the API.
  const verifyStarted = performance.now();
  const missing: string[] = [];
  const get = (input: string, token: string) => fetch(`${second.url}${input}`, { headers: bearer(token) });
  const checks = [
    ...acked.booking.map((slotId) => async () => {
      const response = await get(`/api/appointments/${slotId}`, tenant.tokens.PATIENT);
      const body = (await response.json()) as { data?: { status: string } };
      if (response.status !== 200 || body.data?.status !== 'BOOKED') {
        missing.push(`booking ${slotId}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      }
    }),
    ...acked.registration.map(({ id, email }) => async () => {
      const response = await get(`/api/hospitals/${id}`, tenant.tokens.ADMIN);
      const body = (await response.json()) as { hospital?: { email: string; status: string } };
      const licence = await get(`/api/hospitals/getTradeLicenseFile/${id}`, tenant.tokens.ADMIN);
      const bytes = new Uint8Array(await licence.arrayBuffer());
      if (body.hospital?.email !== email || body.hospital.status !== 'PENDING') missing.push(`registration ${email}`);
      if (licence.status !== 200 || !Buffer.from(bytes).equals(Buffer.from(pdfBytes))) {
        missing.push(`trade licence of ${email}`);
      }
    }),
    ...galleryHospitals.map(({ id, token }) => async () => {
      const response = await get(`/api/hospitals/${id}`, token);
      const images = ((await response.json()) as { hospital?: { images?: string[] } }).hospital?.images ?? [];
      for (const { url } of acked.upload.filter((upload) => upload.hospital === id)) {
        if (!images.includes(url)) missing.push(`gallery entry ${url}`);
      }
    }),
    ...acked.upload.map(({ url }) => async () => {
      const file = await fetch(`${second.url}${url}`);
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (file.status !== 200 || !Buffer.from(bytes).equals(Buffer.from(pngBytes))) missing.push(`file ${url}`);
    }),
  ];
  // Eight at a time.
  const queue = [...checks];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let check = queue.shift(); check; check = queue.shift()) await check();
    }),
  );
  const verify = performance.now() - verifyStarted;
  expect(missing, `acknowledged writes missing after the restart; its log:\n${second.log()}`).toEqual([]);

  // Nothing went wrong while it answered, and it still stops cleanly on SIGTERM.
  expect(second.log()).not.toMatch(/error|fatal|panic|exception/i);
  expect(await stop(second)).toBe(0);

  const total = acked.booking.length + acked.registration.length + acked.upload.length;
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  console.log(
    `crash safety (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${total} acknowledged writes ` +
      `(${acked.booking.length} bookings, ${acked.registration.length} registrations, ${acked.upload.length} uploads), ` +
      `${inFlightAtKill} in flight at SIGKILL (${unanswered} unanswered), 0 lost; first start ${seconds(firstStart)} s, ` +
      `burst ${seconds(burst)} s, restart ${seconds(restart)} s, check ${seconds(verify)} s`,
  );
});
