/**
 * The api project's global setup: the migrations run once, and every
 * startTestServer starts from a copy of that migrated database instead of
 * migrating an empty one (test-server.ts).
 *
 * - PGlite: a dump (dumpDataDir) of a migrated in-memory database, kept in
 *   .cache/api-test/ under a hash of the migrations, the migration runner and
 *   the PGlite version, so it is made again only when one of them changes. Each
 *   test database is a PGlite opened with `loadDataDir`, which also skips initdb
 *   (most of the cost of an empty PGlite).
 * - PostgreSQL (AAFIYA_TEST_DATABASE_URL): a template database of this run,
 *   named after the same hash, that each test database copies
 *   (`CREATE DATABASE … TEMPLATE …`); dropped at teardown.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteDatabase, pgliteExtensions } from '../src/db/database';
import { migrate, migrationsDir } from '../src/db/migrate';

/** What the setup hands to the test workers (inject('apiTestTemplate')). */
export type TestTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent when the global setup did not run: test-server.ts then migrates an empty database. */
    apiTestTemplate?: TestTemplate;
  }
}

const cacheDir = fileURLToPath(new URL('../../../.cache/api-test/', import.meta.url));
/** A dump of another hash is removed once it has not been used for this long. */
const STALE_MS = 24 * 3600 * 1000;

/** What the migrated database depends on: the migrations, the runner, the PGlite build. */
function templateHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(migrationsDir, file)))
      .update('\0');
  }
  hash.update(readFileSync(fileURLToPath(new URL('../src/db/migrate.ts', import.meta.url))));
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = JSON.parse(readFileSync(path.join(pgliteEntry, '../../package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(`pglite ${pglitePackage.version}`);
  return hash.digest('hex').slice(0, 16);
}

/** The dump of a migrated PGlite for this hash: reused when present, else made (atomically: other runs may read it). */
async function pgliteTemplate(hash: string): Promise<string> {
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `pglite-${hash}.tar`);
  const now = new Date();
  if (existsSync(file)) {
    utimesSync(file, now, now);
  } else {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    try {
      await migrate(pgliteDatabase(client));
      const dump = await client.dumpDataDir('none');
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await client.close();
    }
  }
  for (const other of readdirSync(cacheDir)) {
    const stale = path.join(cacheDir, other);
    try {
      if (stale !== file && now.getTime() - statSync(stale).mtimeMs > STALE_MS) rmSync(stale, { force: true });
    } catch {
      // Removed meanwhile by another run.
    }
  }
  return file;
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A migrated template database on the server, for this run only (its name ends in a random part: runs may overlap). */
async function postgresTemplate(serverUrl: string, hash: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `aafiya_tpl_${hash}_${randomBytes(4).toString('hex')}`;
  const drop = async () => {
    await adminQuery(serverUrl, `ALTER DATABASE ${name} WITH IS_TEMPLATE false`).catch(() => {});
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    try {
      await migrate(database);
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a template with sessions: none may stay open.
      await database.close();
    }
    // No session can connect to it from now on (CREATE DATABASE … TEMPLATE needs none).
    await adminQuery(serverUrl, `ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const hash = templateHash();
  const serverUrl = process.env.AAFIYA_TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await postgresTemplate(serverUrl, hash);
    project.provide('apiTestTemplate', { kind: 'postgres', name: template.name });
    return template.drop;
  }
  project.provide('apiTestTemplate', { kind: 'pglite', file: await pgliteTemplate(hash) });
  return undefined;
}
