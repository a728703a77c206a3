// The hospital profile (000 §2.5 "Hospital profile", §7 "Hospitals"): the
// hospital record, the three update forms, the gallery and the profile
// picture (the add-on services the update modal offers are a public lookup,
// public/lookups.ts). The access policy lets a hospital reach only its own
// record (x-scope `self`: the path id is its referenceId).
import { endSessions } from '../../auth/sessions';
import type { Claims } from '../../auth/tokens';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { hospitals, users } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import type { Services } from '../../services';
import { changesOf } from './profile-forms';
import { toNamedHospitals } from '../shared/hospital-view';
import { toUser } from '../shared/mappers';
import { addGalleryImage, galleryImage } from '../shared/gallery-images';
import { discardPicture, replaceProfilePicture } from '../shared/profile-pictures';

type HospitalRow = typeof hospitals.$inferSelect;

async function load(db: Db, id: string | undefined): Promise<HospitalRow> {
  const [row] = await db
    .select()
    .from(hospitals)
    .where(eq(hospitals.id, id ?? ''));
  if (!row) throw notFound('Hospital not found');
  return row;
}

/** The hospital in the contract's shape (insurances and services with their names). */
async function shaped(db: Db, row: HospitalRow) {
  const [hospital] = await toNamedHospitals(db, [row]);
  if (!hospital) throw new Error('no hospital');
  return hospital;
}

/** The calling hospital's own sign-in account (the policy has checked the path names its hospital). */
function callerId(request: { user: Claims | undefined }): string {
  if (request.user?.role !== 'HOSPITAL') throw forbidden();
  return request.user.sub;
}

async function setImages(db: Db, id: string, images: SQL<string[]>): Promise<HospitalRow> {
  const [row] = await db.update(hospitals).set({ images }).where(eq(hospitals.id, id)).returning();
  if (!row) throw notFound('Hospital not found');
  return row;
}

async function setPicture(db: Db, id: string, image: string | null): Promise<HospitalRow> {
  const [row] = await db.update(hospitals).set({ image }).where(eq(hospitals.id, id)).returning();
  if (!row) throw notFound('Hospital not found');
  return row;
}

export const hospitalProfileHandlers = {
  /** The caller's hospital (or, for an admin, any). Answered as `{ hospital }`, as the contract says. */
  async getHospital({ params }, services) {
    const db = services.database.db;
    const [row] = await db.select().from(hospitals).where(eq(hospitals.id, params.id));
    if (!row) throw notFound('Hospital not found');
    const [hospital] = await toNamedHospitals(db, [row]);
    if (!hospital) throw notFound('Hospital not found');
    return { json: { hospital } };
  },

  /**
   * One of the three forms (see profile-forms.ts). Answers the
   * hospital and its account as the session stores it (with PCRDPI, and the
   * hospital's picture as the user's), so the client can refresh the stored user.
   */
  async updateHospital(request, services) {
    const userId = callerId(request);
    const db = services.database.db;
    const row = await load(db, request.params.id);
    const changes = await changesOf(db, request.body, row, userId);
    const { hospital, account } = await db.transaction(async (tx) => {
      const [hospital] = await tx.update(hospitals).set(changes.hospital).where(eq(hospitals.id, row.id)).returning();
      const [account] =
        Object.keys(changes.account).length > 0
          ? await tx
              .update(users)
              // A new password ends the account's sessions (#17).
              .set(
                changes.account.passwordHash === undefined ? changes.account : { ...changes.account, ...endSessions() },
              )
              .where(eq(users.id, userId))
              .returning()
          : await tx.select().from(users).where(eq(users.id, userId));
      if (!hospital || !account) throw notFound('Hospital not found');
      return { hospital, account };
    });
    const user = {
      ...toUser(account, { PCRDPI: hospital.pcrdpi }),
      ...(hospital.image ? { image: hospital.image } : {}),
    };
    return { json: { message: 'Hospital profile updated', data: { hospital: await shaped(db, hospital), user } } };
  },

  /** Adds a picture to the gallery: `{ data: { url } }`. */
  async uploadHospitalGalleryImage(request, services) {
    const userId = callerId(request);
    const db = services.database.db;
    const row = await load(db, request.params.id);
    const url = await addGalleryImage(
      services,
      { file: request.files.image, ownerUserId: userId, current: row.images },
      (url) => setImages(db, row.id, sql<string[]>`array_append(${hospitals.images}, ${url})`),
    );
    return { json: { message: 'Image Uploaded Successfully', data: { url } } };
  },

  /** Removes the gallery picture whose URL ends in `imageId` (the file-name part, 000 §7). */
  async deleteHospitalGalleryImage({ params }, services) {
    const db = services.database.db;
    const row = await load(db, params.id);
    const url = galleryImage(row.images, params.imageId);
    const updated = await setImages(db, row.id, sql<string[]>`array_remove(${hospitals.images}, ${url})`);
    await discardPicture(services, url);
    return { json: { message: 'Hospital gallery image deleted', data: await shaped(db, updated) } };
  },

  /** The profile picture: JPEG only, at most 500 KB (the client crops it to 250 × 250). */
  async uploadHospitalProfilePicture(request, services: Services) {
    const userId = callerId(request);
    const db = services.database.db;
    const row = await load(db, request.params.id);
    const updated = await replaceProfilePicture(
      services,
      { file: request.files.image, ownerUserId: userId, current: row.image },
      (url) => setPicture(db, row.id, url),
    );
    return { json: { message: 'Profile picture updated', data: await shaped(db, updated) } };
  },

  async deleteHospitalProfilePicture({ params }, services) {
    const db = services.database.db;
    const row = await load(db, params.id);
    const updated = await setPicture(db, row.id, null);
    await discardPicture(services, row.image);
    return { json: { message: 'Profile picture deleted', data: await shaped(db, updated) } };
  },
} satisfies HandlerGroup;
