import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { createServer, type Server } from '../src/server';

/** The migrated PGlite's dump, read once per worker (the api project's files share their worker's modules). */
let dump: { file: string; blob: Blob } | undefined;
function pgliteDump(file: string): Blob {
  if (dump?.file !== file) dump = { file, blob: new Blob([readFileSync(file)]) };
  return dump.blob;
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
    database = await openDatabase({
      dataDir: 'memory://',
      thread: 'caller',
      loadDataDir: template?.kind === 'pglite' ? pgliteDump(template.file) : undefined,
    });
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
