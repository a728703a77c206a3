-- Files in the database (#26, FILE_STORE=postgres): every API process, on every machine sharing
-- the database, reads what any of them wrote. Each file is numbered chunks of 256 KiB, read one at
-- a time as it is sent (files/postgres-blobs.ts); `files` (0001) keeps its name, type and size.
-- No `_data` trigger: no kept answer reads the bytes (data-notifications.test.ts lists it).
CREATE TABLE file_chunks (
  stored_name text NOT NULL,
  seq integer NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (stored_name, seq)
);
