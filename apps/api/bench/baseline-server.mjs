// The ceilings the API's figures are read against (`npm run bench:api`): the same
// Hono and node server as apps/api, with nothing behind `/trivial`, and PGlite's
// `select 1` behind `/select1` (or PostgreSQL's, with DATABASE_URL, through pg as
// apps/api uses it). Prints "listening on <port>" when ready.
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const url = process.env.DATABASE_URL;
const pool = url ? new pg.Pool({ connectionString: url, max: 10 }) : undefined;
const lite = url ? undefined : await PGlite.create();
const selectOne = async () =>
  pool ? (await pool.query('select 1 as one')).rows : (await lite.query('select 1 as one')).rows;

const app = new Hono();
app.get('/trivial', (c) => c.json({ ok: true }));
app.get('/select1', async (c) => c.json(await selectOne()));

const http = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), overrideGlobalObjects: false }, (info) => {
  console.log(`listening on ${info.port}`);
});
const stop = () => {
  http.close();
  void Promise.all([pool?.end(), lite?.close()]).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
