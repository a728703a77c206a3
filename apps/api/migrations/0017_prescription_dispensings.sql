-- Pharmacies dispense QR prescriptions (#21). A prescription is dispensed once,
-- whatever the pharmacy: the primary key on prescription_id makes the second
-- dispense (also one at the same moment from another pharmacy) find the first
-- (INSERT ... ON CONFLICT DO NOTHING), so the server can say when and where.
-- A pharmacy that has dispensed cannot be deleted (RESTRICT): losing its rows
-- would let its prescriptions be dispensed again.
CREATE TABLE prescription_dispensings (
  prescription_id text PRIMARY KEY REFERENCES qr_prescriptions(id) ON DELETE CASCADE,
  pharmacy_id text NOT NULL REFERENCES pharmacies(id) ON DELETE RESTRICT,
  dispensed_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- listDispensedPrescriptions: a pharmacy's, newest first.
CREATE INDEX prescription_dispensings_pharmacy ON prescription_dispensings (pharmacy_id, dispensed_at);
--> statement-breakpoint
-- Kept answers hear of changes to this table (0015): QR prescriptions carry `dispensed`.
CREATE TRIGGER prescription_dispensings_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON prescription_dispensings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('data');
