import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './test-server';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Tables whose changes no kept answer depends on (migration 0015 says why). */
const UNANNOUNCED = [
  '_migrations',
  'audit_events',
  'file_chunks',
  'notification_events',
  'outbox',
  'revoked_tokens',
  'throttle_counters',
];

// Issue #18: a kept signed-in answer is good only while every table it may read announces its
// changes. A new table must get its `<table>_data` trigger in its own migration.
describe('data notifications (migration 0015)', () => {
  it('announces a change of every table but the few no answer reads', async () => {
    const rows = await server.services.database.query<{ table: string; triggers: string[] | null }>(
      `select c.relname as table,
              array_agg(t.tgname::text) filter (where t.tgname is not null) as triggers
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
         left join pg_trigger t on t.tgrelid = c.oid and not t.tgisinternal
        where c.relkind in ('r', 'p')
        group by c.relname`,
    );
    const missing = rows
      .filter((row) => !UNANNOUNCED.includes(row.table))
      .filter((row) => !(row.triggers ?? []).includes(`${row.table}_data`))
      .map((row) => row.table);
    expect(rows.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('moves the version of what changed', async () => {
    const { versions, database } = server.services;
    const before = { data: versions.version('data'), sessions: versions.version('sessions') };
    await database.transaction(['update lookups set name_en = name_en where false']);
    expect(versions.version('data')).not.toBe(before.data);
    const data = versions.version('data');
    await database.query('update revoked_tokens set jti = jti where false');
    expect(versions.version('sessions')).not.toBe(before.sessions);
    // revoked_tokens is not behind any kept answer: on PGlite `data` stays; on PostgreSQL this
    // process's own write moves every version at once (before its notification arrives).
    if (database.kind === 'pglite') expect(versions.version('data')).toBe(data);
  });
});
