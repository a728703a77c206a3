// Hospital services, offers (packages) and the package-category catalogue.
import { boolean, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, hospitals } from './schema-core';
import { vendors } from './schema-people';

export const packageCategories = pgTable('package_categories', {
  id: text('id').primaryKey(),
  nameEn: text('name_en').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  image: text('image'),
  createdAt: createdAt(),
});

export const hospitalServices = pgTable('hospital_services', {
  id: text('id').primaryKey(),
  hospitalId: text('hospital_id')
    .notNull()
    .references(() => hospitals.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull(),
  image: text('image'),
  /** AED; null when free, above zero otherwise (a CHECK in the SQL). */
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }),
  isFree: boolean('is_free').notNull(),
  coveredByInsurance: boolean('covered_by_insurance').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * The doctors, nurses and technicians of a service. hospital_id is part of both
 * composite keys (see the SQL), so a service only links its own hospital's staff.
 */
export const serviceProviders = pgTable(
  'service_providers',
  {
    serviceId: text('service_id').notNull(),
    providerId: text('provider_id').notNull(),
    hospitalId: text('hospital_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.providerId] })],
);

export const packageTypes = ['ON_PERCENTAGE', 'BUY_SOME_GET_SOME'] as const;
export type PackageType = (typeof packageTypes)[number];

/** Offers. Exactly one of hospitalId and vendorId is set. */
export const packages = pgTable('packages', {
  id: text('id').primaryKey(),
  hospitalId: text('hospital_id').references(() => hospitals.id, { onDelete: 'cascade' }),
  vendorId: text('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
  type: text('type', { enum: packageTypes }).notNull(),
  title: text('title').notNull(),
  categoryId: text('category_id')
    .notNull()
    .references(() => packageCategories.id),
  points: integer('points').notNull(),
  buyQuantity: integer('buy_quantity'),
  getQuantity: integer('get_quantity'),
  off: numeric('off', { precision: 5, scale: 2, mode: 'number' }),
  about: text('about'),
  termsAndConditions: text('terms_and_conditions'),
  /** Image URLs; the first is shown on cards. */
  images: text('images').array().notNull().default([]),
  voucherCode: text('voucher_code').notNull().unique(),
  subscribedCount: integer('subscribed_count').notNull().default(0),
  status: text('status', { enum: ['ACTIVE', 'PENDING', 'INACTIVE'] })
    .notNull()
    .default('ACTIVE'),
  createdAt: createdAt(),
});
