import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningSystem {
  /** The origin every site and the API are served from, e.g. http://localhost:41234. */
  url: string;
  /** The server's data folder (embedded database, uploads, token secret). */
  dataDir: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/crypto/public-key`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within ${timeoutMs} ms:\n${log()}`);
}

/**
 * Starts the system the way `npm start` runs it once everything is built: the
 * built server (apps/api/dist/main.js) serving the API, every built site and
 * the Storybook, on a fresh embedded database with the demo data, in
 * development mode (mail kept in the outbox). Build first (`npm run build`).
 */
export async function startSystem(env: Record<string, string> = {}): Promise<RunningSystem> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aafiya-e2e-'));
  let output = '';
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ENVELOPE: 'required',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      // It may have exited while we waited.
      if ((child.exitCode as number | null) === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(url, child, () => output, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
