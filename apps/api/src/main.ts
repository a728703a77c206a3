// The server's entry: as little as possible before the embedded database
// starts opening in its own thread (PGlite takes about 0.6 s to open), so that
// it opens while this thread loads the rest of the server (start.ts).
import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import { loadConfig } from './config';
import { PGliteThread, pgliteLocation } from './db/pglite-thread';

const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });

if (config.databaseUrl && config.apiWorkers > 1 && cluster.isPrimary) {
  // On a PostgreSQL server: API_WORKERS processes share the port (cluster/workers.ts).
  const { runPrimary } = await import('./cluster/workers');
  runPrimary(config);
} else {
  if (!config.databaseUrl && config.apiWorkers > 1) {
    console.log(
      '[api] one API process: the embedded database (PGlite) lives inside this process and no other can open it. ' +
        'Set DATABASE_URL (a PostgreSQL server) to run API_WORKERS processes.',
    );
  }
  const opening = config.databaseUrl ? undefined : PGliteThread.start({ dataDir: pgliteLocation(config.dataDir) });
  // Without its database the server could only answer 500s: it ends, for its supervisor to start it again.
  // (A failure to open is startServer's to report.)
  void opening?.then(
    (thread) => {
      thread.onLost((error) => {
        console.error(`[api] the database thread ended: ${error.message}`);
        process.exit(1);
      });
    },
    () => {},
  );
  const [{ startServer }, { pgliteDatabase }] = await Promise.all([import('./start'), import('./db/database')]);
  await startServer(
    config,
    opening?.then((thread) => pgliteDatabase(thread)),
  );
}
