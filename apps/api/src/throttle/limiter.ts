// A small limiter on a table of its own (migrations/0009_throttle.sql) rather
// than a library: rate-limiter-flexible's RateLimiterPostgres wants a `pg`
// Pool, Sequelize or Knex client and creates its table itself, while this
// server reaches its database through Database.query — a pg Pool on a
// PostgreSQL server but PGlite when embedded and in the tests, which no
// maintained limiter's store supports. One atomic upsert per attempt keeps
// the count right under concurrent requests and across API processes.
import type { Database } from '../db/database';
import type { ThrottleRule } from './rules';

/** The outcome of one attempt: counted, or refused until the key's block ends. */
export type Consumed = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** SQL: the block (seconds) after the n-th counted attempt — none before `free`, then base × 2^k, capped. */
function delaySql(n: string): string {
  return `(CASE WHEN ${n} >= $3::int THEN least($6::float8, $5::float8 * power(2, least(${n} - $3::int, 30))) ELSE 0 END)`;
}

function untilSql(n: string): string {
  return `(CASE WHEN ${n} >= $3::int THEN $2::timestamptz + ${delaySql(n)} * interval '1 second' END)`;
}

function expirySql(n: string): string {
  return `($2::timestamptz + ($4::float8 + ${delaySql(n)}) * interval '1 second')`;
}

const NEXT = 'CASE WHEN t.expires_at <= $2::timestamptz THEN 1 ELSE t.points + 1 END';

// The row is only updated when the key is not blocked: a refused attempt neither counts nor lengthens the block.
const CONSUME = `
INSERT INTO throttle_counters AS t (key, points, blocked_until, expires_at)
VALUES ($1, 1, ${untilSql('1')}, ${expirySql('1')})
ON CONFLICT (key) DO UPDATE SET
  points = ${NEXT},
  blocked_until = ${untilSql(`(${NEXT})`)},
  expires_at = ${expirySql(`(${NEXT})`)}
WHERE t.blocked_until IS NULL OR t.blocked_until <= $2::timestamptz
RETURNING points`;

/** Attempts counted by this process since it last swept out expired rows. */
let sinceSweep = 0;
const SWEEP_EVERY = 500;

/** Counts one attempt of `key` at `now`, unless the key is blocked. */
export async function consume(database: Database, key: string, rule: ThrottleRule, now: Date): Promise<Consumed> {
  // An expired row is reused by its key's next attempt; the rest of them (one-off addresses) are swept now and then.
  sinceSweep += 1;
  if (sinceSweep >= SWEEP_EVERY) {
    sinceSweep = 0;
    await database.query('DELETE FROM throttle_counters WHERE expires_at <= $1::timestamptz', [now.toISOString()]);
  }
  const params = [key, now.toISOString(), rule.free, rule.windowSeconds, rule.baseDelaySeconds, rule.maxDelaySeconds];
  const counted = await database.query<{ points: number }>(CONSUME, params);
  if (counted.length > 0) return { allowed: true };
  const [row] = await database.query<{ blocked_until: Date | string | null }>(
    'SELECT blocked_until FROM throttle_counters WHERE key = $1',
    [key],
  );
  const until = row?.blocked_until ? new Date(row.blocked_until).getTime() : now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
}

/** Takes back one counted attempt of `key` (e.g. a sign-in that succeeded), lifting a block it caused. */
export async function refund(database: Database, key: string, rule: ThrottleRule): Promise<void> {
  await database.query(
    `UPDATE throttle_counters SET points = greatest(points - 1, 0),
       blocked_until = CASE WHEN points - 1 >= $2::int THEN blocked_until END
     WHERE key = $1`,
    [key, rule.free],
  );
}

/** Forgets `key`'s attempts (e.g. an account's failed sign-ins after the right password). */
export async function clear(database: Database, key: string): Promise<void> {
  await database.query('DELETE FROM throttle_counters WHERE key = $1', [key]);
}
