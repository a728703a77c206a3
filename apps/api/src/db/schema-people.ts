// Staff records beside doctors and nurses (laboratories, receptionists), the
// pharmacy and vendor organisations, patients' family members and doctors'
// specialities.
import { doublePrecision, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, hospitals, lookups, patients, providers, users } from './schema-core';
import type { UaeState } from './contract-types';

const staffColumns = () => ({
  id: text('id').primaryKey(),
  hospitalId: text('hospital_id')
    .notNull()
    .references(() => hospitals.id, { onDelete: 'cascade' }),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull().unique(),
  mobile: text('mobile').notNull(),
  image: text('image'),
  createdAt: createdAt(),
});

export const laboratories = pgTable('laboratories', staffColumns());
export const receptionists = pgTable('receptionists', staffColumns());

export const pharmacies = pgTable('pharmacies', {
  id: text('id').primaryKey(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  branchName: text('branch_name').notNull(),
  email: text('email').notNull().unique(),
  phoneNo: text('phone_no').notNull(),
  address: text('address').notNull(),
  state: text('state').$type<UaeState>().notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  image: text('image'),
  createdAt: createdAt(),
});

export const vendors = pgTable('vendors', {
  id: text('id').primaryKey(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  branchName: text('branch_name').notNull(),
  email: text('email').notNull().unique(),
  address: text('address').notNull(),
  phoneNo: text('phone_no').notNull(),
  about: text('about'),
  image: text('image'),
  /** Gallery image URLs. */
  images: text('images').array().notNull().default([]),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  createdAt: createdAt(),
});

export const familyRelations = ['FATHER', 'MOTHER', 'SON', 'DAUGHTER', 'SISTER', 'BROTHER', 'OTHER'] as const;
export type FamilyRelation = (typeof familyRelations)[number];

export const familyMembers = pgTable('family_members', {
  id: text('id').primaryKey(),
  patientId: text('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  relation: text('relation', { enum: familyRelations }).notNull(),
  emiratesId: text('emirates_id').notNull(),
  phoneNo: text('phone_no').notNull(),
  createdAt: createdAt(),
});

export const doctorSpecialities = pgTable(
  'doctor_specialities',
  {
    doctorId: text('doctor_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** A speciality in use cannot be deleted (migrations/0018). */
    specialityId: text('speciality_id')
      .notNull()
      .references(() => lookups.id),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.specialityId] })],
);
