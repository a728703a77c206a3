-- Appointment reminders (#24, beyond the specification): the patient is mailed
-- 24 hours before an appointment (src/reminders/appointment-reminders.ts). A
-- reminder goes once, even with several API processes sweeping at the same
-- time: a sweep sends only the reminders its own INSERT … ON CONFLICT wrote.
--   slot_id: the appointment (a booked slot).
--   patient_id, start_at: the booking reminded of. A slot cancelled and booked
--   again by someone else (or moved) is a new appointment: the sweep's upsert
--   takes the row over only when these differ.
CREATE TABLE appointment_reminders (
  slot_id text PRIMARY KEY REFERENCES slots(id) ON DELETE CASCADE,
  patient_id text NOT NULL,
  start_at timestamptz NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- 0015: every table a kept signed-in answer may read announces its changes (none reads this one, but
-- test/data-notifications.test.ts keeps the rule without exceptions beyond its list).
CREATE TRIGGER appointment_reminders_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON appointment_reminders
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('data');
--> statement-breakpoint
-- The reminder sweep: booked or approved appointments starting in the next 24 hours
-- (WHERE status IN ('BOOKED', 'APPROVED') AND start_at > $now AND start_at <= $now + 24 h).
CREATE INDEX slots_booked_start ON slots (start_at) WHERE status IN ('BOOKED', 'APPROVED');
