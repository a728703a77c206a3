// Offers (packages) of hospitals and vendors (000 §2.5 "Offers", §3
// "Package/offer"; 002 "Vendor packages") and the package categories they are
// filed under. The owner of an offer is always the caller's own hospital or
// vendor record, never one the client names.
import { asc, desc, eq } from 'drizzle-orm';
import type { Claims } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { hospitals, packageCategories, packages, vendors } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import { newId } from '../../ids';
import { withUploadedImage } from './offer-images';
import { toPackageCategory } from '../shared/catalogue-views';
import { discardPicture } from '../shared/profile-pictures';
import { newVoucherCode } from '../shared/voucher-codes';
import { refundPendingClaims } from '../points/rewards';
import type { Schema } from '../../http/operation-types';

type PackageRow = typeof packages.$inferSelect;
type CategoryRow = typeof packageCategories.$inferSelect;
type Owner = { hospitalId: string; vendorId: null } | { hospitalId: null; vendorId: string };

export function toPackage(row: PackageRow, category: CategoryRow | undefined) {
  return {
    _id: row.id,
    title: row.title,
    type: row.type,
    points: row.points,
    ...(row.buyQuantity === null ? {} : { buyQuantity: row.buyQuantity }),
    ...(row.getQuantity === null ? {} : { getQuantity: row.getQuantity }),
    ...(row.off === null ? {} : { off: row.off }),
    category_id: category
      ? { _id: category.id, name_en: category.nameEn, name_ar: category.nameAr }
      : { _id: row.categoryId },
    ...(row.about ? { about: row.about } : {}),
    ...(row.termsAndConditions ? { termsAndConditions: row.termsAndConditions } : {}),
    images: row.images,
    voucherCode: row.voucherCode,
    subscribedCount: row.subscribedCount,
    ...(row.hospitalId ? { hospitalId: row.hospitalId } : {}),
    ...(row.vendorId ? { vendorId: row.vendorId } : {}),
    status: row.status,
  };
}

export async function categoriesById(db: Db): Promise<Map<string, CategoryRow>> {
  const rows = await db.select().from(packageCategories);
  return new Map(rows.map((row) => [row.id, row]));
}

async function listFor(db: Db, owner: { hospitalId: string } | { vendorId: string }) {
  const rows = await db
    .select()
    .from(packages)
    .where('hospitalId' in owner ? eq(packages.hospitalId, owner.hospitalId) : eq(packages.vendorId, owner.vendorId))
    .orderBy(desc(packages.createdAt), asc(packages.title), asc(packages.id));
  const categories = await categoriesById(db);
  return rows.map((row) => toPackage(row, categories.get(row.categoryId)));
}

async function answerOf(db: Db, row: PackageRow) {
  const [category] = await db.select().from(packageCategories).where(eq(packageCategories.id, row.categoryId));
  return toPackage(row, category);
}

/** The caller's own hospital or vendor record; an owner named in the body must be that one (else 403). */
async function ownerOf(
  db: Db,
  user: Claims | undefined,
  body: { hospitalId?: string; vendorId?: string },
): Promise<Owner> {
  if (user?.role === 'HOSPITAL' && user.hospitalId) {
    if (body.vendorId !== undefined || (body.hospitalId !== undefined && body.hospitalId !== user.hospitalId)) {
      throw forbidden();
    }
    return { hospitalId: user.hospitalId, vendorId: null };
  }
  if (user?.role === 'VENDOR') {
    if (body.hospitalId !== undefined || (body.vendorId !== undefined && body.vendorId !== user.referenceId)) {
      throw forbidden();
    }
    const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, user.referenceId));
    if (!vendor) throw forbidden();
    return { hospitalId: null, vendorId: vendor.id };
  }
  throw forbidden();
}

/** An integer column's value (the contract has checked it is a number of the right sign). */
function wholeNumber(sent: number | undefined, field: string): number {
  const value = Number(sent);
  if (!Number.isInteger(value)) throw badRequest(`${field} must be a whole number`);
  if (value > 2_147_483_647) throw badRequest(`${field} is too large`);
  return value;
}

/** The offer's terms from the form: the fields of its type only (the others are cleared). */
/** The text fields of the create and update forms (the image travels apart). */
type OfferForm = Omit<Schema<'PackageUpdateForm'>, 'image'>;

