import { types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDatabase, type Database } from '../src/db/database';
import { PGliteThread } from '../src/db/pglite-thread';
import { fromDatabaseError } from '../src/http/errors';

// Issue #18: `npm start` runs PGlite in a worker thread (src/db/pglite-worker.mjs). The API
// suite runs it on its own thread for speed, so the worker's promises are tested here.
let thread: PGliteThread;
let database: Database;

beforeAll(async () => {
  if (process.env.AAFIYA_TEST_DATABASE_URL) return;
  thread = await PGliteThread.start({});
  database = pgliteDatabase(thread);
  await database.transaction([
    'CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL, at timestamptz NOT NULL DEFAULT now())',
    `CREATE FUNCTION announce() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('aafiya_data', 'notes'); RETURN NULL; END $$`,
    'CREATE TRIGGER notes_announce AFTER INSERT OR UPDATE OR DELETE ON notes FOR EACH STATEMENT EXECUTE FUNCTION announce()',
  ]);
}, 60_000);
afterAll(async () => {
  if (!process.env.AAFIYA_TEST_DATABASE_URL) await thread.close();
});

const count = async () => (await database.query<{ n: number }>('select count(*)::int as n from notes'))[0]?.n;

// The worker is PGlite's alone: the PostgreSQL run of the suite (AAFIYA_TEST_DATABASE_URL) skips it.
describe.skipIf(process.env.AAFIYA_TEST_DATABASE_URL)('PGlite in a worker thread', () => {
  it('answers queries with parameters, rows as objects or arrays, and dates as the caller asks', async () => {
    await database.query('insert into notes (id, body) values ($1, $2)', [1, 'first']);
    const [row] = await database.query<{ id: number; body: string; at: unknown }>(
      'select * from notes where id = $1',
      [1],
    );
    expect(row).toMatchObject({ id: 1, body: 'first' });
    expect(row?.at).toBeInstanceOf(Date);
    // drizzle keeps timestamps as text (its parsers return the text): the same crosses the thread.
    const asText = await thread.query<unknown[]>('select id, at from notes', [], {
      rowMode: 'array',
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
    });
    expect(asText.rows[0]?.[0]).toBe(1);
    expect(typeof asText.rows[0]?.[1]).toBe('string');
  });

  it("gives PostgreSQL's error fields to the caller, so a violation is still a 409", async () => {
    const error = await database
      .query('insert into notes (id, body) values (1, $1)', ['again'])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect(fromDatabaseError(error)?.status).toBe(409);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (2, $1)', ['kept']);
    });
    const failed = await thread
      .transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values (3, $1)', ['dropped']);
        throw new Error('changed my mind');
      })
      .catch((e: unknown) => e);
    expect((failed as Error).message).toBe('changed my mind');
    expect((await database.query<{ id: number }>('select id from notes order by id')).map((r) => r.id)).toEqual([1, 2]);
  });

  it('runs a statement sent during a transaction after the transaction ends, never inside it', async () => {
    let outside: Promise<number | undefined> | undefined;
    const undone = await thread
      .transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values (4, $1)', ['undone']);
        // PGlite has one session: run inside the transaction, this would count the row about to be undone.
        outside = count();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('undo');
      })
      .catch((e: unknown) => e);
    expect((undone as Error).message).toBe('undo');
    expect(await outside).toBe(2);
  });

  it('delivers a notification before the answer of the statement that committed it', async () => {
    const heard: string[] = [];
    await database.listen('aafiya_data', { onMessage: (payload) => heard.push(payload) });
    await database.query('update notes set body = body where id = 1');
    expect(heard).toEqual(['notes']);
    await thread.transaction(async (tx) => {
      await tx.query('update notes set body = body where id = 2');
      // Not before the commit.
      expect(heard).toEqual(['notes']);
    });
    expect(heard).toEqual(['notes', 'notes']);
  });
});
