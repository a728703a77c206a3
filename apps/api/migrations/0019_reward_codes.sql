-- The points economy (#23): a claim of an offer (a reward) has its own promo
-- code, which the patient shows to the offer's vendor or hospital, who marks
-- the claim REDEEMED; and it keeps the points it cost, so a claim refunded
-- (its offer deleted before it was used) gives back what was paid.
--   code: unique; claimReward makes it (10 letters and digits without
--   look-alikes). The default, hex, is for rows written without one (older
--   claims below, demo data and tests).
--   points: what the patient paid; null for claims recorded without a price,
--   which a refund reads at the offer's price.
ALTER TABLE rewards
  ADD COLUMN code text,
  ADD COLUMN points integer CHECK (points >= 0);
--> statement-breakpoint
UPDATE rewards SET code = upper(substr(md5(id || random()::text), 1, 10));
--> statement-breakpoint
UPDATE rewards r SET points = p.points FROM packages p WHERE p.id = r.package_id;
--> statement-breakpoint
ALTER TABLE rewards
  ALTER COLUMN code SET DEFAULT upper(substr(md5(gen_random_uuid()::text), 1, 10)),
  ALTER COLUMN code SET NOT NULL,
  ADD CONSTRAINT rewards_code_key UNIQUE (code),
  ADD CONSTRAINT rewards_code_format CHECK (code ~ '^[A-Z0-9]{6,32}$');
--> statement-breakpoint
-- A patient's balance never goes below zero, whatever writes it.
ALTER TABLE patients ADD CONSTRAINT patients_points_not_negative CHECK (points >= 0);
