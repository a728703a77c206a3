import { and, asc, eq, isNull } from 'drizzle-orm';
import { hashLinkToken, newLinkToken } from '../auth/tokens';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { emailTokens, familyMembers, hospitals, users } from '../db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/http-error';
import type { HandlerGroup } from '../http/types';
import { newId } from '../ids';
import type { Services } from '../services';
import { toFamilyMember, toUser } from './mappers';

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
async function consumeLink(
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

export const authHandlers = {
  async loginUser({ body }, services) {
    const db = services.database.db;
    const email = body.email.toLowerCase();
    const [user] = await db.select().from(users).where(eq(users.email, email));
    // Same answer for an unknown email and a wrong password.
    if (!user || !(await verifyPassword(user.passwordHash, body.password))) {
      throw new HttpError(401, 'Invalid Credentials');
    }
    let PCRDPI: boolean | undefined;
    if (user.role === 'HOSPITAL') {
      const [hospital] = await db.select().from(hospitals).where(eq(hospitals.id, user.referenceId));
      if (!hospital || hospital.status !== 'APPROVED') {
        throw forbidden('Your hospital is waiting for approval by an admin. You can sign in once it is approved.');
      }
      PCRDPI = hospital.pcrdpi;
    }
    if (!user.emailVerified) {
      throw forbidden('Please confirm your email address first. Check your inbox for the confirmation email.');
    }
    // A patient's family members (for booking on their behalf); other roles have none.
    const members =
      user.role === 'PATIENT'
        ? await db
            .select()
            .from(familyMembers)
            .where(eq(familyMembers.patientId, user.referenceId))
            .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id))
        : [];
    const token = await services.tokens.sign({
      sub: user.id,
      role: user.role,
      referenceId: user.referenceId,
      hospitalId: user.hospitalId,
    });
    return {
      json: {
        user: toUser(user, PCRDPI === undefined ? {} : { PCRDPI }),
        token,
        familyMembers: members.map(toFamilyMember),
        ...(PCRDPI === undefined ? {} : { hospital: { PCRDPI } }),
      },
    };
  },

  async resendVerification({ params }, services) {
    const [user] = await services.database.db.select().from(users).where(eq(users.email, params.email.toLowerCase()));
    if (!user) throw notFound('No account uses this email');
    if (user.emailVerified) throw conflict('This email is already confirmed');
    await sendLink(services, user, 'VERIFY_EMAIL');
    return { json: { message: 'Verification email sent' } };
  },

  async verifyEmail({ body }, services) {
    const userId = await consumeLink(
      services,
      body.code,
      'VERIFY_EMAIL',
      'This confirmation code is invalid or has expired',
    );
    await services.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    return { json: { message: 'Email confirmed' } };
  },

  async forgetPassword({ body }, services) {
    const [user] = await services.database.db.select().from(users).where(eq(users.email, body.email.toLowerCase()));
    if (user) await sendLink(services, user, 'RESET_PASSWORD');
    // The same answer whether or not the address is known.
    return { json: { message: 'If this email is registered, a reset link is on its way' } };
  },

  async resetPassword({ body }, services) {
    const userId = await consumeLink(
      services,
      body.resetLink,
      'RESET_PASSWORD',
      'This reset link is invalid or has expired',
    );
    await services.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(body.newPass) })
      .where(eq(users.id, userId));
    return { json: { message: 'Password updated' } };
  },

  async getUser({ params }, services) {
    const [user] = await services.database.db.select().from(users).where(eq(users.id, params.id));
    if (!user) throw notFound('User not found');
    return { json: { data: toUser(user) } };
  },
} satisfies HandlerGroup;
