-- Throttling of sign-in, registration, password reset and code checks (#17):
-- one row per counted key (e.g. 'sign-in:account:a@b.ae', 'sign-in:address:1.2.3.4').
-- Kept in the database so the limit holds across API processes. A row whose
-- expires_at has passed counts as empty; the limiter overwrites it on the next attempt.
CREATE TABLE throttle_counters (
  key text PRIMARY KEY,
  points integer NOT NULL,
  blocked_until timestamptz,
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX throttle_counters_expires_at ON throttle_counters (expires_at);
