#!/usr/bin/env node
// `npm run bench:api`: the API under load on loopback, against its own ceilings
// in the same run. It builds the API and starts it on a fresh data folder (demo
// data seeded), then with autocannon at 50 connections measures:
//   - the ceilings: a trivial Hono endpoint, and the database's `select 1`
//     through Hono (apps/api/bench/baseline-server.mjs);
//   - the public doctors list, the patient site's hospital and doctor filters
//     (#24), the hospital's paged doctors list and a month of
//     a doctor's slots, each with its ratio to the two ceilings (these answers
//     are kept until their data changes: x-cache), and a month of slots in
//     windows never asked for twice, the cost of making an answer;
//   - sign-in (argon2id) and booking distinct free slots (writes), at demo size;
// at the demo size and at 10× (200 hospitals, 2,000 doctors, 100,000 slots:
// apps/api/bench/scale-data.mjs), so the cost curve shows. On PGlite always; on
// PostgreSQL too when AAFIYA_BENCH_DATABASE_URL names a server (the bench makes
// and drops its own databases there; there it also compares sign-in and the
// paged list with one API process and with two: API_WORKERS, #26). A reading is 5 s per scenario
// (AAFIYA_BENCH_SECONDS), after a 1 s warm-up.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'apps/api');
// pg and PGlite are the API's dependencies: resolve them from there.
const apiRequire = createRequire(path.join(apiDir, 'package.json'));
const pg = apiRequire('pg');
const { scaleData, TENFOLD } = await import(pathToFileURL(path.join(apiDir, 'bench/scale-data.mjs')).href);

