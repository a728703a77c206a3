import { PGlite } from '@electric-sql/pglite';
import type PgModule from 'pg';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PGliteThread, pgliteLocation } from './pglite-thread';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL that returns rows (parameters as $1, $2, ...). */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs raw SQL statements in one transaction (migrations). */
  transaction(statements: string[]): Promise<void>;
  /**
   * Hears NOTIFY on `channel`: `onMessage` gets each payload. On PostgreSQL a
   * dedicated connection listens; when it is lost (a restart, a network cut)
   * `onLost` is called, notifications may have been missed, and it reconnects
   * after a second and calls `onBack` once it listens again. PGlite delivers
   * notifications before the committing query returns and never loses them.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<void>;
  /**
   * Called after each statement this process runs that may have changed data
   * a kept answer reads (NO_ANNOUNCED_CHANGE below), once it has returned: PostgreSQL delivers its own
   * NOTIFY to the listening connection a moment later, and a kept answer must
   * not outlive a write this process has already answered for. PGlite's
   * notifications are synchronous, so it never calls this.
   */
  onLocalWrite(callback: () => void): void;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onMessage: (payload: string) => void;
  onLost?: () => void;
  onBack?: () => void;
}

/**
 * SQL that changes nothing a kept answer reads: a SELECT, or a write to one of
 * the tables migration 0015 does not announce as `data` (the audit trail,
 * sign-in throttling, the mail outbox, large notifications (0024), files' bytes (0025); a signed-out token does move `sessions`,
 * so it counts as a change). Anything
 * else may have changed data, BEGIN and COMMIT included: a version moved at
 * COMMIT is what keeps an answer made from the snapshot before it from being
 * kept as new.
 */
const NO_ANNOUNCED_CHANGE =
  /^\s*(?:select\b|(?:insert\s+into|update|delete\s+from)\s+"?(?:audit_events|throttle_counters|outbox|notification_events|file_chunks)\b)/i;

/** The extensions every PGlite database is opened with (the migrations create btree_gist and pg_trgm). */
export const pgliteExtensions = { btree_gist, pg_trgm };

/**
 * With a DATABASE_URL: a PostgreSQL server through a connection pool.
 * Without: embedded PostgreSQL (PGlite) stored in `<dataDir>/db`, or in memory
 * when dataDir is 'memory://' (tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PGlite only: start from this dump (PGlite's dumpDataDir) instead of an empty database (tests start from a migrated one). */
  loadDataDir?: Blob | undefined;
  /**
   * PGlite only: where it runs. 'worker' (the default): a thread of its own
   * (pglite-thread.ts), so statements do not hold up the HTTP thread. 'caller':
   * this thread; the API test suite's choice, where requests come one at a
   * time and the round trip to the worker (about 0.15 ms a statement) only
   * adds up (test/pglite-thread.test.ts tests the worker itself).
   */
  thread?: 'worker' | 'caller';
}): Promise<Database> {
  if (options.databaseUrl) {
    // pg is loaded only for a PostgreSQL server: PGlite's starts do without it.
    const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose server connection ends (a restart, a dropped test
    // database) is an 'error' on the pool; unheard, it would end the process.
    // The pool has already dropped that client and opens another on demand.
    pool.on('error', () => {});
    const writeWatchers: (() => void)[] = [];
    watchWrites(pool, writeWatchers);
    await pool.query('select 1');
    const listeners: InstanceType<Pg['Client']>[] = [];
    let closed = false;
    const url = options.databaseUrl;
    return {
      db: drizzleNodePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
      transaction: async (statements) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          for (const statement of statements) await client.query(statement);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        } finally {
          client.release();
        }
      },
      listen: (channel, handlers) => listenOnPostgres(pg, url, channel, handlers, listeners, () => closed),
      onLocalWrite: (callback) => {
        writeWatchers.push(callback);
      },
      close: async () => {
        closed = true;
        await Promise.all(listeners.map((client) => client.end().catch(() => {})));
        await pool.end();
      },
    };
  }
  const location = pgliteLocation(options.dataDir);
  if (options.thread === 'caller') {
    const client = await PGlite.create(location, {
      extensions: pgliteExtensions,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    return pgliteDatabase(client);
  }
  return pgliteDatabase(await PGliteThread.start({ dataDir: location, loadDataDir: options.loadDataDir }));
}

/**
 * A Database on a PGlite client: the worker thread openDatabase starts, or a
 * PGlite opened in this thread (the tests' global setup migrates and dumps one).
 */
export function pgliteDatabase(client: PGlite | PGliteThread): Database {
  return {
    // PGliteThread has the part of PGlite's client that drizzle-orm/pglite calls (pglite-thread.ts).
    db: drizzlePglite(client as PGlite, { schema }),
    kind: 'pglite',
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    transaction: async (statements) => {
      await client.transaction(async (tx) => {
        for (const statement of statements) await tx.exec(statement);
      });
    },
    listen: async (channel, { onMessage }) => {
      await client.listen(channel, onMessage);
    },
    onLocalWrite: () => {},
    close: () => client.close(),
  };
}

type Pg = typeof PgModule;
type Query = (...args: unknown[]) => unknown;

const textOf = (query: unknown): string =>
  typeof query === 'string'
    ? query
    : typeof query === 'object' && query !== null && 'text' in query && typeof query.text === 'string'
      ? query.text
      : '';

/** `query`, calling the watchers once a statement that may have written has returned. */
function watched(query: Query, watchers: (() => void)[]): Query {
  return (...args) => {
    const result = query(...args);
    if (NO_ANNOUNCED_CHANGE.test(textOf(args[0])) || !(result instanceof Promise)) return result;
    return result.then((value: unknown) => {
      for (const watcher of watchers) watcher();
      return value;
    });
  };
}

/** Watches every statement, whether it runs on the pool or on a client checked out of it (a transaction). */
function watchWrites(pool: InstanceType<Pg['Pool']>, watchers: (() => void)[]) {
  pool.query = watched(pool.query.bind(pool) as Query, watchers) as typeof pool.query;
  pool.on('connect', (client) => {
    client.query = watched(client.query.bind(client) as Query, watchers) as typeof client.query;
  });
}

/** A connection that LISTENs on `channel`, reconnecting every second after it is lost, until the database closes. */
async function listenOnPostgres(
  pg: Pg,
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
  listeners: InstanceType<Pg['Client']>[],
  isClosed: () => boolean,
): Promise<void> {
  const reconnect = () =>
    setTimeout(() => {
      if (isClosed()) return;
      connect().then(() => handlers.onBack?.(), reconnect);
    }, 1000).unref();
  const connect = async () => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    // Until it listens, a failure is the caller's (a rejected connect); after, it is a loss.
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    listeners.push(client);
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      listeners.splice(listeners.indexOf(client), 1);
      void client.end().catch(() => {});
      if (isClosed()) return;
      handlers.onLost?.();
      reconnect();
    };
    client.on('error', onLost);
    client.on('end', onLost);
  };
  await connect();
}
