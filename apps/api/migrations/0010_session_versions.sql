-- Sessions end (#17): each sign-in token carries the account's session
-- version; changing or resetting the password raises it, so every token
-- issued before stops working. A deleted account has no row, so its tokens
-- stop working too. The auth middleware reads it by primary key.
ALTER TABLE users
  ADD COLUMN session_version integer NOT NULL DEFAULT 0;
