import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL that returns rows (parameters as $1, $2, ...). */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs raw SQL statements in one transaction (migrations). */
  transaction(statements: string[]): Promise<void>;
  close(): Promise<void>;
}

/** The extensions every PGlite database is opened with (the migrations create btree_gist). */
export const pgliteExtensions = { btree_gist };

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
    await pool.query('select 1');
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
      close: () => pool.end(),
    };
  }
  let location: string | undefined;
  if (options.dataDir !== 'memory://') {
    location = path.join(options.dataDir, 'db');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, {
    extensions: pgliteExtensions,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return pgliteDatabase(client);
}

/** A Database on an open PGlite client (openDatabase's, or one the tests migrate and dump). */
export function pgliteDatabase(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    transaction: async (statements) => {
      await client.transaction(async (tx) => {
        for (const statement of statements) await tx.exec(statement);
      });
    },
    close: () => client.close(),
  };
}
