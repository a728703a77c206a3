-- Patient promo codes and claimed offers of the hospital area (000 §2.5
-- "Patient Promo Code" and "Claimed Offers", §3 "Hospital code" and "Reward").

-- A promo code a hospital gives a patient for an appointment (a booked slot of
-- the same hospital: composite key). The patient verifies it to earn points;
-- it is then TAKEN (shown green), before that PENDING (shown red, 000 §4).
CREATE TABLE hospital_codes (
  id text PRIMARY KEY,
  hospital_id text NOT NULL REFERENCES hospitals(id) ON DELETE CASCADE,
  slot_id text NOT NULL,
  patient_id text NOT NULL REFERENCES patients(id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9-]{4,32}$'),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'TAKEN')),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (slot_id, hospital_id) REFERENCES slots(id, hospital_id) ON DELETE CASCADE,
  -- One code per appointment, and a code names one appointment of its hospital.
  UNIQUE (slot_id),
  UNIQUE (hospital_id, code)
);
--> statement-breakpoint
CREATE INDEX hospital_codes_hospital ON hospital_codes (hospital_id, created_at);
--> statement-breakpoint
-- A patient's claim of an offer (package) of a hospital or a vendor, paid in
-- points. The offer's owner, title, points and voucher code come from the package.
CREATE TABLE rewards (
  id text PRIMARY KEY,
  package_id text NOT NULL REFERENCES packages(id) ON DELETE CASCADE,
  patient_id text NOT NULL REFERENCES patients(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'REDEEMED')),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX rewards_package ON rewards (package_id, created_at);
--> statement-breakpoint
CREATE INDEX rewards_patient ON rewards (patient_id, created_at);
