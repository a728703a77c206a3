-- Notifications across API processes (#26): on PostgreSQL a notification is published with
-- NOTIFY aafiya_notifications and every API process (worker or replica) LISTENs and delivers it
-- to the streams open on it (notifications/database-publisher.ts). An event whose message would
-- pass NOTIFY's 8000-byte payload limit is stored here and the NOTIFY carries its id; each
-- process reads it back. Rows older than an hour are deleted as new ones come.
-- No `_data` trigger: no kept answer reads this table (data-notifications.test.ts lists it).
CREATE TABLE notification_events (
  id text PRIMARY KEY,
  message jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX notification_events_created ON notification_events (created_at);
