import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase, pgliteDatabase, pgliteExtensions, type Database } from '../src/db/database';
import { createServer, type Server } from '../src/server';

/** The migrated PGlite's dump, read once per worker (the api project's files share their worker's modules). */
let dump: { file: string; blob: Blob } | undefined;
function pgliteDump(file: string): Blob {
  if (dump?.file !== file) dump = { file, blob: new Blob([readFileSync(file)]) };
  return dump.blob;
}

/**
 * One PGlite per worker, lent to one test server at a time and emptied before
 * each loan. Opening a PGlite from the dump costs about 1 s on the 2-core
 * machine (PostgreSQL's start in WASM), emptying its tables about 0.05 s: the
 * api project's 50 servers on PGlite spent about 50 s starting before this.
 */
let lender: { client: PGlite; file: string; lent: boolean; empty?: string } | undefined;

/**
 * Every table but the migrations' record and the change counters (0013), in one TRUNCATE, with the triggers off
 * meanwhile (the audit trail refuses TRUNCATE to everyone else; every table announces its changes).
 */
async function emptyingStatement(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables
      where schemaname = 'public' and tablename not in ('_migrations', 'data_versions') order by tablename`,
  );
  return [
    'SET session_replication_role = replica',
    `TRUNCATE ${rows.map((row) => row.name).join(', ')} RESTART IDENTITY CASCADE`,
    'SET session_replication_role = origin',
  ].join(';\n');
}

/**
 * The worker's PGlite, emptied, as a Database whose close() returns it (and
 * ends its LISTENs) instead of closing it; a fresh PGlite when it is on loan
 * (a file with two servers at once).
 */
async function lentPglite(file: string): Promise<Database> {
  if (lender?.lent || (lender && lender.file !== file)) {
    return openDatabase({ dataDir: 'memory://', thread: 'caller', loadDataDir: pgliteDump(file) });
  }
  if (!lender) {
    const client = await PGlite.create({ extensions: pgliteExtensions, loadDataDir: pgliteDump(file) });
    lender = { client, file, lent: false };
  } else {
    lender.empty ??= await emptyingStatement(lender.client);
    await lender.client.exec(lender.empty);
  }
  const loan = lender;
  loan.lent = true;
  const client = loan.client;
  const unlisten: (() => Promise<void>)[] = [];
  return {
    ...pgliteDatabase(client),
    listen: async (channel, { onMessage }) => {
      unlisten.push(await client.listen(channel, onMessage));
    },
    close: async () => {
      for (const stop of unlisten.splice(0)) await stop();
      loan.lent = false;
    },
  };
}

/**
 * A server on a fresh database of its own: in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by AAFIYA_TEST_DATABASE_URL (CI
 * runs the suite both ways). The database starts as a copy of the one the
 * global setup migrated (global-setup.ts), so createServer's migrate finds
 * every migration applied; without that setup it starts empty and is migrated.
 */
export async function startTestServer(
  now?: () => Date,
  envelope: 'required' | 'optional' = 'optional',
): Promise<Server & { mails: string[]; databaseUrl: string | undefined }> {
  const mails: string[] = [];
  const config = {
    ...loadConfig({ NODE_ENV: 'test', ENVELOPE: envelope }),
    dataDir: 'memory://',
    publicUrl: 'http://aafiya.test',
  };
  let database: Database;
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  const template = inject('apiTestTemplate');
  const serverUrl = process.env.AAFIYA_TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `aafiya_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}${template?.kind === 'postgres' ? ` TEMPLATE ${template.name}` : ''}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    database =
      template?.kind === 'pglite'
        ? await lentPglite(template.file)
        : await openDatabase({ dataDir: 'memory://', thread: 'caller' });
  }
  const server = await createServer(config, { database, log: (line) => mails.push(line), ...(now ? { now } : {}) });
  return {
    ...server,
    mails,
    databaseUrl,
    close: async () => {
      await server.close();
      await dropDatabase?.();
    },
  };
}

/** The single-use token of the last mail sent to an address (from the outbox log). */
export function lastLinkToken(mails: string[], email: string, kind: 'verify-email' | 'reset-password'): string {
  const mail = [...mails].reverse().find((m) => m.includes(`to ${email}:`) && m.includes(`/${kind}/`));
  const token = mail && new RegExp(`/${kind}/([A-Za-z0-9_-]+)`).exec(mail)?.[1];
  if (!token) throw new Error(`no ${kind} mail for ${email}`);
  return token;
}
