#!/usr/bin/env node
// Prints the audit trail (#17, table audit_events, migrations/0011) of the
// database the server uses: DATABASE_URL when set, else the embedded one in
// DATA_DIR (default .data, from the folder it runs in, as the server).
//
//   node apps/api/scripts/audit-log.mjs [--user ID] [--record ID] [--operation ID] [--kind read|write]
//                                       [--since DATE] [--until DATE] [--limit N] [--json]
//
// --record finds the rows whose records name that id (a patient, a report, ...).
// DATE is anything PostgreSQL reads as a timestamptz (2026-11-25, '2026-11-25 14:00+04').
// The newest rows last; --limit (default 200) keeps the newest N.
// The embedded database opens in one process at a time: stop the server first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    user: { type: 'string' },
    record: { type: 'string' },
    operation: { type: 'string' },
    kind: { type: 'string' },
    since: { type: 'string' },
    until: { type: 'string' },
    limit: { type: 'string', default: '200' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log(
    'node apps/api/scripts/audit-log.mjs [--user ID] [--record ID] [--operation ID] [--kind read|write] [--since DATE] [--until DATE] [--limit N] [--json]',
  );
  process.exit(0);
}
const limit = Number(options.limit);
if (!Number.isInteger(limit) || limit < 1) fail('--limit takes a whole number above 0');

const where = [];
const params = [];
const add = (condition, value) => {
  params.push(value);
  where.push(condition.replace('?', `$${params.length}`));
};
if (options.user) add('user_id = ?', options.user);
if (options.record) add('exists (select 1 from jsonb_each_text(records) r where r.value = ?)', options.record);
if (options.operation) add('operation = ?', options.operation);
if (options.kind) add('kind = ?', options.kind);
if (options.since) add('at >= ?::timestamptz', options.since);
if (options.until) add('at < ?::timestamptz', options.until);
params.push(limit);
const sql = `select * from (
    select id, at, user_id, role, kind, operation, method, path, records, status, client_address
    from audit_events ${where.length ? `where ${where.join(' and ')}` : ''}
    order by id desc limit $${params.length}
  ) newest order by id`;

const rows = await query(sql, params);
if (options.json) {
  for (const row of rows) console.log(JSON.stringify(row));
} else {
  for (const row of rows) {
    const records = Object.entries(row.records)
      .map(([name, id]) => `${name}=${id}`)
      .join(' ');
    console.log(
      [
        new Date(row.at).toISOString(),
        `${row.role}${row.user_id ? ` ${row.user_id}` : ''}`,
        row.kind,
        `${row.method} ${row.path} (${row.operation})`,
        records || '-',
        row.status,
        row.client_address,
      ].join('  '),
    );
  }
  console.error(`${rows.length} row(s)`);
}

async function query(text, values) {
  try {
    if (process.env.DATABASE_URL) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    }
    const location = path.join(path.resolve(process.env.DATA_DIR ?? '.data'), 'db');
    if (!existsSync(path.join(location, 'PG_VERSION'))) fail(`No database in ${location} (DATA_DIR, or DATABASE_URL)`);
    // PGlite keeps this file while a process has the database open (the server removes it when it stops).
    if (existsSync(path.join(location, 'postmaster.pid'))) {
      fail(`The database in ${location} is open in another process: stop the server first (Ctrl-C).`);
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
    const client = await PGlite.create(location, { extensions: { btree_gist } });
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.close();
    }
  } catch (error) {
    if (/audit_events.*does not exist/.test(error.message)) fail('No audit_events table yet: start the server once.');
    fail(error.message);
  }
}

function fail(message) {
  console.error(`audit-log: ${message}`);
  process.exit(1);
}
