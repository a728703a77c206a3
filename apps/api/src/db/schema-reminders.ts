// Appointment reminders sent (migrations/0021): one row per reminded booking.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { slots } from './schema-core';

export const appointmentReminders = pgTable('appointment_reminders', {
  slotId: text('slot_id')
    .primaryKey()
    .references(() => slots.id, { onDelete: 'cascade' }),
  patientId: text('patient_id').notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
