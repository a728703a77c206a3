#!/usr/bin/env node
// `npm run bench:api`: a load generator on loopback against the real server.
// It builds and starts the API on a fresh data folder (demo data seeded), then
// runs four scenarios at 50 concurrent connections — login, a paged doctors
// list, a month of a doctor's slots, booking distinct free slots — and prints
// requests per second with p50 / p99 latency. On PGlite always; on PostgreSQL
// too when AAFIYA_BENCH_DATABASE_URL names an empty database on a server.
// Bounded: each scenario stops after its request count or 20 seconds.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CONCURRENCY = 50;
const LIMIT_MS = 20_000;

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function startServer(env) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aafiya-bench-'));
  const child = spawn('node', ['apps/api/dist/main.js'], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, ENVELOPE: 'optional' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('is running at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}/api`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const json = (method, token, body) => ({
  method,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  ...(body ? { body: JSON.stringify(body) } : {}),
});

async function login(base, email) {
  const response = await fetch(`${base}/users/login`, json('POST', undefined, { email, password: 'Demo@12345' }));
  return (await response.json()).token;
}

/** Runs `total` requests made by `make(i)` with CONCURRENCY in flight; returns figures. */
async function load(name, total, make) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total && performance.now() - started < LIMIT_MS) {
      const i = next++;
      const [url, init, ok = (s) => s < 400] = make(i);
      const t = performance.now();
      const response = await fetch(url, init);
      await response.arrayBuffer();
      latencies.push(performance.now() - t);
      if (!ok(response.status)) failures++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { name, requests: latencies.length, failures, rps: latencies.length / seconds, p50: pct(50), p99: pct(99) };
}

async function scenarios(database, env) {
  const server = await startServer(env);
  try {
    const { base } = server;
    const hospitalToken = await login(base, 'hospital@demo.ae');
    const patientToken = await login(base, 'patient@demo.ae');
    const me = JSON.parse(Buffer.from(patientToken.split('.')[1], 'base64url').toString());
    const doctors = (await (await fetch(`${base}/doctors?getAll=true`, json('GET', hospitalToken))).json()).doctors;
    const from = new Date();
    from.setUTCDate(1);
    const to = new Date(from);
    to.setUTCMonth(to.getUTCMonth() + 1);
    const free = [];
    for (const doctor of doctors) {
      const slots = (
        await (await fetch(`${base}/slots/all/doctor/${doctor._id}`, json('POST', hospitalToken, {}))).json()
      ).data;
      for (const slot of slots)
        if (slot.status === 'AVAILABLE' && new Date(slot.from) > new Date()) free.push(slot._id);
    }
    const rows = [];
    rows.push(
      await load('login', 500, () => [
        `${base}/users/login`,
        json('POST', undefined, { email: 'doctor@demo.ae', password: 'Demo@12345' }),
      ]),
    );
    rows.push(
      await load('doctors list (paged)', 3000, (i) => [`${base}/doctors?page=${i % 2}`, json('GET', hospitalToken)]),
    );
    rows.push(
      await load('month of slots', 3000, (i) => [
        `${base}/slots/all/doctor/${doctors[i % doctors.length]._id}`,
        json('POST', hospitalToken, { from: from.toISOString(), to: to.toISOString() }),
      ]),
    );
    rows.push(
      await load('book distinct free slots', free.length, (i) => [
        `${base}/appointments`,
        json('POST', patientToken, { patientId: me.referenceId, slotId: free[i] }),
        (s) => s === 201,
      ]),
    );
    return rows.map((r) => ({ database, ...r }));
  } finally {
    server.stop();
  }
}

run('pnpm', ['run', '--silent', 'ws:contract-bundle']);
run('pnpm', ['--filter', '@aafiya/api', 'run', 'build']);

const results = await scenarios('PGlite', {});
if (process.env.AAFIYA_BENCH_DATABASE_URL) {
  results.push(...(await scenarios('PostgreSQL', { DATABASE_URL: process.env.AAFIYA_BENCH_DATABASE_URL })));
} else {
  console.log('(PostgreSQL skipped: set AAFIYA_BENCH_DATABASE_URL to an empty database to measure it too)');
}

console.log(`\nAPI load, ${CONCURRENCY} concurrent connections on loopback`);
console.log('| database | scenario | requests | failed | req/s | p50 ms | p99 ms |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.database} | ${r.name} | ${r.requests} | ${r.failures} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`,
  );
}
