// The doctor's papers (#19, migrations/0016): reports (the diagnosis), sick
// leaves and QR prescriptions. Each belongs to its appointment's hospital;
// appointment_id names a booked slot of that hospital.
import { boolean, date, doublePrecision, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, hospitals, patients } from './schema-core';

export const treatmentTypes = ['Medication', 'Skin Desease'] as const;
export type TreatmentType = (typeof treatmentTypes)[number];

/** One medicine of a doctor report, as the contract's Medicine. */
export interface MedicineRecord {
  medicine: string;
  dosage: number;
  days: number;
}

export const doctorReports = pgTable('doctor_reports', {
  id: text('id').primaryKey(),
  hospitalId: text('hospital_id')
    .notNull()
    .references(() => hospitals.id, { onDelete: 'cascade' }),
  /** The doctor who wrote it; null once he has left the hospital. */
  doctorId: text('doctor_id'),
  patientId: text('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  /** One report per appointment (UNIQUE in the SQL). */
  appointmentId: text('appointment_id'),
  treatmentType: text('treatment_type', { enum: treatmentTypes }).notNull(),
  description: text('description').notNull(),
  medicines: jsonb('medicines').$type<MedicineRecord[]>().notNull().default([]),
  requiresSurgery: boolean('requires_surgery').notNull().default(false),
  /** 'YYYY-MM-DD'; set when surgery is required. */
  dateOfSurgery: date('date_of_surgery', { mode: 'string' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sickLeaves = pgTable('sick_leaves', {
  id: text('id').primaryKey(),
  hospitalId: text('hospital_id')
    .notNull()
    .references(() => hospitals.id, { onDelete: 'cascade' }),
  doctorId: text('doctor_id'),
  patientId: text('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  /** One sick leave per appointment (UNIQUE in the SQL). */
  appointmentId: text('appointment_id'),
  /** 'YYYY-MM-DD', the first day off. */
  from: date('from_date', { mode: 'string' }).notNull(),
  /** 'YYYY-MM-DD', the last day off (not before `from`). */
  to: date('to_date', { mode: 'string' }).notNull(),
  description: text('description').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

export const qrPrescriptions = pgTable('qr_prescriptions', {
  id: text('id').primaryKey(),
  hospitalId: text('hospital_id')
    .notNull()
    .references(() => hospitals.id, { onDelete: 'cascade' }),
  doctorId: text('doctor_id'),
  patientId: text('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  appointmentId: text('appointment_id'),
  date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  /** What the client sent as `data`, if anything (the specification's encoded QR content). */
  data: text('data'),
  treatmentType: text('treatment_type', { enum: treatmentTypes }).notNull(),
  prescription: text('prescription').notNull(),
  dosageADay: doublePrecision('dosage_a_day').notNull(),
  consumptionDays: doublePrecision('consumption_days').notNull(),
  createdAt: createdAt(),
});
