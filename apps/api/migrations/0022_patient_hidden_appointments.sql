-- A patient removes a past appointment from his own list (#25, DELETE /appointments/{id}/{patientId}).
-- Spec choice: the appointment is a clinical and financial record of its hospital (the doctor's report,
-- papers, lab requests and the finance report name it), so the patient's delete only hides it from the
-- patient's history (GET /patients/profile/{id} as the patient); the hospital, its doctors and the admin
-- still see it. A slot is only hidden once it is past, so a freed or re-booked slot never carries the flag.
ALTER TABLE slots ADD COLUMN hidden_by_patient boolean NOT NULL DEFAULT false;
