-- Clinical records the hospital area shows: patients' vitals, laboratory
-- requests with their tests, nurse reports; and the browser push tokens of
-- users. An appointment is a booked slot, so `appointment_id` names a slot.

-- Vitals of the patient profile (the contract spells temperature `temprature`).
ALTER TABLE patients
  ADD COLUMN blood_type text CHECK (blood_type IN ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'Other')),
  ADD COLUMN allergies text[] NOT NULL DEFAULT '{}',
  ADD COLUMN diseases text[] NOT NULL DEFAULT '{}',
  ADD COLUMN height double precision CHECK (height > 0),
  ADD COLUMN weight double precision CHECK (weight > 0),
  ADD COLUMN heart_rate double precision CHECK (heart_rate > 0),
  ADD COLUMN temperature double precision CHECK (temperature > 0),
  ADD COLUMN glucose double precision CHECK (glucose > 0);
--> statement-breakpoint
-- Let clinical records require that their laboratory and appointment belong to their hospital.
ALTER TABLE laboratories ADD CONSTRAINT laboratories_id_hospital_key UNIQUE (id, hospital_id);
--> statement-breakpoint
ALTER TABLE slots ADD CONSTRAINT slots_id_hospital_key UNIQUE (id, hospital_id);
--> statement-breakpoint
-- A laboratory request of a doctor for a patient. `tests` is the list the
-- contract's LabTest describes: { test, result?, range?, file? }. The doctor and
-- the laboratory are kept as null when they leave the hospital, so a
-- patient's results outlive staff changes.
CREATE TABLE lab_requests (
  id text PRIMARY KEY,
  hospital_id text NOT NULL REFERENCES hospitals(id) ON DELETE CASCADE,
  doctor_id text,
  patient_id text NOT NULL REFERENCES patients(id) ON DELETE CASCADE,
  laboratory_id text,
  appointment_id text,
  tests jsonb NOT NULL CHECK (jsonb_typeof(tests) = 'array' AND jsonb_array_length(tests) > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed')),
  date timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (doctor_id, hospital_id) REFERENCES providers(id, hospital_id) ON DELETE SET NULL (doctor_id),
  FOREIGN KEY (laboratory_id, hospital_id) REFERENCES laboratories(id, hospital_id) ON DELETE SET NULL (laboratory_id),
  FOREIGN KEY (appointment_id, hospital_id) REFERENCES slots(id, hospital_id) ON DELETE SET NULL (appointment_id)
);
--> statement-breakpoint
CREATE INDEX lab_requests_patient ON lab_requests (patient_id, date);
--> statement-breakpoint
CREATE INDEX lab_requests_hospital_date ON lab_requests (hospital_id, date);
--> statement-breakpoint
CREATE INDEX lab_requests_laboratory_date ON lab_requests (laboratory_id, date) WHERE laboratory_id IS NOT NULL;
--> statement-breakpoint
-- A nurse's report of an appointment (one per appointment).
CREATE TABLE nurse_reports (
  id text PRIMARY KEY,
  hospital_id text NOT NULL REFERENCES hospitals(id) ON DELETE CASCADE,
  nurse_id text,
  doctor_id text,
  patient_id text NOT NULL REFERENCES patients(id) ON DELETE CASCADE,
  appointment_id text UNIQUE,
  height double precision NOT NULL CHECK (height > 0),
  weight double precision NOT NULL CHECK (weight > 0),
  bp text NOT NULL CHECK (length(bp) BETWEEN 1 AND 20),
  bt double precision NOT NULL CHECK (bt > 0),
  complain text NOT NULL CHECK (length(complain) > 0),
  heart_rate double precision NOT NULL CHECK (heart_rate > 0),
  glucose double precision NOT NULL CHECK (glucose > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (nurse_id, hospital_id) REFERENCES providers(id, hospital_id) ON DELETE SET NULL (nurse_id),
  FOREIGN KEY (doctor_id, hospital_id) REFERENCES providers(id, hospital_id) ON DELETE SET NULL (doctor_id),
  FOREIGN KEY (appointment_id, hospital_id) REFERENCES slots(id, hospital_id) ON DELETE SET NULL (appointment_id)
);
--> statement-breakpoint
CREATE INDEX nurse_reports_nurse_created ON nurse_reports (nurse_id, created_at) WHERE nurse_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX nurse_reports_patient ON nurse_reports (patient_id, created_at);
--> statement-breakpoint
-- Browser push tokens, one row per token (a user may use several browsers).
-- The key is the token's SHA-256, as a token may be longer than an index entry allows.
CREATE TABLE push_tokens (
  id text PRIMARY KEY,
  token text NOT NULL CHECK (length(token) BETWEEN 1 AND 4096),
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX push_tokens_user ON push_tokens (user_id);
--> statement-breakpoint
CREATE INDEX slots_hospital_start ON slots (hospital_id, start_at);
--> statement-breakpoint
-- A hospital's patients are the ones linked to it; booking links them (see the
-- booking handler). Link the ones that booked before this migration.
INSERT INTO patient_hospitals (patient_id, hospital_id)
  SELECT DISTINCT patient_id, hospital_id FROM slots WHERE patient_id IS NOT NULL
  ON CONFLICT DO NOTHING;