const CONNECTIONS = 50;
const SECONDS = Number(process.env.AAFIYA_BENCH_SECONDS ?? 5);

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Starts a node process and waits for `ready` in its output. */
async function startProcess(args, env, ready) {
  const child = spawn('node', args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (ready.test(out)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${out}`)));
  });
  return {
    out: () => out,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

const freePort = () => 20000 + Math.floor(Math.random() * 20000);

/**
 * The API as `npm start` runs it, on `dataDir` (PGlite) or `databaseUrl`, with `workers` API processes
 * (API_WORKERS, PostgreSQL only; 1 unless said: the readings of the table compare with the ceilings' one process).
 */
async function startApi(dataDir, databaseUrl, workers = 1) {
  const port = freePort();
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    ENVELOPE: 'optional',
    API_WORKERS: String(workers),
    // The sign-in reading signs in one account thousands of times from one address.
    THROTTLE_SIGN_IN_ACCOUNT: '1000000',
    THROTTLE_SIGN_IN_ADDRESS: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const ready = workers > 1 ? new RegExp(`worker ${workers} \\(pid \\d+\\) is listening`) : /is running at/;
  const proc = await startProcess(['apps/api/dist/main.js'], env, ready);
  return { ...proc, base: `http://127.0.0.1:${port}` };
}

async function startBaseline(databaseUrl) {
  const proc = await startProcess(
    ['apps/api/bench/baseline-server.mjs'],
    { PORT: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    /listening on \d+/,
  );
  const port = /listening on (\d+)/.exec(proc.out())?.[1];
  return { ...proc, base: `http://127.0.0.1:${port}` };
}

/**
 * One autocannon reading (a warm-up second first). All connections share one
 * turn through `requests` (autocannon's own `requests` list repeats per
 * connection, which would book one slot 50 times).
 */
async function measure(name, url, list, { seconds = SECONDS, amount } = {}) {
  let turn = 0;
  const requests = [{ setupRequest: (request) => ({ ...request, ...list[turn++ % list.length] }) }];
  const options = { url, connections: CONNECTIONS, requests, ...(amount ? { amount } : { duration: seconds }) };
  if (!amount) await autocannon({ ...options, duration: 1 });
  const result = await autocannon(options);
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    name,
    requests: result.requests.total,
    failed,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** Every reading asks as a browser does: compressed answers accepted (the sites' fetch always says so). */
const ACCEPT_ENCODING = 'br, gzip';

const jsonRequest = (method, path, token, body) => ({
  method,
  path,
  headers: {
    'content-type': 'application/json',
    'accept-encoding': ACCEPT_ENCODING,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  ...(body ? { body: JSON.stringify(body) } : {}),
});

async function call(base, method, path, token, body) {
  const init = jsonRequest(method, path, token, body);
  const response = await fetch(`${base}${path}`, { method, headers: init.headers, body: init.body });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const login = async (base, email) =>
  (await call(base, 'POST', '/api/users/login', undefined, { email, password: 'Demo@12345' })).token;

/** The current month, as the doctor's calendar asks for it. */
function thisMonth() {
  const from = new Date();
  from.setUTCDate(1);
  from.setUTCHours(0, 0, 0, 0);
  const to = new Date(from);
  to.setUTCMonth(to.getUTCMonth() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
}

/** The read scenarios: each cycles through its requests on every connection. */
async function reads(base, size) {
  const hospitalToken = await login(base, 'hospital@demo.ae');
  const doctors = (await call(base, 'GET', '/api/doctors?getAll=true', hospitalToken)).doctors;
  const month = thisMonth();
  const insurances = (await call(base, 'GET', '/api/lookups/insurances')).data;
  const filtered = (path, body) => jsonRequest('POST', `${path}?page=0`, undefined, body);
  return [
    await measure(`public doctors list (${size})`, base, [jsonRequest('GET', '/api/doctors/all')]),
    // The patient site's searches (#24): each request a filter change, a first page of 12 (issue 24: p99 < 100 ms).
    await measure(`hospital and doctor search, a filter change (${size})`, base, [
      filtered('/api/hospitals/filter', {}),
      filtered('/api/hospitals/filter', { text: 'dubai' }),
      filtered('/api/hospitals/filter', { hospitalTypes: ['CLINIC'] }),
      ...insurances
        .slice(0, 5)
        .map((insurance) => filtered('/api/hospitals/filter', { checkedInsurances: [insurance._id] })),
      filtered('/api/doctors/filter', { text: 'ah' }),
      filtered('/api/doctors/filter', { hospitalTypes: ['HOSPITAL'] }),
    ]),
    await measure(`doctors list, paged (${size})`, base, [
      jsonRequest('GET', '/api/doctors?page=0', hospitalToken),
      jsonRequest('GET', '/api/doctors?page=1', hospitalToken),
    ]),
    await measure(
      `a month of a doctor's slots (${size})`,
      base,
      doctors
        .slice(0, 20)
        .map((doctor) => jsonRequest('POST', `/api/slots/all/doctor/${doctor._id}`, hospitalToken, month)),
    ),
    // The same month, each request a window of its own (its start a second later): nothing kept
    // is ever asked for again, so this is the cost of making an answer, the database included.
    await measure(
      `a month of slots, never kept (${size})`,
      base,
      Array.from({ length: 50_000 }, (_, i) =>
        jsonRequest('POST', `/api/slots/all/doctor/${doctors[i % Math.min(20, doctors.length)]._id}`, hospitalToken, {
          from: new Date(Date.parse(month.from) + i * 1000).toISOString(),
          to: month.to,
        }),
      ),
    ),
  ];
}

/** Sign-in and booking, at demo size (they write; one reading each). */
async function writes(base) {
  const hospitalToken = await login(base, 'hospital@demo.ae');
  const patientToken = await login(base, 'patient@demo.ae');
  const me = JSON.parse(Buffer.from(patientToken.split('.')[1], 'base64url').toString());
  const doctors = (await call(base, 'GET', '/api/doctors?getAll=true', hospitalToken)).doctors;
  const free = [];
  for (const doctor of doctors) {
    const slots = (await call(base, 'POST', `/api/slots/all/doctor/${doctor._id}`, hospitalToken, {})).data;
    for (const slot of slots) if (slot.status === 'AVAILABLE' && new Date(slot.from) > new Date()) free.push(slot._id);
  }
  const rows = [
    await measure('sign-in (argon2id)', base, [
      jsonRequest('POST', '/api/users/login', undefined, { email: 'doctor@demo.ae', password: 'Demo@12345' }),
    ]),
  ];
  if (free.length > 0)
    rows.push(
      await measure(
        'booking distinct free slots',
        base,
        free.map((slotId) =>
          jsonRequest('POST', '/api/appointments', patientToken, { patientId: me.referenceId, slotId }),
        ),
        { amount: free.length },
      ),
    );
  return rows;
}

/** A fresh PostgreSQL database of its own on the bench server, dropped afterwards. */
async function postgresDatabase(serverUrl) {
  const name = `aafiya_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Runs `scaleData` on the stopped server's database. */
async function scaleUp(dataDir, databaseUrl) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await scaleData(async (sql) => (await client.query(sql)).rows);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import(pathToFileURL(apiRequire.resolve('@electric-sql/pglite')).href);
  const { btree_gist } = await import(
    pathToFileURL(apiRequire.resolve('@electric-sql/pglite/contrib/btree_gist')).href
  );
  const { pg_trgm } = await import(pathToFileURL(apiRequire.resolve('@electric-sql/pglite/contrib/pg_trgm')).href);
  const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: { btree_gist, pg_trgm } });
  try {
    return await scaleData(async (sql) => (await db.query(sql)).rows);
  } finally {
    await db.close();
  }
}

async function database(label, serverUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aafiya-bench-'));
  const pgDatabase = serverUrl ? await postgresDatabase(serverUrl) : undefined;
  const rows = [];
  try {
    const baseline = await startBaseline(pgDatabase?.url);
    const ceilings = {
      trivial: await measure('trivial Hono endpoint', baseline.base, [{ method: 'GET', path: '/trivial' }]),
      select1: await measure('select 1 through Hono', baseline.base, [{ method: 'GET', path: '/select1' }]),
    };
    await baseline.stop();
    rows.push(ceilings.trivial, ceilings.select1);

    let api = await startApi(dataDir, pgDatabase?.url);
    rows.push(...(await reads(api.base, 'demo')), ...(await writes(api.base)));
    await api.stop();
    const sizes = await scaleUp(dataDir, pgDatabase?.url);
    console.log(`[bench] ${label} at 10×: ${JSON.stringify(sizes)} (aim ${JSON.stringify(TENFOLD)})`);
    api = await startApi(dataDir, pgDatabase?.url);
    rows.push(...(await reads(api.base, '10×')));
    await api.stop();
    return rows.map((row) => ({
      database: label,
      ...row,
      ofTrivial: row.rps / ceilings.trivial.rps,
      ofSelect1: row.rps / ceilings.select1.rps,
    }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await pgDatabase?.drop();
  }
}

/**
 * #26: sign-in (argon2id, CPU-bound) and the hospital's paged doctors list with one API process and with
 * two (API_WORKERS=2: node:cluster) on the same PostgreSQL database, and the ratio of each.
 */
async function workerComparison(serverUrl) {
  const pgDatabase = await postgresDatabase(serverUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aafiya-bench-'));
  const readings = {};
  try {
    for (const workers of [1, 2]) {
      const api = await startApi(dataDir, pgDatabase.url, workers);
      const hospitalToken = await login(api.base, 'hospital@demo.ae');
      readings[workers] = [
        await measure('sign-in (argon2id)', api.base, [
          jsonRequest('POST', '/api/users/login', undefined, { email: 'doctor@demo.ae', password: 'Demo@12345' }),
        ]),
        await measure('doctors list, paged', api.base, [
          jsonRequest('GET', '/api/doctors?page=0', hospitalToken),
          jsonRequest('GET', '/api/doctors?page=1', hospitalToken),
        ]),
      ];
      await api.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await pgDatabase.drop();
  }
  return readings[1].map((one, i) => ({ name: one.name, one, two: readings[2][i] }));
}

run('pnpm', ['run', '--silent', 'ws:contract-bundle']);
run('pnpm', ['--filter', '@aafiya/api', 'run', 'build']);

// AAFIYA_BENCH_ONLY=workers: only the comparison of one and two API workers (on AAFIYA_BENCH_DATABASE_URL).
const onlyWorkers = process.env.AAFIYA_BENCH_ONLY === 'workers';
const results = onlyWorkers ? [] : await database('PGlite');
if (process.env.AAFIYA_BENCH_DATABASE_URL) {
  if (!onlyWorkers) results.push(...(await database('PostgreSQL', process.env.AAFIYA_BENCH_DATABASE_URL)));
} else {
  console.log(
    '(PostgreSQL skipped: set AAFIYA_BENCH_DATABASE_URL to a server, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  );
}

const percent = (ratio) => `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)} %`;
if (!onlyWorkers)
  console.log(
    `\nAPI load, ${CONNECTIONS} connections on loopback, ${new Date().toISOString().slice(0, 10)} (JSON, accept-encoding: ${ACCEPT_ENCODING}, ENVELOPE=optional)`,
  );
if (!onlyWorkers) {
  console.log('| database | scenario | requests | failed | req/s | p50 ms | p99 ms | of trivial | of select 1 |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
}
for (const r of results) {
  console.log(
    `| ${r.database} | ${r.name} | ${r.requests} | ${r.failed} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${percent(r.ofTrivial)} | ${percent(r.ofSelect1)} |`,
  );
}

if (process.env.AAFIYA_BENCH_DATABASE_URL) {
  const compared = await workerComparison(process.env.AAFIYA_BENCH_DATABASE_URL);
  console.log(
    `\nAPI workers on PostgreSQL (#26), ${CONNECTIONS} connections, ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log('| scenario | 1 worker req/s | p99 ms | 2 workers req/s | p99 ms | ratio |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const { name, one, two } of compared) {
    console.log(
      `| ${name} | ${one.rps.toFixed(0)} | ${one.p99} | ${two.rps.toFixed(0)} | ${two.p99} | ${(two.rps / one.rps).toFixed(2)}× |`,
    );
  }
}
