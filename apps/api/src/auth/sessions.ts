// Sessions end (#17): a token is good only while its account exists and its
// session version is the one stamped into the token. Changing or resetting
// the password raises the version; deleting the account removes the row;
// signing out records the token's own id (revoked_tokens).
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Services } from '../services';
import { revokedTokens, users } from '../db/schema';
import type { Claims } from './tokens';

/**
 * The claims of a session that is still live, or undefined: a deleted account,
 * a version raised since, or a token signed out (revoked_tokens). One query.
 */
export async function liveSession(db: Db, claims: Claims | undefined): Promise<Claims | undefined> {
  if (!claims) return undefined;
  const revoked = claims.jti
    ? sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.jti})`
    : sql<boolean>`false`;
  const [row] = await db
    .select({ sessionVersion: users.sessionVersion, revoked })
    .from(users)
    .where(eq(users.id, claims.sub))
    .limit(1);
  return row && !row.revoked && row.sessionVersion === (claims.sessionVersion ?? 0) ? claims : undefined;
}

/** Sessions remembered at most; past that the memory starts afresh. */
const MAX_SESSIONS = 20_000;

/**
 * liveSession's answers remembered while the `sessions` data version stands
 * (users and revoked_tokens, migration 0015): a signed-in request costs no
 * query until an account or a sign-out changes. A token is remembered by its
 * id and claims, never by its text.
 */
export class SessionCache {
  private readonly known = new Map<string, boolean>();
  private version: string | undefined;

  async live(services: Pick<Services, 'database' | 'versions'>, claims: Claims | undefined) {
    if (!claims) return undefined;
    const version = services.versions.version('sessions');
    if (version === undefined || !claims.jti) return liveSession(services.database.db, claims);
    if (version !== this.version) {
      this.known.clear();
      this.version = version;
    }
    const key = `${claims.jti} ${claims.sub} ${claims.sessionVersion ?? 0}`;
    const known = this.known.get(key);
    if (known !== undefined) return known ? claims : undefined;
    const live = await liveSession(services.database.db, claims);
    // Not kept when the version moved meanwhile: the answer may be from before the change.
    if (services.versions.version('sessions') === version) {
      if (this.known.size >= MAX_SESSIONS) this.known.clear();
      this.known.set(key, live !== undefined);
    }
    return live;
  }
}

/**
 * Signs one token out: it is refused from then on, until it would have expired
 * anyway; the rows of tokens past their expiry go at the same time.
 */
export async function revokeToken(db: Db, claims: Claims, now: Date): Promise<void> {
  if (!claims.jti) return;
  const expiresAt = new Date((claims.expiresAt ?? now.getTime() / 1000 + 24 * 3600) * 1000);
  await db.insert(revokedTokens).values({ jti: claims.jti, expiresAt }).onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
}

/** The column change that ends every session of an account: spread it into the update that sets a new password. */
export function endSessions() {
  return { sessionVersion: sql`${users.sessionVersion} + 1` };
}
