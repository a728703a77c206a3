-- Audit trail (#17): one row per write (every operation that is not a GET,
-- and the GETs that change something) and per read of a patient's clinical
-- record (src/audit/audited-operations.ts lists them), failed attempts
-- included, with their status. Who (user_id, role; null and GUEST for a
-- caller without a session), what (kind: read or write, operation id,
-- method, path template: never the URL, whose query could hold a token),
-- which record (records: the path's record ids, and the id of the record
-- the answer shows, as `created` on a 201, else `record`), when (at), from
-- where (the client address, as TRUST_PROXY reads it). Never a body, a
-- password, a token or an e-mail. No foreign key: a row outlives the account
-- it names. Append-only: the triggers below refuse UPDATE, DELETE and
-- TRUNCATE (the table's owner could still drop them: see the README's
-- security section, which also says how to read the trail with
-- apps/api/scripts/audit-log.mjs).
CREATE TABLE audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  user_id text,
  role text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('read', 'write')),
  operation text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  records jsonb NOT NULL DEFAULT '{}'::jsonb,
  status smallint NOT NULL,
  client_address text NOT NULL
);
--> statement-breakpoint
CREATE INDEX audit_events_user_at ON audit_events (user_id, at);
--> statement-breakpoint
CREATE INDEX audit_events_at ON audit_events (at);
--> statement-breakpoint
CREATE FUNCTION audit_events_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_no_update_or_delete
  BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate
  BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
