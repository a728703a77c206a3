-- Data versions announced, not stored (#18). Migration 0013 kept a row per
-- version that every request had to read (one query before any kept answer)
-- and that every write of its tables updated (one row all writers wait on).
-- Now a statement trigger announces the change with NOTIFY on the channel
-- `aafiya_data` (payload: the version's name); every API process LISTENs and
-- keeps the versions in memory (src/db/data-versions.ts). PostgreSQL delivers
-- a notification only when the writing transaction commits, once per name per
-- transaction, whoever wrote (any API process, a seed, an admin's SQL).
--
-- The names:
--   directory  the public doctor directory (the 0013 triggers, unchanged)
--   data       every table a kept signed-in answer may read: all tables but
--              the four below (a new table gets its `<table>_data` trigger in
--              its own migration; test/data-notifications.test.ts fails if not)
--   sessions   users and revoked_tokens: the per-request session check
-- Not announced as `data`: audit_events (written beside every write, read by
-- no answer), throttle_counters (sign-in attempts), outbox (mail delivery),
-- revoked_tokens (only `sessions` reads it).
CREATE OR REPLACE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('aafiya_data', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TABLE data_versions;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = current_schema()
      AND tablename NOT IN ('audit_events', 'throttle_counters', 'outbox', 'revoked_tokens', '_migrations')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version(%L)',
      t || '_data', t, 'data');
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_sessions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('sessions');
--> statement-breakpoint
CREATE TRIGGER revoked_tokens_sessions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON revoked_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('sessions');
