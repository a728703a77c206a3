-- PCR slots (000 §2.4, §7; 002 §3): a slot of a hospital with PCRDPI may be a
-- PCR test or a PCR vaccination slot, given by one of its nurses or
-- technicians. Other slots have no PCR type. The hospital's PCR Test and PCR
-- Vaccination calendars list them by type and month.
ALTER TABLE slots
  ADD COLUMN pcr_type text CHECK (pcr_type IN ('PCR_TEST', 'PCR_VACCINATION'));
--> statement-breakpoint
CREATE INDEX slots_hospital_pcr_start ON slots (hospital_id, pcr_type, start_at) WHERE pcr_type IS NOT NULL;
