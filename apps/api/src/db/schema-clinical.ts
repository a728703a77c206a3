// Clinical records (laboratory requests, nurse reports) and push tokens.
// An appointment is a booked slot: appointment_id names a slot of the same
// hospital (composite keys in the SQL, migrations/0003).
import { doublePrecision, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, hospitals, patients, users } from './schema-core';

/** One test of a laboratory request, as the contract's LabTest. */
export interface LabTestRecord {
  test: string;
  result?: string;
  range?: string;
  /** URL of the uploaded report PDF. */
  file?: string;
}

export const labRequestStatuses = ['pending', 'completed'] as const;

export const labRequests = pgTable('lab_requests', {
  id: text('id').primaryKey(),
  hospitalId: text('hospital_id')
    .notNull()
    .references(() => hospitals.id, { onDelete: 'cascade' }),
  /** A doctor of the hospital; null once he has left it. */
  doctorId: text('doctor_id'),
  patientId: text('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  /** A laboratory of the hospital; null once it has left it. */
  laboratoryId: text('laboratory_id'),
  appointmentId: text('appointment_id'),
  tests: jsonb('tests').$type<LabTestRecord[]>().notNull(),
  status: text('status', { enum: labRequestStatuses }).notNull().default('pending'),
  date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

export const nurseReports = pgTable('nurse_reports', {
  id: text('id').primaryKey(),
  hospitalId: text('hospital_id')
    .notNull()
    .references(() => hospitals.id, { onDelete: 'cascade' }),
  nurseId: text('nurse_id'),
  doctorId: text('doctor_id'),
  patientId: text('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' }),
  /** One report per appointment (UNIQUE in the SQL). */
  appointmentId: text('appointment_id'),
  height: doublePrecision('height').notNull(),
  weight: doublePrecision('weight').notNull(),
  /** mmHg, e.g. 120/80. */
  bp: text('bp').notNull(),
  /** Body temperature, degrees C. */
  bt: doublePrecision('bt').notNull(),
  complain: text('complain').notNull(),
  heartRate: doublePrecision('heart_rate').notNull(),
  glucose: doublePrecision('glucose').notNull(),
  createdAt: createdAt(),
});

/** Browser push tokens; id is the token's SHA-256 (hex). */
export const pushTokens = pgTable('push_tokens', {
  id: text('id').primaryKey(),
  token: text('token').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
