-- The doctor's papers (#19): his report of an appointment (the diagnosis),
-- the sick leaves he approves and the QR prescriptions he sends. Like the nurse
-- reports (0003), each belongs to the hospital of its appointment; the doctor
-- and the appointment are kept as null when they leave, so a patient's papers
-- outlive staff changes. `appointment_id` names a booked slot of the same hospital.

-- One doctor report per appointment (saving again updates it: 001 §4).
CREATE TABLE doctor_reports (
  id text PRIMARY KEY,
  hospital_id text NOT NULL REFERENCES hospitals(id) ON DELETE CASCADE,
  doctor_id text,
  patient_id text NOT NULL REFERENCES patients(id) ON DELETE CASCADE,
  appointment_id text UNIQUE,
  treatment_type text NOT NULL CHECK (treatment_type IN ('Medication', 'Skin Desease')),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 5000),
  -- [{ medicine, dosage, days }], as the contract's Medicine.
  medicines jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(medicines) = 'array'),
  requires_surgery boolean NOT NULL DEFAULT false,
  date_of_surgery date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT requires_surgery OR date_of_surgery IS NOT NULL),
  FOREIGN KEY (doctor_id, hospital_id) REFERENCES providers(id, hospital_id) ON DELETE SET NULL (doctor_id),
  FOREIGN KEY (appointment_id, hospital_id) REFERENCES slots(id, hospital_id) ON DELETE SET NULL (appointment_id)
);
--> statement-breakpoint
-- listDoctorReportsByDate (a doctor's reports), listPatientDoctorReports (a patient's).
CREATE INDEX doctor_reports_doctor_created ON doctor_reports (doctor_id, created_at) WHERE doctor_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX doctor_reports_patient ON doctor_reports (patient_id, created_at);
--> statement-breakpoint
-- One sick leave per appointment, from and to as days (to not before from).
CREATE TABLE sick_leaves (
  id text PRIMARY KEY,
  hospital_id text NOT NULL REFERENCES hospitals(id) ON DELETE CASCADE,
  doctor_id text,
  patient_id text NOT NULL REFERENCES patients(id) ON DELETE CASCADE,
  appointment_id text UNIQUE,
  from_date date NOT NULL,
  to_date date NOT NULL,
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 5000),
  issued_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (to_date >= from_date),
  FOREIGN KEY (doctor_id, hospital_id) REFERENCES providers(id, hospital_id) ON DELETE SET NULL (doctor_id),
  FOREIGN KEY (appointment_id, hospital_id) REFERENCES slots(id, hospital_id) ON DELETE SET NULL (appointment_id)
);
--> statement-breakpoint
-- listPatientSickLeaves.
CREATE INDEX sick_leaves_patient ON sick_leaves (patient_id, from_date);
--> statement-breakpoint
-- QR prescriptions: any number per appointment (each one is sent to the patient).
CREATE TABLE qr_prescriptions (
  id text PRIMARY KEY,
  hospital_id text NOT NULL REFERENCES hospitals(id) ON DELETE CASCADE,
  doctor_id text,
  patient_id text NOT NULL REFERENCES patients(id) ON DELETE CASCADE,
  appointment_id text,
  date timestamptz NOT NULL DEFAULT now(),
  -- What the client sent as `data` (the specification's encoded QR content), if anything.
  data text CHECK (length(data) <= 10000),
  treatment_type text NOT NULL CHECK (treatment_type IN ('Medication', 'Skin Desease')),
  prescription text NOT NULL CHECK (length(prescription) BETWEEN 1 AND 5000),
  dosage_a_day double precision NOT NULL CHECK (dosage_a_day > 0),
  consumption_days double precision NOT NULL CHECK (consumption_days > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (doctor_id, hospital_id) REFERENCES providers(id, hospital_id) ON DELETE SET NULL (doctor_id),
  FOREIGN KEY (appointment_id, hospital_id) REFERENCES slots(id, hospital_id) ON DELETE SET NULL (appointment_id)
);
--> statement-breakpoint
-- listQrPrescriptions: a doctor's, a patient's.
CREATE INDEX qr_prescriptions_doctor_date ON qr_prescriptions (doctor_id, date) WHERE doctor_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX qr_prescriptions_patient_date ON qr_prescriptions (patient_id, date);
--> statement-breakpoint
-- getAppointmentLabRequest and createLabRequest's 409 (one request per appointment from the
-- diagnosis screen; not UNIQUE: earlier visits may have several, as the demo data does).
CREATE INDEX lab_requests_appointment ON lab_requests (appointment_id) WHERE appointment_id IS NOT NULL;
--> statement-breakpoint
-- Kept answers hear of changes to these tables (0015).
CREATE TRIGGER doctor_reports_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON doctor_reports
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('data');
--> statement-breakpoint
CREATE TRIGGER sick_leaves_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sick_leaves
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('data');
--> statement-breakpoint
CREATE TRIGGER qr_prescriptions_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON qr_prescriptions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('data');
