// Prescriptions dispensed by pharmacies (#21, migrations/0017): at most one row
// per QR prescription (its primary key), so a prescription is dispensed once.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { qrPrescriptions } from './schema-doctor-papers';
import { pharmacies } from './schema-people';

export const prescriptionDispensings = pgTable('prescription_dispensings', {
  prescriptionId: text('prescription_id')
    .primaryKey()
    .references(() => qrPrescriptions.id, { onDelete: 'cascade' }),
  pharmacyId: text('pharmacy_id')
    .notNull()
    .references(() => pharmacies.id, { onDelete: 'restrict' }),
  dispensedAt: timestamp('dispensed_at', { withTimezone: true }).notNull().defaultNow(),
});
