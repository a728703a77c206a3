// The embedded database in a thread of its own (#18): PGlite runs PostgreSQL
// compiled to WebAssembly, and every statement (planning, executing, encoding
// and decoding rows) used to run on the HTTP thread, one at a time, while
// requests waited. Here it runs beside it, so the HTTP thread keeps routing,
// checking, mapping rows and writing JSON on the second core.
//
// Plain JavaScript so that Node runs it as it is, from the sources (tests) and
// from the build (dist/pglite-worker.js). The other side is pglite-thread.ts;
// the messages:
//   in:  { id, op: 'query', sql, params, rowMode, rawTypes, tx? }
//        { id, op: 'exec', sql, tx? }
//        { id, op: 'begin' }            answered with the transaction's number
//        { id, op: 'end', tx, commit }  commits or rolls back
//        { id, op: 'listen', channel }
//        { id, op: 'close' }
//   out: { id, result } | { id, error: { message, ...fields } } | { notify, payload }
// Notifications are posted as PGlite hears them, before the answer of the
// statement that committed them: the other side sees them in that order.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/** @type {{ dataDir?: string, loadDataDir?: ArrayBuffer }} */
const options = workerData;
const pg = await PGlite.create(options.dataDir, {
  extensions: { btree_gist, pg_trgm },
  ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
});

/** Open transactions by number: their PGlite transaction and how to end them. */
const transactions = new Map();
let nextTransaction = 1;

/** Parsers that leave the text as it is, for the types the caller asked so (drizzle's dates and intervals). */
const rawParsers = (types) => Object.fromEntries((types ?? []).map((type) => [type, (value) => value]));

/** The client a statement runs on: its transaction's, or the database's. */
function clientOf(tx) {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.client;
}

/** An error as data: its message and the fields PostgreSQL gave (code, constraint, detail, ...). */
function errorData(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

/** Opens a transaction and keeps it open until `end`: its statements name it by number. */
function begin() {
  const tx = nextTransaction++;
  const entry = { client: undefined, commit: undefined, rollback: undefined, done: undefined };
  return new Promise((opened, failed) => {
    entry.done = pg.transaction((client) => {
      const ended = new Promise((commit, rollback) => {
        entry.commit = commit;
        entry.rollback = rollback;
      });
      entry.client = client;
      transactions.set(tx, entry);
      opened(tx);
      return ended;
    });
    // A failure before it opened (BEGIN refused) is the begin's; after, `end` answers it.
    entry.done.catch(failed);
  });
}

/** Commits (or rolls back) a transaction `begin` opened, once PGlite has. */
async function end(tx, commit) {
  const entry = transactions.get(tx);
  if (!entry) throw new Error(`transaction ${tx} is not open`);
  transactions.delete(tx);
  if (commit) {
    entry.commit();
    await entry.done;
  } else {
    entry.rollback(new Error('rolled back'));
    await entry.done.catch(() => {});
  }
  return null;
}

const operations = {
  query: ({ sql, params, rowMode, rawTypes, tx }) =>
    clientOf(tx).query(sql, params ?? [], {
      ...(rowMode ? { rowMode } : {}),
      ...(rawTypes ? { parsers: rawParsers(rawTypes) } : {}),
    }),
  exec: ({ sql, tx }) => clientOf(tx).exec(sql),
  begin: () => begin(),
  end: ({ tx, commit }) => end(tx, commit),
  listen: async ({ channel }) => {
    await pg.listen(channel, (payload) => port.postMessage({ notify: channel, payload }));
    return null;
  },
  close: async () => {
    await pg.close();
    return null;
  },
};

port.on('message', async (message) => {
  try {
    const result = await operations[message.op](message);
    port.postMessage({ id: message.id, result });
    if (message.op === 'close') port.close();
  } catch (error) {
    port.postMessage({ id: message.id, error: errorData(error) });
  }
});
port.postMessage({ ready: true });
