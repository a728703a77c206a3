import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { workerNumber } from './cluster/workers';
import type { Config } from './config';
import type { Database } from './db/database';
import { isLoopback } from './http/dev-outbox';
import { answerClientErrors } from './http/client-errors';
import { demoAccounts, DEMO_PASSWORD, wantsDemoData } from './seed/demo-accounts';
import { createServer } from './server';
import { findSites, mountSites } from './sites';

/** The repository root: the folder above apps/ (from the sources or from the build). */
function repoRoot(): string {
  let dir = path.dirname(new URL(import.meta.url).pathname);
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/**
 * The whole server (main.ts loads this once the embedded database is opening):
 * the API and the sites on one port, demo data on a first start.
 */
export async function startServer(config: Config, database: Promise<Database> | undefined): Promise<void> {
  const server = await createServer(config, database ? { database } : {});
  // The demo data's code (seed/seed.ts) is loaded only when there is data to make.
  const seeded =
    (await wantsDemoData(server.services)) && (await (await import('./seed/seed')).seedDemoData(server.services));

  const app = new Hono();
  app.route('/', server.app);
  const sites = findSites(repoRoot());
  mountSites(app, sites);

  const listen = { fetch: app.fetch, port: config.port, overrideGlobalObjects: false };
  const worker = workerNumber();
  const http = serve(config.host ? { ...listen, hostname: config.host } : listen, (info) => {
    // One of several API workers (cluster/workers.ts): the first prints the banner.
    if (worker !== undefined && worker > 1) {
      console.log(`[api] worker ${worker} (pid ${process.pid}) is listening`);
      return;
    }
    const url = `http://localhost:${info.port}`;
    console.log(`\nAafiya is running at ${url}`);
    console.log(
      `  API        ${url}/api   (database: ${server.services.database.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}`})`,
    );
    for (const site of sites) console.log(`  ${site.name.padEnd(10)} ${url}${site.prefix}/`);
    if (worker !== undefined)
      console.log(`  workers    ${config.apiWorkers} API processes share the port (API_WORKERS)`);
    if (!config.production) console.log(`  outbox     ${url}/dev/outbox   (mail is kept here unless SMTP_URL is set)`);
    if (!config.production) {
      console.log(`\nDemo accounts${seeded ? ' (just created)' : ''}, password ${DEMO_PASSWORD}:`);
      for (const account of demoAccounts) console.log(`  ${account.role.padEnd(12)} ${account.email}`);
    }
    // Say so when the demo accounts (a published password) or the outbox can be reached from other machines (#17).
    if (!config.production && !isLoopback(info.address)) {
      const outbox = config.smtpUrl ? '' : '; the outbox answers only requests from this machine';
      console.log(
        `\nWarning: listening on ${info.address}, reachable from other machines: ` +
          `anyone who can reach port ${info.port} can sign in with the demo accounts${outbox}. ` +
          'Set HOST=127.0.0.1 to serve this machine only.',
      );
    }
  });

  answerClientErrors(http);

  const stop = () => {
    http.close();
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
