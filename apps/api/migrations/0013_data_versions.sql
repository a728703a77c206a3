-- Versions of the data behind the cached public answers (#18): the server keeps
-- a public list's answer (an operation's `x-cache` in the contract) until the
-- version it was made at moves. A statement trigger on each table the answer
-- reads bumps it, whoever writes (any API process, a seed, an admin's SQL), so
-- the cache is right across processes; the check is one primary-key read.
CREATE TABLE data_versions (
  name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO data_versions (name) VALUES ('directory');
--> statement-breakpoint
CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The public doctor directory (listAllDoctors): doctors, their hospitals (name,
-- address, picture, approval), their specialities and the lookups' names.
CREATE TRIGGER providers_directory AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON providers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('directory');
--> statement-breakpoint
CREATE TRIGGER hospitals_directory AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hospitals
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('directory');
--> statement-breakpoint
CREATE TRIGGER doctor_specialities_directory AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON doctor_specialities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('directory');
--> statement-breakpoint
CREATE TRIGGER lookups_directory AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lookups
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('directory');
