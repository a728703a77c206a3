import { Hono } from 'hono';
import { createApi } from './app';
import { loadTokenSecret, TokenService } from './auth/tokens';
import { PaperReferences } from './papers/paper-references';
import type { Config } from './config';
import { loadContract, type Contract } from './contract/contract';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { watchDataVersions } from './db/data-versions';
import { loadEnvelopeServer } from './envelope-keys';
import { FileStore } from './files/file-store';
import { devOutbox } from './http/dev-outbox';
import { devReminders } from './http/dev-reminders';
import { publicFiles } from './http/public-files';
import { compressAnswers } from './http/compress';
import { apiSecurityHeaders } from './http/security-headers';
import { Mailer } from './mail/mailer';
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
    files: new FileStore(config.dataDir),
    envelope: loadEnvelopeServer(config.dataDir),
    notifications: new InProcessPublisher(),
    now: options.now ?? (() => new Date()),
  };
  const app = new Hono();
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
