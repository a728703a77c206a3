// Patient promo codes and claimed offers (migrations/0005, 0019).
import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, hospitals, patients } from './schema-core';
import { packages } from './schema-offers';

export const hospitalCodeStatuses = ['PENDING', 'TAKEN'] as const;

/**
 * A promo code a hospital gives a patient for an appointment (slot_id names a
 * booked slot of the same hospital: a composite key in the SQL); one per slot.
 */
export const hospitalCodes = pgTable('hospital_codes', {
  id: text('id').primaryKey(),
  hospitalId: text('hospital_id')
    .notNull()
    .references(() => hospitals.id, { onDelete: 'cascade' }),
  slotId: text('slot_id').notNull(),
  patientId: text('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  status: text('status', { enum: hospitalCodeStatuses }).notNull().default('PENDING'),
  createdAt: createdAt(),
});

export const rewardStatuses = ['PENDING', 'REDEEMED'] as const;

/** A patient's claim of an offer (package); owner, title, points and voucher code are the package's. */
export const rewards = pgTable('rewards', {
  id: text('id').primaryKey(),
  packageId: text('package_id')
    .notNull()
    .references(() => packages.id, { onDelete: 'cascade' }),
  patientId: text('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  status: text('status', { enum: rewardStatuses }).notNull().default('PENDING'),
  /** The claim's own unique promo code (migrations/0019; the database makes one when none is given). */
  code: text('code')
    .notNull()
    .default(sql`upper(substr(md5(gen_random_uuid()::text), 1, 10))`),
  /** The points the patient paid (null: recorded without a price; a refund reads the offer's). */
  points: integer('points'),
  createdAt: createdAt(),
});
