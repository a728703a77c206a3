import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

/**
 * The worker's file: beside this module in the sources (src/db), beside the
 * bundle in the build (dist/pglite-worker.js, vite.config.ts; this module may be a chunk in dist/assets).
 */
function workerFile(): string {
  const candidates = ['./pglite-worker.mjs', './pglite-worker.js', '../pglite-worker.js'];
  for (const candidate of candidates) {
    const file = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(file)) return file;
  }
  throw new Error(`pglite-worker not found beside ${import.meta.url}`);
}

/** Where PGlite keeps a data folder's database (made if missing); undefined for 'memory://' (in memory). */
export function pgliteLocation(dataDir: string): string | undefined {
  if (dataDir === 'memory://') return undefined;
  const location = path.join(dataDir, 'db');
  mkdirSync(location, { recursive: true });
  return location;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Type parsers: only ones that keep the text as it is can cross to the worker (drizzle's, for dates). */
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** What drizzle-orm/pglite and database.ts use of a PGlite client, or of one of its transactions. */
export interface PGliteLike {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: PGliteLike) => Promise<T>): Promise<T>;
}

type Answer = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };
type Notice = { notify: string; payload: string };
type Message = Answer | Notice | { ready: true };

/** An error from the worker, with PostgreSQL's fields (code, constraint, detail) as the caller would see them. */
function errorOf(data: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(data.message), data);
}

const rawTypesSeen = new WeakMap<object, number[]>();

/** Parsers that keep the text as it is: their types cross to the worker; any other is refused. */
function rawTypesOf(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  const seen = rawTypesSeen.get(parsers);
  if (seen) return seen;
  const types = Object.entries(parsers).map(([type, parse]) => {
    const probe = '2026-01-01 00:00:00';
    if (parse(probe, Number(type)) !== probe)
      throw new Error(`type ${type}: only text-keeping parsers cross to the worker`);
    return Number(type);
  });
  rawTypesSeen.set(parsers, types);
  return types;
}

/**
 * A PGlite database in a worker thread (pglite-worker.mjs), with the part of
 * PGlite's client API that drizzle and database.ts use. Statements run there
 * in the order they are sent; a transaction holds the database until it ends,
 * as PGlite's own does. Notifications are heard before the answer of the
 * statement that committed them.
 */
export class PGliteThread implements PGliteLike {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Map<string, ((payload: string) => void)[]>();
  private nextId = 1;
  private failure: Error | undefined;
  private closing = false;
  private readonly lostListeners: ((error: Error) => void)[] = [];

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: Message) => {
      if ('notify' in message) {
        for (const listener of this.listeners.get(message.notify) ?? []) listener(message.payload);
        return;
      }
      if (!('id' in message)) return;
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiting?.reject(errorOf(message.error));
      else waiting?.resolve(message.result);
    });
    const fail = (error: Error) => {
      if (this.failure) return;
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      if (!this.closing) for (const listener of this.lostListeners) listener(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      fail(new Error(`the database thread ended (exit code ${code})`));
    });
  }

  /** Starts the worker on `dataDir` (undefined: in memory), optionally from a dump, once it has opened the database. */
  static async start(options: { dataDir?: string | undefined; loadDataDir?: Blob | undefined }): Promise<PGliteThread> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(workerFile(), {
      workerData: { dataDir: options.dataDir, loadDataDir },
      ...(loadDataDir ? { transferList: [loadDataDir] } : {}),
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: Message) => {
        if ('ready' in message) {
          worker.off('error', reject);
          resolve();
        }
      };
      worker.once('message', onMessage);
      worker.once('error', reject);
    });
    return new PGliteThread(worker);
  }

  private send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<Results<T>> {
    return this.send({ op: 'query', sql, params, rowMode: options.rowMode, rawTypes: rawTypesOf(options.parsers), tx });
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.send({ op: 'exec', sql, tx });
  }

  /** Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: PGliteLike) => Promise<T>): Promise<T> {
    const tx = await this.send<number>({ op: 'begin' });
    const client: PGliteLike = {
      query: (sql, params, options) => this.query(sql, params, options, tx),
      exec: (sql) => this.exec(sql, tx),
      // drizzle nests with savepoints on the same client; PGlite refuses a nested transaction too.
      transaction: () => Promise.reject(new Error('A transaction cannot be opened inside another')),
    };
    let result: T;
    try {
      result = await callback(client);
    } catch (error) {
      await this.send({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.send({ op: 'end', tx, commit: true });
    return result;
  }

  async listen(channel: string, listener: (payload: string) => void): Promise<void> {
    const known = this.listeners.get(channel);
    if (known) {
      known.push(listener);
      return;
    }
    this.listeners.set(channel, [listener]);
    await this.send({ op: 'listen', channel });
  }

  /** Calls `listener` if the thread ends without close() (a crash): every later statement fails. */
  onLost(listener: (error: Error) => void): void {
    this.lostListeners.push(listener);
  }

  async close(): Promise<void> {
    if (this.failure) return;
    this.closing = true;
    await this.send({ op: 'close' });
    await this.worker.terminate();
  }
}
