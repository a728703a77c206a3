// #26: the API as `npm start` runs it on a PostgreSQL server with API_WORKERS=2 — two processes
// sharing one port through node:cluster. Runs when the suite has a server (AAFIYA_TEST_DATABASE_URL,
// which CI sets); the embedded database has one process. The built server runs (apps/api/dist/main.js,
// as in crash-safety.test.ts: npm test builds before the API suite on the server),
// on a database of its own (startTestServer's, where the test makes its records), its uploads in
// the database (FILE_STORE=postgres).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slots } from '../src/db/schema';
import { newId } from '../src/ids';
import { jpegBytes } from './fixtures';
import { createTenant, PASSWORD, type Tenant } from './tenants';
import { startTestServer } from './test-server';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mainJs = path.join(apiDir, 'dist/main.js');
const onServer = Boolean(process.env.AAFIYA_TEST_DATABASE_URL);

interface Answer {
  status: number;
  worker: string | undefined;
  body: string;
}

/** One request on `agent` (false: a connection of its own, which the cluster gives to either worker). */
function request(
  port: number,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; body?: Buffer; type?: string; agent?: http.Agent | false } = {},
): Promise<Answer> {
  const body = options.json === undefined ? options.body : Buffer.from(JSON.stringify(options.json));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: options.agent ?? false,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(body ? { 'content-type': options.type ?? 'application/json', 'content-length': body.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const worker = res.headers['x-api-worker'];
          resolve({
            status: res.statusCode ?? 0,
            worker: typeof worker === 'string' ? worker : undefined,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    // A connection the cluster handed to a worker as it was killed can be left unanswered: give up on it.
    req.setTimeout(15_000, () => {
      req.destroy(new Error('no answer in 15 s'));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A kept-alive connection to the given worker: new connections until the cluster hands one to it. */
async function connectionTo(port: number, worker: string): Promise<http.Agent> {
  for (let tries = 0; tries < 40; tries++) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const probe = await request(port, 'GET', '/api/no-such-route', { agent });
    if (probe.worker === worker) return agent;
    agent.destroy();
  }
  throw new Error(`no connection reached worker ${worker}`);
}

/** A free port on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

/** The cluster's primary process, with its output kept and waited on. */
class Cluster {
  private output = '';
  private readonly waiters: { pattern: RegExp; resolve: (match: RegExpMatchArray) => void }[] = [];

  constructor(readonly child: ChildProcess) {
    const read = (chunk: Buffer) => {
      this.output += chunk.toString('utf8');
      for (let i = this.waiters.length - 1; i >= 0; i--) {
        const waiter = this.waiters[i];
        const match = waiter?.pattern.exec(this.output);
        if (waiter && match) {
          this.waiters.splice(i, 1);
          waiter.resolve(match);
        }
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
  }

  /** Resolves with the first match of `pattern` in the output so far or to come. */
  waitFor(pattern: RegExp, ms = 30_000): Promise<RegExpMatchArray> {
    const match = pattern.exec(this.output);
    if (match) return Promise.resolve(match);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`not seen in ${ms} ms: ${pattern}\n${this.output}`));
      }, ms);
      this.waiters.push({
        pattern,
        resolve: (found) => {
          clearTimeout(timer);
          resolve(found);
        },
      });
    });
  }

  text(): string {
    return this.output;
  }
}

describe.skipIf(!onServer)('two API workers on PostgreSQL (#26)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let tenant: Tenant;
  let cluster: Cluster;
  let port: number;
  let dataDir: string;
  let patientToken: string;
  let hospitalToken: string;

  /** Free 30-minute slots of the tenant's doctor, `days` ahead, one after another. */
  async function freeSlots(count: number, days: number): Promise<string[]> {
    const start = new Date(Date.now() + days * 24 * 3600_000);
    start.setUTCHours(4, 0, 0, 0);
    const rows = Array.from({ length: count }, (_, i) => ({
      id: newId(),
      providerId: tenant.doctorId,
      hospitalId: tenant.hospitalId,
      startAt: new Date(start.getTime() + i * 30 * 60_000),
      endAt: new Date(start.getTime() + (i + 1) * 30 * 60_000),
    }));
    await server.services.database.db.insert(slots).values(rows);
    return rows.map((row) => row.id);
  }

  const book = (slotId: string, agent?: http.Agent) =>
    request(port, 'POST', '/api/appointments', {
      token: patientToken,
      json: { patientId: tenant.patientId, slotId },
      ...(agent ? { agent } : {}),
    });

  async function signIn(email: string): Promise<string> {
    const answer = await request(port, 'POST', '/api/users/login', { json: { email, password: PASSWORD } });
    expect(answer.status, answer.body).toBe(200);
    return (JSON.parse(answer.body) as { token: string }).token;
  }

  beforeAll(async () => {
    if (!existsSync(mainJs)) {
      throw new Error('apps/api/dist/main.js is missing: build the API first (pnpm --filter ./apps/api run build).');
    }
    server = await startTestServer();
    tenant = await createTenant(server, 'workers');
    if (!server.databaseUrl) throw new Error('the test server has no PostgreSQL database');
    port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'aafiya-workers-'));
    const child = spawn(process.execPath, [mainJs], {
      cwd: apiDir,
      env: {
        ...process.env,
        DATABASE_URL: server.databaseUrl,
        API_WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        ENVELOPE: 'optional',
        // Uploads in the database: what several machines share (a file store on one machine's disk would do for two workers).
        FILE_STORE: 'postgres',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cluster = new Cluster(child);
    await cluster.waitFor(/Aafiya is running at/);
    await cluster.waitFor(/worker 2 \(pid \d+\) is listening/);
    [patientToken, hospitalToken] = await Promise.all([
      signIn(`patient-workers@demo.test`),
      signIn(`hospital-workers@demo.test`),
    ]);
  }, 120_000);

  afterAll(async () => {
    // Undefined when beforeAll failed early.
    const primary = (cluster as Cluster | undefined)?.child;
    if (primary?.exitCode === null) {
      const ended = new Promise((resolve) => primary.once('exit', resolve));
      primary.kill('SIGTERM');
      await ended;
    }
    await (server as typeof server | undefined)?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('shares the port: connections reach both workers', async () => {
    const seen = new Set<string | undefined>();
    for (let i = 0; i < 8; i++) seen.add((await request(port, 'GET', '/api/no-such-route')).worker);
    expect([...seen].sort()).toEqual(['1', '2']);
  });

  it('gives exactly one of 100 concurrent bookings of one slot, across both workers, a 201', async () => {
    const [slotId = ''] = await freeSlots(1, 20);
    const answers = await Promise.all(Array.from({ length: 100 }, () => book(slotId)));
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.worker))).toEqual(new Set(['1', '2']));
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(typeof (JSON.parse(answer.body) as { message?: unknown }).message).toBe('string');
    }
  });

  it("delivers a notification caused on one worker to the hospital's stream held by the other", async () => {
    const stream = await new Promise<{ worker: string; text: () => string; close: () => void }>((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port,
          path: `/api/notifications/stream?access_token=${hospitalToken}`,
          headers: { accept: 'text/event-stream' },
          agent: false,
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          resolve({
            worker: String(res.headers['x-api-worker']),
            text: () => text,
            close: () => {
              req.destroy();
            },
          });
        },
      );
      req.on('error', reject);
    });
    expect(['1', '2']).toContain(stream.worker);
    const other = await connectionTo(port, stream.worker === '1' ? '2' : '1');
    const [slotId = ''] = await freeSlots(1, 21);
    const booked = await book(slotId, other);
    other.destroy();
    expect(booked.status, booked.body).toBe(201);
    expect(booked.worker).not.toBe(stream.worker);
    await expect.poll(() => stream.text(), { timeout: 10_000 }).toContain('event: notification');
    expect(stream.text()).toContain('New appointment');
    stream.close();
  });

  it('serves a file uploaded through one worker from the other', async () => {
    const one = await connectionTo(port, '1');
    const form = new FormData();
    form.append('image', new Blob([jpegBytes], { type: 'image/jpeg' }), 'me.jpg');
    const encoded = new Response(form);
    const type = encoded.headers.get('content-type') ?? '';
    const uploaded = await request(port, 'PUT', `/api/patients/uploadProfilePicture/${tenant.patientId}`, {
      token: patientToken,
      body: Buffer.from(await encoded.arrayBuffer()),
      type,
      agent: one,
    });
    one.destroy();
    expect(uploaded.status, uploaded.body).toBeLessThan(300);
    expect(uploaded.worker).toBe('1');
    const picture = /\/api\/files\/[a-f0-9]{32}\.jpg/.exec(uploaded.body)?.[0];
    expect(picture, uploaded.body).toBeDefined();
    const two = await connectionTo(port, '2');
    const downloaded = await request(port, 'GET', picture ?? '', { agent: two });
    two.destroy();
    expect(downloaded.worker).toBe('2');
    expect(downloaded.status).toBe(200);
    expect(downloaded.body).toBe(Buffer.from(jpegBytes).toString('utf8'));
  });

  it('loses no acknowledged booking when a worker is killed mid-burst, and the primary replaces it', async () => {
    const [, pid] = (await cluster.waitFor(/worker 2 \(pid (\d+)\) is listening/)) as unknown as [string, string];
    const ids = await freeSlots(40, 22);
    let killed = false;
    const answers = await Promise.all(
      ids.map(async (slotId) => {
        try {
          const answer = await book(slotId);
          if (!killed) {
            killed = true;
            process.kill(Number(pid), 'SIGKILL');
          }
          return { slotId, status: answer.status };
        } catch {
          return { slotId, status: 0 }; // the connection died with the worker: not acknowledged
        }
      }),
    );
    expect(killed).toBe(true);
    const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.slotId);
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await server.services.database.db
      .select({ id: slots.id })
      .from(slots)
      .where(and(inArray(slots.id, acknowledged), eq(slots.patientId, tenant.patientId), eq(slots.status, 'BOOKED')));
    expect(stored).toHaveLength(acknowledged.length);

    await cluster.waitFor(new RegExp(`worker 2 \\(pid ${pid}\\) was killed \\(SIGKILL\\); starting another`));
    const replaced = new RegExp(`worker 2 \\(pid (?!${pid}\\))\\d+\\) is listening`);
    await cluster.waitFor(replaced);
    const [slotId = ''] = await freeSlots(1, 23);
    const toNew = await connectionTo(port, '2');
    const again = await book(slotId, toNew);
    toNew.destroy();
    expect(again.status, again.body).toBe(201);
  });
});
