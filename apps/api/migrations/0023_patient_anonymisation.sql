-- #25 item 8: a confirmed account deletion anonymises a patient whose visits left clinical records
-- (doctor's or nurse's reports, sick leaves, QR prescriptions, lab requests) instead of deleting him:
-- the hospitals must keep those records with the identity they belong to, and the privacy policy
-- promises that his personal data goes. apps/api/src/domains/admin/patient-removal.ts.
ALTER TABLE patients ADD COLUMN anonymised_at timestamptz;
--> statement-breakpoint
-- The same person may register again: his Emirates ID stays unique among live records only.
ALTER TABLE patients DROP CONSTRAINT patients_emirates_id_key;
--> statement-breakpoint
CREATE UNIQUE INDEX patients_emirates_id_key ON patients (emirates_id) WHERE anonymised_at IS NULL;
--> statement-breakpoint
-- A family member kept for a visit of his keeps no phone (002: the list shows a dash for an empty phone).
ALTER TABLE family_members DROP CONSTRAINT family_members_phone_no_check;
--> statement-breakpoint
ALTER TABLE family_members ADD CONSTRAINT family_members_phone_no_check
  CHECK (phone_no = '' OR phone_no ~ '^\+971-[0-9]{2} [0-9]{3} [0-9]{4}$');
