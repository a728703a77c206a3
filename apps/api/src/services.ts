import type { EnvelopeServer } from '@aafiya/api-client/envelope';
import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/database';
import type { FileStore } from './files/file-store';
import type { Mailer } from './mail/mailer';
import type { NotificationPublisher } from './notifications/publisher';

/** What handlers use: the database, tokens, mail and files. */
export interface Services {
  config: Config;
  database: Database;
  tokens: TokenService;
  mailer: Mailer;
  files: FileStore;
  envelope: EnvelopeServer;
  /** Server-sent notifications to signed-in users. */
  notifications: NotificationPublisher;
  /** Clock, injectable for tests. */
  now: () => Date;
}
