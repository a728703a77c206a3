import { asc, eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { endSessions, revokeToken } from '../../auth/sessions';
import { familyMembers, hospitals, users } from '../../db/schema';
import { conflict, forbidden, HttpError, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { throttle } from '../../throttle/throttle';
import { toFamilyMember, toUser } from '../shared/mappers';
import { consumeLink, sendLink } from './email-links';
import { codeKeys, mailKeys } from './throttle-keys';

export const authHandlers = {
  /** Signs this session's token out (not in the specification: its Logout only clears storage; #17). */
  async logoutUser({ user }, services) {
    if (user) await revokeToken(services.database.db, user, services.now());
    return { json: { message: 'Signed out' } };
  },

  async loginUser({ body, clientAddress }, services) {
    const db = services.database.db;
    const email = body.email.toLowerCase();
    // Every attempt is charged before the password is checked; the right one clears the account's count.
    const attempt = await throttle(services, [
      { rule: 'signInAccount', value: email, onSuccess: 'clear' },
      { rule: 'signInAddress', value: clientAddress, onSuccess: 'refund' },
    ]);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    // Same answer for an unknown email and a wrong password.
    if (!user || !(await verifyPassword(user.passwordHash, body.password))) {
      throw new HttpError(401, 'Invalid Credentials');
    }
    await attempt.succeeded();
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
      sessionVersion: user.sessionVersion,
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

  async resendVerification({ params, clientAddress }, services) {
    await throttle(services, mailKeys(params.email.toLowerCase(), clientAddress));
    const [user] = await services.database.db.select().from(users).where(eq(users.email, params.email.toLowerCase()));
    if (!user) throw notFound('No account uses this email');
    if (user.emailVerified) throw conflict('This email is already confirmed');
    await sendLink(services, user, 'VERIFY_EMAIL');
    return { json: { message: 'Verification email sent' } };
  },

  async verifyEmail({ body, clientAddress }, services) {
    const attempt = await throttle(services, codeKeys(clientAddress));
    const userId = await consumeLink(
      services,
      body.code,
      'VERIFY_EMAIL',
      'This confirmation code is invalid or has expired',
    );
    await attempt.succeeded();
    await services.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    return { json: { message: 'Email confirmed' } };
  },

  async forgetPassword({ body, clientAddress }, services) {
    await throttle(services, mailKeys(body.email.toLowerCase(), clientAddress));
    const [user] = await services.database.db.select().from(users).where(eq(users.email, body.email.toLowerCase()));
    if (user) await sendLink(services, user, 'RESET_PASSWORD');
    // The same answer whether or not the address is known.
    return { json: { message: 'If this email is registered, a reset link is on its way' } };
  },

  async resetPassword({ body, clientAddress }, services) {
    const attempt = await throttle(services, codeKeys(clientAddress));
    const userId = await consumeLink(
      services,
      body.resetLink,
      'RESET_PASSWORD',
      'This reset link is invalid or has expired',
    );
    await attempt.succeeded();
    await services.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(body.newPass), ...endSessions() })
      .where(eq(users.id, userId));
    return { json: { message: 'Password updated' } };
  },

  async getUser({ params }, services) {
    const [user] = await services.database.db.select().from(users).where(eq(users.id, params.id));
    if (!user) throw notFound('User not found');
    return { json: { data: toUser(user) } };
  },
} satisfies HandlerGroup;
