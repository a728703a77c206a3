-- Signed-out tokens (#17: POST /users/logout). A token carries a `jti`; signing
-- out records it here until the token would have expired anyway, and every
-- request's session check (auth/sessions.ts liveSession) refuses a recorded one.
-- Rows past expires_at are removed on the next sign-out.
CREATE TABLE revoked_tokens (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX revoked_tokens_expires_at ON revoked_tokens (expires_at);
