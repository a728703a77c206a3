// Core tables: files, hospitals, accounts, patients, providers, slots, mail, catalogues.
// Keys that point at tables of the other schema files (slots.service_id and
// family_member_id) are declared in the SQL only, to keep the files acyclic.
import { boolean, date, doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { UaeState } from './contract-types';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const files = pgTable('files', {
  id: text('id').primaryKey(),
  storedName: text('stored_name').notNull().unique(),
  originalName: text('original_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  ownerUserId: text('owner_user_id'),
  createdAt: createdAt(),
});

export const hospitals = pgTable('hospitals', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: ['HOSPITAL', 'CLINIC'] }).notNull(),
  tradeLicenseNo: text('trade_license_no').notNull(),
  issueDate: date('issue_date').notNull(),
  expiryDate: date('expiry_date').notNull(),
  address: text('address').notNull(),
  state: text('state').$type<UaeState>().notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  phoneNo: text('phone_no').notNull(),
  email: text('email').notNull().unique(),
  tradeLicenseFileId: text('trade_license_file_id').references(() => files.id),
  insurances: text('insurances').array().notNull().default([]),
  pcrdpi: boolean('pcrdpi').notNull().default(false),
  status: text('status', { enum: ['PENDING', 'APPROVED'] })
    .notNull()
    .default('PENDING'),
  image: text('image'),
  about: text('about'),
  /** HH:mm on a half hour. */
  openingTime: text('opening_time'),
  closingTime: text('closing_time'),
  /** Gallery image URLs. */
  images: text('images').array().notNull().default([]),
  /** Add-on services: ids of `addon` lookups (migrations/0006). */
  services: text('services').array().notNull().default([]),
  /** Out of 5; null until rated (migrations/0006). */
  cumulativeRating: doublePrecision('cumulative_rating'),
  createdAt: createdAt(),
});

export const roles = [
  'HOSPITAL',
  'DOCTOR',
  'NURSE',
  'LABORTORY',
  'PHARMACY',
  'RECEPTIONIST',
  'ADMIN',
  'VENDOR',
  'PATIENT',
] as const;
export type Role = (typeof roles)[number];

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: roles }).notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  referenceId: text('reference_id').notNull(),
  hospitalId: text('hospital_id').references(() => hospitals.id, { onDelete: 'cascade' }),
  emailVerified: boolean('email_verified').notNull().default(false),
  /** Stamped into every token; raising it ends the sessions signed before (migrations/0010). */
  sessionVersion: integer('session_version').notNull().default(0),
  createdAt: createdAt(),
});

export const bloodTypes = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'Other'] as const;

export const patients = pgTable('patients', {
  id: text('id').primaryKey(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull().unique(),
  /** Unique among records not anonymised (migrations/0023). */
  emiratesId: text('emirates_id').notNull(),
  birthday: date('birthday').notNull(),
  gender: text('gender', { enum: ['male', 'female'] }).notNull(),
  location: text('location').notNull(),
  phone: text('phone').notNull(),
  insurances: text('insurances').array().notNull().default([]),
  points: integer('points').notNull().default(0),
  image: text('image'),
  accountDeletionRequest: boolean('account_deletion_request').notNull().default(false),
  /** Vitals (migrations/0003); temperature is the contract's `temprature`. */
  bloodType: text('blood_type', { enum: bloodTypes }),
  allergies: text('allergies').array().notNull().default([]),
  diseases: text('diseases').array().notNull().default([]),
  height: doublePrecision('height'),
  weight: doublePrecision('weight'),
  heartRate: doublePrecision('heart_rate'),
  temperature: doublePrecision('temperature'),
  glucose: doublePrecision('glucose'),
  /** Set when a confirmed account deletion anonymised the record (migrations/0023, admin/patient-removal.ts). */
  anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const patientHospitals = pgTable(
  'patient_hospitals',
  {
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    hospitalId: text('hospital_id')
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.hospitalId] })],
);

export const nurseTypes = ['Nurse', 'Technician'] as const;
export type NurseType = (typeof nurseTypes)[number];

/** Doctors, nurses and technicians (kind NURSE, nurseType Technician). */
export const providers = pgTable('providers', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['DOCTOR', 'NURSE'] }).notNull(),
  /** Set for nurses (and technicians), null for doctors. */
  nurseType: text('nurse_type', { enum: nurseTypes }),
  hospitalId: text('hospital_id')
    .notNull()
    .references(() => hospitals.id, { onDelete: 'cascade' }),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull().unique(),
  mobile: text('mobile'),
  image: text('image'),
  experience: text('experience'),
  about: text('about'),
  /** Lookup ids (doctors). */
  genderId: text('gender_id').references(() => lookups.id, { onDelete: 'set null' }),
  countryId: text('country_id').references(() => lookups.id, { onDelete: 'set null' }),
  languageId: text('language_id').references(() => lookups.id, { onDelete: 'set null' }),
  /** Nurse and technician speciality, as free text. */
  speciality: text('speciality'),
  description: text('description'),
  createdAt: createdAt(),
});

export const slots = pgTable('slots', {
  id: text('id').primaryKey(),
  providerId: text('provider_id')
    .notNull()
    .references(() => providers.id, { onDelete: 'cascade' }),
  hospitalId: text('hospital_id')
    .notNull()
    .references(() => hospitals.id, { onDelete: 'cascade' }),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  status: text('status', { enum: ['AVAILABLE', 'BOOKED', 'APPROVED', 'TAKEN'] })
    .notNull()
    .default('AVAILABLE'),
  patientId: text('patient_id').references(() => patients.id, { onDelete: 'set null' }),
  /** A service of the slot's hospital. */
  serviceId: text('service_id'),
  familyMemberId: text('family_member_id'),
  description: text('description'),
  /** A PCR test or vaccination slot (migration 0008); null for every other slot. */
  pcrType: text('pcr_type', { enum: ['PCR_TEST', 'PCR_VACCINATION'] }),
  /** A past appointment the patient removed from his list (migration 0022): hidden from him only. */
  hiddenByPatient: boolean('hidden_by_patient').notNull().default(false),
  createdAt: createdAt(),
});

export const emailTokens = pgTable('email_tokens', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['VERIFY_EMAIL', 'RESET_PASSWORD'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const outbox = pgTable('outbox', {
  id: text('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const lookupKinds = ['country', 'gender', 'language', 'insurance', 'speciality', 'category', 'addon'] as const;
export type LookupKind = (typeof lookupKinds)[number];

export const lookups = pgTable('lookups', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: lookupKinds }).notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  /** Specialities only (migrations/0018): comma-separated search tags, and the lists' sort order (lowest first). */
  tags: text('tags'),
  sortOrder: doublePrecision('sort_order'),
  /** The logo's URL: specialities and insurances only (migrations/0018). */
  image: text('image'),
});

/** Signed-out tokens by their `jti`, kept until they would have expired (migration 0014). */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
