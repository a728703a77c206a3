// The single-use links mailed to a user (e-mail verification, password reset):
// registration and the auth handlers send them, the auth handlers consume them.
import { and, eq, isNull } from 'drizzle-orm';
import { hashLinkToken, newLinkToken } from '../../auth/tokens';
import { emailTokens } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { newId } from '../../ids';
import type { Services } from '../../services';

const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;

/** Creates a single-use link token and mails its link. */
export async function sendLink(
  services: Services,
  user: { id: string; email: string; firstName: string },
  purpose: 'VERIFY_EMAIL' | 'RESET_PASSWORD',
): Promise<void> {
  const { token, hash } = newLinkToken();
  const ttl = purpose === 'VERIFY_EMAIL' ? VERIFY_TTL_MS : RESET_TTL_MS;
  await services.database.db.insert(emailTokens).values({
    id: newId(),
    userId: user.id,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(services.now().getTime() + ttl),
  });
  const base = services.config.publicUrl;
  const mail =
    purpose === 'VERIFY_EMAIL'
      ? {
          subject: 'Confirm your email for Aafiya',
          body: `Hello ${user.firstName},\n\nConfirm your email address: ${base}/verify-email/${token}\nOr enter this code: ${token}\n\nThe link is valid for 24 hours.`,
        }
      : {
          subject: 'Reset your Aafiya password',
          body: `Hello ${user.firstName},\n\nSet a new password: ${base}/reset-password/${token}\n\nThe link is valid for 1 hour and works once. If you did not ask for it, ignore this email.`,
        };
  await services.mailer.send({ to: user.email, ...mail });
}

/** Marks a link token used and returns its user id; refuses unknown, used or expired tokens. */
export async function consumeLink(
  services: Services,
  token: string,
  purpose: 'VERIFY_EMAIL' | 'RESET_PASSWORD',
  message: string,
) {
  const db = services.database.db;
  // One conditional update: a token can be used once even under concurrent requests.
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: services.now() })
    .where(
      and(
        eq(emailTokens.tokenHash, hashLinkToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    )
    .returning();
  if (!row || row.expiresAt.getTime() < services.now().getTime()) throw badRequest(message);
  return row.userId;
}
