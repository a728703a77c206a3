-- Indexes for the lists as the data grows (#18). Each names the query it serves.
--
-- A hospital's doctors and nurses, one page in name order (hospital/staff/doctors.ts
-- doctorPage, nurses.ts): WHERE hospital_id = $1 AND kind = $2 ORDER BY first_name, last_name, id.
CREATE INDEX providers_hospital_kind_name ON providers (hospital_id, kind, first_name, last_name, id);
--> statement-breakpoint
-- The public doctor directory in name order (public/doctor-directory.ts):
-- WHERE kind = 'DOCTOR' ORDER BY first_name, last_name, id, joined to approved hospitals.
CREATE INDEX providers_kind_name ON providers (kind, first_name, last_name, id);
--> statement-breakpoint
-- The sign-in account of a staff record (hospital/staff/accounts.ts):
-- WHERE role = $1 AND reference_id = $2; and the account-wide deletes of a record.
CREATE INDEX users_reference ON users (reference_id, role);
--> statement-breakpoint
-- Who to notify of a booking (shared/scheduling/appointments.ts):
-- WHERE hospital_id = $1 AND role IN ('HOSPITAL', 'RECEPTIONIST'); the cascade when a hospital goes.
CREATE INDEX users_hospital ON users (hospital_id, role) WHERE hospital_id IS NOT NULL;
--> statement-breakpoint
-- A hospital's services (hospital/services.ts): WHERE hospital_id = $1. Its unique key
-- (id, hospital_id) starts with id, so it cannot serve this.
CREATE INDEX hospital_services_hospital ON hospital_services (hospital_id);
--> statement-breakpoint
-- A hospital's patients (hospital/patients.ts): WHERE hospital_id = $1. The primary key
-- (patient_id, hospital_id) starts with the patient.
CREATE INDEX patient_hospitals_hospital ON patient_hospitals (hospital_id, patient_id);
--> statement-breakpoint
-- Booked slots of a service when it changes or goes (hospital/services.ts):
-- WHERE service_id = $1 AND patient_id IS NOT NULL AND end_at > now(); and ON DELETE SET NULL.
CREATE INDEX slots_service ON slots (service_id) WHERE service_id IS NOT NULL;
--> statement-breakpoint
-- A hospital's nurse reports (shared/clinical-view.ts, hospital/patients.ts):
-- WHERE hospital_id = $1, and the cascade when a hospital goes.
CREATE INDEX nurse_reports_hospital ON nurse_reports (hospital_id, created_at);
