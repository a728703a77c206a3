// The sign-in accounts of hospital staff (doctors, nurses and technicians,
// laboratories, receptionists) and the rules every staff directory shares:
// which hospital a call works on, e-mail uniqueness, who may change the
// e-mail and password.
import { and, eq, ne, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { hashPassword } from '../../../auth/passwords';
import { endSessions } from '../../../auth/sessions';
import type { Claims } from '../../../auth/tokens';
import { newLinkToken } from '../../../auth/tokens';
import type { Db } from '../../../db/database';
import {
  emailTokens,
  hospitals,
  laboratories,
  pharmacies,
  providers,
  receptionists,
  users,
  vendors,
  type Role,
} from '../../../db/schema';
import { badRequest, conflict, forbidden } from '../../../http/http-error';
import { newId } from '../../../ids';
import type { Services } from '../../../services';

export type StaffRole = Extract<Role, 'DOCTOR' | 'NURSE' | 'LABORTORY' | 'RECEPTIONIST'>;
/**
 * The accounts whose holder edits them with the staff account form: hospital staff, a pharmacy (#21), a vendor
 * (#22); and a patient's own account form (#25), which shares its e-mail and password rules.
 */
export type AccountRole = StaffRole | 'PHARMACY' | 'VENDOR' | 'PATIENT';
type UserRow = typeof users.$inferSelect;

/**
 * A new account has no usable password: this is not an argon2 hash, so no
 * password ever verifies against it. The staff member sets one through the
 * mailed link.
 */
export const NO_PASSWORD = '!unset';

/**
 * How long the "set your password" link of a new account stays valid. Not
 * shown in the specification: a week, since a new colleague may not read mail
 * at once; after that, "Forgot password" on the sign-in page sends a new link.
 */
const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const DUPLICATE_EMAIL = 'This email is already registered';
export const PASSWORD_MISMATCH = 'Both password need to be the same';

/** The hospital a create call adds staff to: the calling hospital's own (never one named by the client). */
export function callerHospital(user: Claims | undefined): string {
  if (!user || user.role !== 'HOSPITAL' || !user.hospitalId) throw forbidden();
  return user.hospitalId;
}

/**
 * The hospital a list or search is narrowed to: the caller's own, or for an
 * admin the one asked for (undefined: every hospital). Staff asking for
 * another hospital's list are refused.
 */
export function listHospital(user: Claims | undefined, requested?: unknown): string | undefined {
  if (!user) throw forbidden();
  const asked = typeof requested === 'string' && requested !== '' ? requested : undefined;
  if (user.role === 'ADMIN') return asked;
  if (!user.hospitalId || (asked !== undefined && asked !== user.hospitalId)) throw forbidden();
  return user.hospitalId;
}

/** Whether the caller is the staff member the record describes (their own account). */
export function isSelf(user: Claims | undefined, role: AccountRole, recordId: string): boolean {
  return user?.role === role && user.referenceId === recordId;
}

/**
 * Refuses an address that any account or staff record already uses (409),
 * except the caller's own record and account when they change it.
 */
export async function assertEmailFree(
  db: Db,
  email: string,
  own: { recordId?: string; userId?: string | null } = {},
): Promise<void> {
  const notOwn = (column: AnyColumn, id: string | null | undefined): SQL | undefined =>
    id ? ne(column, id) : undefined;
  const checks = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), notOwn(users.id, own.userId)))
      .limit(1),
    db
      .select({ id: providers.id })
      .from(providers)
      .where(and(eq(providers.email, email), notOwn(providers.id, own.recordId)))
      .limit(1),
    db
      .select({ id: laboratories.id })
      .from(laboratories)
      .where(and(eq(laboratories.email, email), notOwn(laboratories.id, own.recordId)))
      .limit(1),
    db
      .select({ id: receptionists.id })
      .from(receptionists)
      .where(and(eq(receptionists.email, email), notOwn(receptionists.id, own.recordId)))
      .limit(1),
    db
      .select({ id: pharmacies.id })
      .from(pharmacies)
      .where(and(eq(pharmacies.email, email), notOwn(pharmacies.id, own.recordId)))
      .limit(1),
    db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.email, email), notOwn(vendors.id, own.recordId)))
      .limit(1),
  ]);
  if (checks.some((rows) => rows.length > 0)) throw conflict(DUPLICATE_EMAIL);
}

/**
 * The account of a new staff member (or of a vendor the admin adds, with no
 * hospital): their role, the record as referenceId, their hospital, and no
 * usable password. The address counts as confirmed: the hospital (or admin)
 * entered it, and the password can only be set through the link mailed to it.
 */
export async function createStaffAccount(
  db: Db,
  account: {
    role: StaffRole | 'VENDOR';
    email: string;
    firstName: string;
    lastName: string;
    referenceId: string;
    hospitalId: string | null;
  },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ id: newId(), passwordHash: NO_PASSWORD, emailVerified: true, ...account })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

