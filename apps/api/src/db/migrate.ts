import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

/** apps/api/migrations, from the sources (src/db) or from the build (dist). */
export const migrationsDir =
  [new URL('../../migrations/', import.meta.url), new URL('../migrations/', import.meta.url)]
    .map((url) => fileURLToPath(url))
    .find((dir) => existsSync(dir)) ?? fileURLToPath(new URL('../../migrations/', import.meta.url));

/**
 * On a PostgreSQL server several API processes may start at once (workers, replicas: #26): each
 * migration's transaction first takes this transaction-level advisory lock, then checks that no
 * other process applied the migration meanwhile (ALREADY_APPLIED: skipped). PGlite has one process.
 */
const MIGRATION_LOCK = 'select pg_advisory_xact_lock(71701260)';
const ALREADY_APPLIED = 'aafiya: migration already applied';

/** The statement that ends a migration's transaction when another process has applied it. */
function unlessApplied(file: string): string {
  const name = file.replace(/'/g, "''");
  return `DO $$ BEGIN IF EXISTS (select 1 from _migrations where name = '${name}') THEN RAISE EXCEPTION '${ALREADY_APPLIED}'; END IF; END $$`;
}

/** Applies migrations/NNNN_*.sql in order, once each (each in one transaction), recording them in _migrations. */
export async function migrate(database: Database, dir = migrationsDir): Promise<string[]> {
  const shared = database.kind === 'postgres';
  // to_regclass: no DDL (and its catalog lock) on the starts that find the table, which are all but the first.
  const [found] = await database.query<{ table: string | null }>("select to_regclass('_migrations')::text as table");
  if (!found?.table) {
    const create =
      'CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())';
    await (shared ? database.transaction([MIGRATION_LOCK, create]) : database.query(create));
  }
  const done = new Set((await database.query<{ name: string }>('select name from _migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort()) {
    if (done.has(file)) continue;
    const statements = readFileSync(path.join(dir, file), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    const record = `insert into _migrations (name) values ('${file.replace(/'/g, "''")}')`;
    try {
      await database.transaction(
        shared ? [MIGRATION_LOCK, unlessApplied(file), ...statements, record] : [...statements, record],
      );
    } catch (error) {
      if ((error as Error).message.includes(ALREADY_APPLIED)) continue;
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`);
    }
    applied.push(file);
  }
  return applied;
}
