#!/usr/bin/env node
// Warm start of the built server: the time from starting `node dist/main.js` on
// an existing data folder (demo data already there) to its first answered
// request (a 200 of GET /api/lookups/genders), median of 5; and the same for a
// bare Hono server on the same node server, for reference.
//
//   node apps/api/bench/warm-start.mjs [--runs 5] [--data-dir <folder>] [--server dist/main.js]
//
// Needs the build (`pnpm --filter ./apps/api run build`) and the contract
// (`pnpm run ws:contract`). Without --data-dir it seeds a fresh folder first
// (one start, stopped with SIGTERM) and removes it at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'data-dir': { type: 'string' },
    // Another build of the server to compare (a path from apps/api).
    server: { type: 'string', default: 'dist/main.js' },
  },
});
const runs = Math.max(1, Number(options.runs) || 5);

// The bare reference: Hono on @hono/node-server with one route, nothing else.
const bareServer = `
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const app = new Hono();
app.get('/api/lookups/genders', (c) => c.json([{ id: 'MALE' }, { id: 'FEMALE' }]));
const http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false }, (info) => {
  console.log('Bare Hono is running at http://localhost:' + info.port);
});
process.on('SIGTERM', () => { http.close(); process.exit(0); });
`;

/**
 * Starts a server and times spawn → first 200 of GET /api/lookups/genders (the
 * request goes out as soon as the server prints its address). Stops it with
 * SIGTERM and waits for it to end.
 */
function timeStart(args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd: apiDir,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let asked = false;
    let elapsed;
    const exited = new Promise((done) => child.once('exit', done));
    const fail = (error) => {
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${output}`));
    };
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdout.on('data', async (chunk) => {
      output += chunk;
      const port = /is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (!port || asked) return;
      asked = true;
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/lookups/genders`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET /api/lookups/genders answered ${response.status}`);
        elapsed = performance.now() - started;
        child.kill('SIGTERM');
        await exited;
        resolve(elapsed);
      } catch (error) {
        fail(error);
      }
    });
    child.once('exit', (code) => {
      if (!asked) reject(new Error(`The server ended (${code}) before answering\n${output}`));
    });
    setTimeout(() => {
      if (elapsed === undefined) fail(new Error('No answer within 120 s'));
    }, 120_000).unref();
  });
}

const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
const format = (times) =>
  `${Math.round(median(times))} ms (median of ${times.length}; runs ${times.map((t) => Math.round(t)).join(', ')} ms)`;

async function series(args, env) {
  const times = [];
  for (let run = 0; run < runs; run += 1) times.push(await timeStart(args, env));
  return times;
}

const ownFolder = !options['data-dir'];
const dataDir = options['data-dir']
  ? path.resolve(options['data-dir'])
  : mkdtempSync(path.join(tmpdir(), 'aafiya-warm-'));
try {
  const serverArgs = [options.server];
  const serverEnv = { DATA_DIR: dataDir, NODE_ENV: '' };
  if (ownFolder) {
    const seeding = await timeStart(serverArgs, serverEnv);
    console.log(`First start (migrations and demo data into ${dataDir}): ${Math.round(seeding)} ms`);
  }
  const server = await series(serverArgs, serverEnv);
  const bare = await series(['--input-type=module', '--eval', bareServer], {});
  console.log(`Warm start of ${options.server} to its first answer: ${format(server)}`);
  console.log(`Bare Hono server, for reference:              ${format(bare)}`);
} finally {
  if (ownFolder) rmSync(dataDir, { recursive: true, force: true });
}
