// The admin's vendors (002 §2 /admin/vendors, §7, §8): a card grid with add,
// update and delete. A new vendor gets a VENDOR account and a mailed link to
// set its password, as a hospital's new staff member does.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailTokens, packages, vendors } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { newId } from '../../ids';
import {
  accountOf,
  assertEmailFree,
  createStaffAccount,
  credentialChanges,
  deleteAccount,
  isSelf,
  mailSetPasswordLink,
  NO_PASSWORD,
  syncAccount,
} from '../hospital/staff/accounts';
import { hasChanges } from '../hospital/staff/fields';
import { discardPicture } from '../shared/profile-pictures';
import { refundPendingClaims } from '../points/rewards';
import type { Services } from '../../services';
import { toVendor, vendorColumns } from './vendor-view';

type VendorRow = typeof vendors.$inferSelect;

/** A vendor's record, or 404 (also the vendor area's, ../vendor/). */
export async function loadVendor(db: Db, id: string): Promise<VendorRow> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, id));
  if (!row) throw notFound('Vendor not found');
  return row;
}

/** The set-password mail of a vendor's account (002 §2: the admin adds vendors). */
function mailVendorLink(services: Services, account: { id: string; email: string; firstName: string }) {
  return mailSetPasswordLink(services, account, { addedBy: 'The Aafiya team', as: 'a vendor' });
}

export const vendorHandlers = {
  /** Every vendor, by name. */
  async listVendors(_request, services) {
    const rows = await services.database.db
      .select()
      .from(vendors)
      .orderBy(asc(vendors.firstName), asc(vendors.lastName), asc(vendors.id));
    return { json: { data: rows.map(toVendor) } };
  },

  async createVendor({ body }, services) {
    const db = services.database.db;
    const email = body.email.toLowerCase();
    await assertEmailFree(db, email);
    const columns = vendorColumns(body);
    const firstName = columns.firstName ?? '';
    const lastName = columns.lastName ?? '';
    const { row, account } = await db.transaction(async (tx) => {
      const id = newId();
      const account = await createStaffAccount(tx, {
        role: 'VENDOR',
        email,
        firstName,
        lastName,
        referenceId: id,
        hospitalId: null,
      });
      const [row] = await tx
        .insert(vendors)
        .values({
          id,
          userId: account.id,
          email,
          firstName,
          lastName,
          branchName: columns.branchName ?? '',
          address: columns.address ?? '',
          phoneNo: columns.phoneNo ?? '',
          about: columns.about ?? null,
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      return { row, account };
    });
    await mailVendorLink(services, account);
    return { status: 201 as const, json: { message: 'Vendor created successfully', data: toVendor(row) } };
  },

  async getVendor({ params }, services) {
    return { json: { data: toVendor(await loadVendor(services.database.db, params.id)) } };
  },

  /**
   * The admin's vendor form, the vendor's own profile form (#23) or `{ location }`.
   * Spec choice: the admin may correct a vendor's e-mail (the admin entered it);
   * while the vendor has not chosen a password, the new address gets a new
   * set-password link. The password, and otherwise the e-mail, are the vendor's own.
   */
  async updateVendor({ params, body, user }, services) {
    const db = services.database.db;
    const record = await loadVendor(db, params.id);
    const self = isSelf(user, 'VENDOR', record.id);
    // 002 §5: the vendor profile form's confirmation is required with a password ('Required'); the
    // form requires the password too, but a `{ location }` update carries none, so the server does not.
    if (self && body.password !== undefined && body.confirmPassword === undefined) throw badRequest('Required');
    const columns = vendorColumns(body);
    const credentials = await credentialChanges(db, { body, user }, 'VENDOR', record);
    const account = await accountOf(db, 'VENDOR', record);
    const adminEmail =
      user?.role === 'ADMIN' && body.email !== undefined && body.email.toLowerCase() !== record.email
        ? body.email.toLowerCase()
        : undefined;
    if (adminEmail) await assertEmailFree(db, adminEmail, { recordId: record.id, userId: account?.id });
    const email = credentials.email ?? adminEmail;
    const changes = { ...columns, email };
    const { updated, synced } = await db.transaction(async (tx) => {
      const [updated] = hasChanges(changes)
        ? await tx.update(vendors).set(changes).where(eq(vendors.id, record.id)).returning()
        : [record];
      // The links mailed to the old address stop working: whoever reads that mailbox is not the vendor.
      if (adminEmail && account) await tx.delete(emailTokens).where(eq(emailTokens.userId, account.id));
      const synced = await syncAccount(tx, 'VENDOR', record, {
        firstName: columns.firstName,
        lastName: columns.lastName,
        email,
        passwordHash: credentials.passwordHash,
      });
      return { updated, synced };
    });
    if (!updated) throw notFound('Vendor not found');
    if (adminEmail && synced?.passwordHash === NO_PASSWORD) await mailVendorLink(services, synced);
    // 002 §8: the admin's toast, or the vendor's own (its profile and its location).
    const message = self ? 'Vendor profile updated' : 'Vendor update successfully';
    return { json: { message, data: toVendor(updated) } };
  },

  /**
   * Spec choice (002 shows only the toast): the vendor goes with its sign-in
   * account (its sessions end) and its offers, whose claims go with them (as
   * when a vendor deletes an offer: the points of claims not used yet go back,
   * #23), and its pictures and its offers' images.
   */
  async deleteVendor({ params }, services) {
    const db = services.database.db;
    const record = await loadVendor(db, params.id);
    const offers = await db.select({ images: packages.images }).from(packages).where(eq(packages.vendorId, record.id));
    await db.transaction(async (tx) => {
      await refundPendingClaims(tx, eq(packages.vendorId, record.id));
      await tx.delete(vendors).where(eq(vendors.id, record.id));
      await deleteAccount(tx, 'VENDOR', record);
    });
    for (const url of [record.image, ...record.images, ...offers.flatMap((o) => o.images)]) {
      await discardPicture(services, url);
    }
    return { json: { message: 'Vendor deleted successfully', data: { _id: record.id } } };
  },
} satisfies HandlerGroup;