async function termsOf(db: Db, body: OfferForm) {
  const title = body.title.trim();
  if (title === '') throw badRequest('title is required');
  const points = wholeNumber(body.points, 'points');
  const categoryId = body.category_id;
  const [category] = await db
    .select({ id: packageCategories.id })
    .from(packageCategories)
    .where(eq(packageCategories.id, categoryId));
  if (!category) throw badRequest('category_id is not a package category');
  const type = body.type;
  const optional = (sent: string | undefined) => {
    const value = sent?.trim() ?? '';
    return value === '' ? null : value;
  };
  return {
    type,
    title,
    points,
    categoryId,
    off: type === 'ON_PERCENTAGE' ? Number(body.off) : null,
    buyQuantity: type === 'BUY_SOME_GET_SOME' ? wholeNumber(body.buyQuantity, 'buyQuantity') : null,
    getQuantity: type === 'BUY_SOME_GET_SOME' ? wholeNumber(body.getQuantity, 'getQuantity') : null,
    about: optional(body.about),
    termsAndConditions: optional(body.termsAndConditions),
  };
}

async function load(db: Db, id: string): Promise<PackageRow> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  if (!row) throw notFound('Package not found');
  return row;
}

const uploader = (request: { user: Claims | undefined }) => request.user?.sub ?? null;

export const packageHandlers = {
  /** A hospital's offers, newest first. */
  async listHospitalPackages({ params }, services) {
    const db = services.database.db;
    const hospitalId = params.hospitalId;
    const [hospital] = await db.select({ id: hospitals.id }).from(hospitals).where(eq(hospitals.id, hospitalId));
    if (!hospital) throw notFound('Hospital not found');
    return { json: { data: await listFor(db, { hospitalId }) } };
  },

  /** A vendor's packages, newest first. */
  async listVendorPackages({ params }, services) {
    const db = services.database.db;
    const vendorId = params.vendorId;
    const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
    if (!vendor) throw notFound('Vendor not found');
    return { json: { data: await listFor(db, { vendorId }) } };
  },

  /** + ADD OFFER / Add Package: the image is required; the voucher code is made here. */
  async createPackage(request, services) {
    const db = services.database.db;
    const owner = await ownerOf(db, request.user, request.body);
    const terms = await termsOf(db, request.body);
    if (!request.files.image) throw badRequest('image is required');
    const row = await withUploadedImage(
      services,
      { file: request.files.image, ownerUserId: uploader(request) },
      async (url) => {
        const [created] = await db
          .insert(packages)
          .values({ id: newId(), ...owner, ...terms, images: url ? [url] : [], voucherCode: newVoucherCode() })
          .returning();
        if (!created) throw new Error('insert returned nothing');
        return created;
      },
    );
    return { status: 201, json: { message: 'Package created successfully', data: await answerOf(db, row) } };
  },

  /** Update: the whole form again; a new image replaces the old ones. */
  async updatePackage(request, services) {
    const db = services.database.db;
    const current = await load(db, request.params.id);
    const owner = await ownerOf(db, request.user, request.body);
    if (owner.hospitalId !== current.hospitalId || owner.vendorId !== current.vendorId) throw forbidden();
    const terms = await termsOf(db, request.body);
    const row = await withUploadedImage(
      services,
      { file: request.files.image, ownerUserId: uploader(request), current: request.files.image ? current.images : [] },
      async (url) => {
        const [updated] = await db
          .update(packages)
          .set({ ...terms, ...(url ? { images: [url] } : {}) })
          .where(eq(packages.id, current.id))
          .returning();
        if (!updated) throw notFound('Package not found');
        return updated;
      },
    );
    return { json: { message: 'Package update successfully', data: await answerOf(db, row) } };
  },

  /** The offer goes with its claims; the points of the claims not used yet go back to their patients (#23). */
  async deletePackage({ params }, services) {
    const db = services.database.db;
    const current = await load(db, params.id);
    await db.transaction(async (tx) => {
      await refundPendingClaims(tx, eq(packages.id, current.id));
      await tx.delete(packages).where(eq(packages.id, current.id));
    });
    for (const url of current.images) await discardPicture(services, url);
    return { json: { message: 'Package deleted successfully', data: { _id: current.id } } };
  },

  /** Every package category, by English name (the offer form's category choice). */
  async listPackageCategories(_request, services) {
    const rows = await services.database.db.select().from(packageCategories).orderBy(asc(packageCategories.nameEn));
    return { json: { data: rows.map(toPackageCategory) } };
  },
} satisfies HandlerGroup;
