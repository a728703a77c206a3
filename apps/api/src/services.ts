import type { EnvelopeServer } from '@aafiya/api-client/envelope';
import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/database';
import type { DataVersions } from './db/data-versions';
import type { FileStore } from './files/file-store';
import type { Mailer } from './mail/mailer';
import type { NotificationPublisher } from './notifications/publisher';
import type { PaperReferences } from './papers/paper-references';

/** What handlers use: the database, tokens, mail and files. */
export interface Services {
  config: Config;
  database: Database;
  /** The versions of the data behind kept answers and sessions, moved by the database's notifications. */
  versions: DataVersions;
  tokens: TokenService;
  mailer: Mailer;
  files: FileStore;
  envelope: EnvelopeServer;
  /** Signs and reads the references the server's papers carry as a QR code (#19). */
  papers: PaperReferences;
  /** Server-sent notifications to signed-in users. */
  notifications: NotificationPublisher;
  /** Clock, injectable for tests. */
  now: () => Date;
}
