import { Hono } from 'hono';
import { createApi } from './app';
import { workerNumber } from './cluster/workers';
import { loadTokenSecret, TokenService } from './auth/tokens';
import { PaperReferences } from './papers/paper-references';
import type { Config } from './config';
import { loadContract, type Contract } from './contract/contract';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { watchDataVersions } from './db/data-versions';
import { loadEnvelopeServer } from './envelope-keys';
import { FileStore } from './files/file-store';
import { PostgresBlobs } from './files/postgres-blobs';
import { S3Blobs } from './files/s3-blobs';
import { devOutbox } from './http/dev-outbox';
import { devReminders } from './http/dev-reminders';
import { publicFiles } from './http/public-files';
import { compressAnswers } from './http/compress';
import { apiSecurityHeaders } from './http/security-headers';
import { Mailer } from './mail/mailer';
import { DatabasePublisher } from './notifications/database-publisher';
import { InProcessPublisher } from './notifications/publisher';
import { startReminderJob } from './reminders/appointment-reminders';
import { handlers } from './domains';
import type { Services } from './services';

export interface Server {
  app: Hono;
  services: Services;
  contract: Contract;
  close(): Promise<void>;
}

/** Opens the database, migrates it and builds the app. dataDir 'memory://' keeps everything in memory (tests). */
export async function createServer(
  config: Config,
  options: { log?: (line: string) => void; now?: () => Date; database?: Database | Promise<Database> } = {},
): Promise<Server> {
  const log =
    options.log ??
    ((line: string) => {
      console.log(line);
    });
  // The database opens (PGlite: in its own thread) while this thread reads the contract.
  const opening = options.database ?? openDatabase(config);
  const contract = loadContract();
  const database = await opening;
  await migrate(database);
  const tokenSecret = loadTokenSecret(config.dataDir);
  const services: Services = {
    config,
    database,
    versions: await watchDataVersions(database),
    tokens: new TokenService(tokenSecret, config.tokenTtlSeconds),
    papers: new PaperReferences(tokenSecret),
    mailer: new Mailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
    files: new FileStore(await blobsFor(config, database)),
    envelope: loadEnvelopeServer(config.dataDir),
    // PostgreSQL: NOTIFY reaches every API process's streams (workers, replicas); PGlite: one process.
    notifications: database.kind === 'postgres' ? await DatabasePublisher.start(database) : new InProcessPublisher(),
    now: options.now ?? (() => new Date()),
  };
  const app = new Hono();
  // Which API worker answered (cluster/workers.ts), outside production: tests and operators see the spread.
  const worker = workerNumber();
  if (worker !== undefined && !config.production) {
    app.use('/api/*', async (c, next) => {
      await next();
      c.header('x-api-worker', String(worker));
    });
  }
  app.use('/api/*', apiSecurityHeaders());
  app.use('/api/*', compressAnswers());
  app.route('/api/files', publicFiles(services));
  app.route('/api', createApi({ contract, services, handlers, log }));
  // Always mounted: closed (JSON 404/403) in production, with SMTP_URL, and to clients on other machines.
  app.route('/dev/outbox', devOutbox(services));
  // Development only (absent in production): one reminder sweep at a given time, for end-to-end tests.
  if (!config.production) app.route('/dev/reminders', devReminders(services));
  // The appointment reminders (REMINDER_INTERVAL_MS; off under NODE_ENV=test).
  const stopReminders =
    config.reminderIntervalMs > 0 ? startReminderJob(services, config.reminderIntervalMs, log) : () => {};
  return {
    app,
    services,
    contract,
    close: () => {
      stopReminders();
      return database.close();
    },
  };
}

/** Where uploads' bytes live (FILE_STORE, files/blob-store.ts): the data folder's disk by default. */
async function blobsFor(config: Config, database: Database) {
  if (config.fileStore === 'postgres') return new PostgresBlobs(database);
  if (config.fileStore === 's3') {
    if (!config.s3.bucket)
      throw new Error('FILE_STORE=s3 needs S3_BUCKET (and S3_ENDPOINT for a service other than AWS)');
    return S3Blobs.create(config.s3);
  }
  return config.dataDir;
}
