import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { S3Settings } from './files/s3-blobs';
import { loadThrottleRules, type ThrottleRules } from './throttle/rules';

/** Server settings, all from the environment. */
export interface Config {
  port: number;
  /** The address to listen on (HOST, e.g. 127.0.0.1 for this machine only); unset: every interface. */
  host: string | undefined;
  /** Data folder: the embedded database, uploads, the envelope key pair, the token secret. */
  dataDir: string;
  /** A PostgreSQL server; without it the server runs embedded PostgreSQL (PGlite) in dataDir. */
  databaseUrl: string | undefined;
  /** SMTP URL (smtp://user:pass@host:587); without it mail goes to the outbox table and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Public origin used in links inside e-mails. */
  publicUrl: string;
  production: boolean;
  /** Bearer token lifetime in seconds. */
  tokenTtlSeconds: number;
  /**
   * JSON request bodies must come in the envelope (ARCHITECTURE §3): 'required'
   * (default; what the apps send) or 'optional' (plain JSON accepted too, for
   * tools and tests). ENVELOPE=optional to change.
   */
  envelope: 'required' | 'optional';
  /** Reverse proxies in front of the server whose X-Forwarded-For is trusted (TRUST_PROXY, default 0). */
  trustedProxies: number;
  /** Limits of sign-in, registration, password reset and code checks (THROTTLE_*; throttle/rules.ts). */
  throttle: ThrottleRules;
  /** Where the get-a-quote page's requests are mailed (QUOTE_MAILBOX, default info@aafiya.ae). */
  quoteMailbox: string;
  /**
   * How often the appointment reminder sweep runs, in ms (REMINDER_INTERVAL_MS, default 60000; 0 turns it off).
   * Off by default when NODE_ENV=test.
   */
  reminderIntervalMs: number;
  /**
   * API processes sharing the port (API_WORKERS, default: the number of cores), with DATABASE_URL only:
   * the embedded database belongs to one process (cluster/workers.ts).
   */
  apiWorkers: number;
  /**
   * Where uploaded files' bytes live (FILE_STORE): 'disk' (default: `<DATA_DIR>/uploads`, shared by the
   * workers of one machine) or 'postgres' (the database: shared by every machine on it). files/blob-store.ts.
   */
  fileStore: 'disk' | 'postgres' | 's3';
  /** The bucket of FILE_STORE=s3 (S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX). */
  s3: S3Settings;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Aafiya <no-reply@aafiya.ae>',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    production: env.NODE_ENV === 'production',
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 60 * 60 * 12),
    envelope: env.ENVELOPE === 'optional' ? 'optional' : 'required',
    trustedProxies: Math.max(0, Math.floor(Number(env.TRUST_PROXY ?? 0)) || 0),
    throttle: loadThrottleRules(env),
    quoteMailbox: env.QUOTE_MAILBOX || 'info@aafiya.ae',
    reminderIntervalMs: reminderInterval(env),
    apiWorkers: workerCount(env),
    fileStore: fileStoreOf(env.FILE_STORE),
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || 'us-east-1',
      bucket: env.S3_BUCKET ?? '',
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      // A custom endpoint (MinIO and most S3-compatible services) wants path-style addresses unless told otherwise.
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
      prefix: env.S3_PREFIX ?? '',
    },
  };
}

/** REMINDER_INTERVAL_MS when it is a number (0 or less: off); otherwise 60 s, or off under NODE_ENV=test. */
function reminderInterval(env: NodeJS.ProcessEnv): number {
  const value = Number(env.REMINDER_INTERVAL_MS);
  if (env.REMINDER_INTERVAL_MS !== undefined && env.REMINDER_INTERVAL_MS !== '' && Number.isFinite(value)) {
    return Math.max(0, Math.floor(value));
  }
  return env.NODE_ENV === 'test' ? 0 : 60_000;
}

/** API_WORKERS when it is a whole number of at least 1; otherwise the number of cores. */
function workerCount(env: NodeJS.ProcessEnv): number {
  const value = Number(env.API_WORKERS);
  return Number.isInteger(value) && value >= 1 ? value : availableParallelism();
}

/** FILE_STORE: disk (the default), postgres or s3; anything else stops the start with a clear message. */
function fileStoreOf(value: string | undefined): Config['fileStore'] {
  if (value === undefined || value === '' || value === 'disk') return 'disk';
  if (value === 'postgres' || value === 's3') return value;
  throw new Error(`FILE_STORE must be disk, postgres or s3 (not "${value}")`);
}
