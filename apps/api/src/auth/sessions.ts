// Sessions end (#17): a token is good only while its account exists and its
// session version is the one stamped into the token. Changing or resetting
// the password raises the version; deleting the account removes the row.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { Claims } from './tokens';

/** The claims of a session that is still live, or undefined (deleted account, or a version raised since). */
export async function liveSession(db: Db, claims: Claims | undefined): Promise<Claims | undefined> {
  if (!claims) return undefined;
  const [row] = await db
    .select({ sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, claims.sub))
    .limit(1);
  return row && row.sessionVersion === (claims.sessionVersion ?? 0) ? claims : undefined;
}

/** The column change that ends every session of an account: spread it into the update that sets a new password. */
export function endSessions() {
  return { sessionVersion: sql`${users.sessionVersion} + 1` };
}