const roleNames: Partial<Record<Role, string>> = {
  DOCTOR: 'a doctor',
  NURSE: 'nursing staff',
  LABORTORY: 'a laboratory',
  RECEPTIONIST: 'a receptionist',
};

/**
 * Mails a new staff member a single-use link to set their password. It is a
 * RESET_PASSWORD token, so the patient site's /reset-password/{token} page and
 * PUT /users/reset-password complete it like any password reset.
 */
export async function sendSetPasswordMail(
  services: Services,
  account: Pick<UserRow, 'id' | 'email' | 'firstName' | 'role'>,
  hospitalId: string,
): Promise<void> {
  const db = services.database.db;
  const [hospital] = await db.select({ name: hospitals.name }).from(hospitals).where(eq(hospitals.id, hospitalId));
  const hospitalName = hospital?.name ?? 'Your hospital';
  await mailSetPasswordLink(services, account, { addedBy: hospitalName, as: roleNames[account.role] ?? 'staff' });
}

/**
 * The set-password mail of a new account: "{addedBy} has added you to Aafiya
 * as {as}" (a hospital's staff member; a vendor the admin adds, #22) with its
 * single-use link.
 */
export async function mailSetPasswordLink(
  services: Services,
  account: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  who: { addedBy: string; as: string },
): Promise<void> {
  const db = services.database.db;
  const { token, hash } = newLinkToken();
  await db.insert(emailTokens).values({
    id: newId(),
    userId: account.id,
    purpose: 'RESET_PASSWORD',
    tokenHash: hash,
    expiresAt: new Date(services.now().getTime() + SET_PASSWORD_TTL_MS),
  });
  const base = services.config.publicUrl;
  await services.mailer.send({
    to: account.email,
    subject: 'Welcome to Aafiya: set your password',
    body:
      `Hello ${account.firstName},\n\n${who.addedBy} has added you to Aafiya as ${who.as}.\n` +
      `Set your password to sign in: ${base}/reset-password/${token}\n\n` +
      `The link is valid for 7 days and works once. When it has expired, use "Forgot password" on ${base}/login.`,
  });
}

/** The account of a staff record: the one linked to it, or the one whose referenceId it is. */
export async function accountOf(
  db: Db,
  role: AccountRole,
  record: { id: string; userId: string | null },
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      or(
        record.userId ? eq(users.id, record.userId) : undefined,
        and(eq(users.role, role), eq(users.referenceId, record.id)),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The e-mail and password an update may change. Both belong to the account
 * holder: from the hospital's EDIT form (where the e-mail is read-only) a
 * changed e-mail is ignored, as the contract says, and a password is refused.
 * The holder's new e-mail must be free; the password must match its
 * confirmation.
 */
export async function credentialChanges(
  db: Db,
  request: { body: { email?: string; password?: string; confirmPassword?: string }; user: Claims | undefined },
  role: AccountRole,
  record: { id: string; userId: string | null; email: string },
): Promise<{ email?: string; passwordHash?: string }> {
  const { body, user } = request;
  const self = isSelf(user, role, record.id);
  const changes: { email?: string; passwordHash?: string } = {};
  if (typeof body.email === 'string' && body.email.toLowerCase() !== record.email && self) {
    const email = body.email.toLowerCase();
    await assertEmailFree(db, email, { recordId: record.id, userId: user?.sub });
    changes.email = email;
  }
  if (typeof body.password === 'string') {
    if (!self) throw forbidden('Only the account holder can change the password');
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
      throw badRequest(PASSWORD_MISMATCH);
    }
    changes.passwordHash = await hashPassword(body.password);
  }
  return changes;
}

/** Brings the account in line with its record (names, e-mail, a new password); the updated account. */
export async function syncAccount(
  db: Db,
  role: AccountRole,
  record: { id: string; userId: string | null },
  changes: Partial<Record<'firstName' | 'lastName' | 'email' | 'passwordHash', string | undefined>>,
): Promise<UserRow | undefined> {
  const account = await accountOf(db, role, record);
  if (!account) return undefined;
  const keys = ['firstName', 'lastName', 'email', 'passwordHash'] as const;
  if (keys.every((key) => changes[key] === undefined)) return account;
  // A new password ends the account's sessions (#17).
  const set = changes.passwordHash === undefined ? changes : { ...changes, ...endSessions() };
  const [row] = await db.update(users).set(set).where(eq(users.id, account.id)).returning();
  return row;
}

/** Removes the account of a deleted staff member or vendor (its link tokens go with it). */
export async function deleteAccount(db: Db, role: AccountRole, record: { id: string; userId: string | null }) {
  await db
    .delete(users)
    .where(
      or(
        record.userId ? eq(users.id, record.userId) : undefined,
        and(eq(users.role, role), eq(users.referenceId, record.id)),
      ),
    );
}
