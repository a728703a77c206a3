// The pharmacy's own details and account (#21): the branch record
// (schema-people.ts `pharmacies`; mobile is its phone_no) with the names of its
// account's holder, the pharmacist. The account form follows the staff
// account's rules (hospital/staff/accounts.ts): a free e-mail, the password's
// confirmation, a new password ends the sessions signed before; the picture
// the staff pictures' (shared/profile-pictures.ts). The access policy lets a
// pharmacy reach only its own record (x-scope `self`).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pharmacies, type users } from '../../db/schema';
import { notFound } from '../../http/http-error';
import type { Schema } from '../../http/operation-types';
import type { HandlerGroup } from '../../http/types';
import { accountOf, credentialChanges, syncAccount } from '../hospital/staff/accounts';
import { hasChanges, textFields } from '../hospital/staff/fields';
import { discardPicture, replaceProfilePicture } from '../shared/profile-pictures';

type PharmacyRow = typeof pharmacies.$inferSelect;
type AccountRow = Pick<typeof users.$inferSelect, 'firstName' | 'lastName'>;

async function load(db: Db, id: string): Promise<PharmacyRow> {
  const [row] = await db.select().from(pharmacies).where(eq(pharmacies.id, id));
  if (!row) throw notFound('Pharmacy not found');
  return row;
}

/** The pharmacy in the contract's shape, named by its account's holder (blank names when it has no account). */
function toPharmacy(row: PharmacyRow, account: AccountRow | undefined): Schema<'Pharmacy'> {
  return {
    _id: row.id,
    name: row.name,
    branchName: row.branchName,
    firstName: account?.firstName ?? '',
    lastName: account?.lastName ?? '',
    email: row.email,
    mobile: row.phoneNo,
    address: row.address,
    state: row.state,
    ...(row.latitude !== null ? { latitude: row.latitude } : {}),
    ...(row.longitude !== null ? { longitude: row.longitude } : {}),
    ...(row.image ? { image: row.image } : {}),
  };
}

/** The pharmacy with its account, as answered. */
async function shaped(db: Db, row: PharmacyRow): Promise<Schema<'Pharmacy'>> {
  return toPharmacy(row, await accountOf(db, 'PHARMACY', row));
}

async function setImage(db: Db, id: string, image: string | null): Promise<PharmacyRow> {
  const [row] = await db.update(pharmacies).set({ image }).where(eq(pharmacies.id, id)).returning();
  if (!row) throw notFound('Pharmacy not found');
  return row;
}

const ACCOUNT_TEXTS = ['firstName', 'lastName', 'mobile'] as const;

export const pharmacyAccountHandlers = {
  /** The caller's pharmacy: its branch and the pharmacist's names. */
  async getPharmacy({ params }, services) {
    const db = services.database.db;
    return { json: { data: await shaped(db, await load(db, params.id)) } };
  },

  /**
   * The account form: names go to the account, the mobile to the branch, the
   * e-mail to both. "Both password need to be the same" when the confirmation
   * differs; 409 "This email is already registered" for another account's
   * address (credentialChanges, as the laboratory's and nurse's own forms).
   */
  async updatePharmacy({ params, body, user }, services) {
    const db = services.database.db;
    const record = await load(db, params.id);
    const texts = textFields(body, ACCOUNT_TEXTS);
    const credentials = await credentialChanges(db, { body, user }, 'PHARMACY', record);
    const changes = {
      ...(texts.mobile !== undefined ? { phoneNo: texts.mobile } : {}),
      ...(credentials.email ? { email: credentials.email } : {}),
    };
    const updated = await db.transaction(async (tx) => {
      const [updated] = hasChanges(changes)
        ? await tx.update(pharmacies).set(changes).where(eq(pharmacies.id, record.id)).returning()
        : [record];
      const account = await syncAccount(tx, 'PHARMACY', record, {
        firstName: texts.firstName,
        lastName: texts.lastName,
        ...credentials,
      });
      return updated && toPharmacy(updated, account);
    });
    if (!updated) throw notFound('Pharmacy not found');
    return { json: { message: 'Successfully updated', data: updated } };
  },

  /** A new picture: jpeg only, at most 500 KB, judged by content (000 §5 "Profile picture"). */
  async uploadPharmacyProfilePicture({ params, files }, services) {
    const db = services.database.db;
    const record = await load(db, params.id);
    const updated = await replaceProfilePicture(
      services,
      { file: files.image, ownerUserId: record.userId, current: record.image },
      (url) => setImage(db, record.id, url),
    );
    return { json: { message: 'Profile picture updated', data: await shaped(db, updated) } };
  },

  /** Removes the picture (its stored file too). */
  async deletePharmacyProfilePicture({ params }, services) {
    const db = services.database.db;
    const record = await load(db, params.id);
    const updated = await setImage(db, record.id, null);
    await discardPicture(services, record.image);
    return { json: { message: 'Profile picture deleted', data: await shaped(db, updated) } };
  },
} satisfies HandlerGroup;
