-- Laboratories, receptionists, pharmacies, vendors, family members, hospital
-- services and offers (packages), the package-category and add-on catalogues,
-- and the profile fields of hospitals, doctors, nurses and technicians.
-- Columns follow the contract's component schemas (openapi/components/schemas).
-- Phone numbers and Emirates IDs are stored in the contract's masked form.

-- Add-ons (hospital add-on services: Pharmacy, Free Parking, ...) join the catalogues.
ALTER TABLE lookups DROP CONSTRAINT lookups_kind_check;
--> statement-breakpoint
ALTER TABLE lookups ADD CONSTRAINT lookups_kind_check
  CHECK (kind IN ('country', 'gender', 'language', 'insurance', 'speciality', 'category', 'addon'));
--> statement-breakpoint
CREATE TABLE package_categories (
  id text PRIMARY KEY,
  name_en text NOT NULL UNIQUE CHECK (length(name_en) > 0),
  name_ar text NOT NULL CHECK (length(name_ar) > 0),
  image text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Hospital profile: about text, opening hours (HH:mm on a half hour), gallery.
ALTER TABLE hospitals
  ADD COLUMN about text,
  ADD COLUMN opening_time text CHECK (opening_time ~ '^([01][0-9]|2[0-3]):(00|30)$'),
  ADD COLUMN closing_time text CHECK (closing_time ~ '^([01][0-9]|2[0-3]):(00|30)$'),
  ADD COLUMN images text[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
-- Doctors, nurses and technicians. Technicians are kind NURSE with nurse_type
-- 'Technician' (the contract's Nurse.type), so they share the nurse calls and slots.
ALTER TABLE providers
  ADD COLUMN mobile text CHECK (mobile ~ '^\+971-[0-9]{2} [0-9]{3} [0-9]{4}$'),
  ADD COLUMN image text,
  ADD COLUMN experience text,
  ADD COLUMN about text,
  ADD COLUMN gender_id text REFERENCES lookups(id) ON DELETE SET NULL,
  ADD COLUMN country_id text REFERENCES lookups(id) ON DELETE SET NULL,
  ADD COLUMN language_id text REFERENCES lookups(id) ON DELETE SET NULL,
  ADD COLUMN nurse_type text CHECK (nurse_type IN ('Nurse', 'Technician')),
  ADD COLUMN speciality text,
  ADD COLUMN description text;
--> statement-breakpoint
UPDATE providers SET nurse_type = 'Nurse' WHERE kind = 'NURSE';
--> statement-breakpoint
ALTER TABLE providers
  ADD CONSTRAINT providers_nurse_type_of_nurses CHECK ((kind = 'NURSE') = (nurse_type IS NOT NULL)),
  -- Lets link tables require that a provider belongs to the same hospital as the linked record.
  ADD CONSTRAINT providers_id_hospital_key UNIQUE (id, hospital_id);
--> statement-breakpoint
CREATE TABLE doctor_specialities (
  doctor_id text NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
  speciality_id text NOT NULL REFERENCES lookups(id) ON DELETE CASCADE,
  PRIMARY KEY (doctor_id, speciality_id)
);
--> statement-breakpoint
CREATE TABLE laboratories (
  id text PRIMARY KEY,
  hospital_id text NOT NULL REFERENCES hospitals(id) ON DELETE CASCADE,
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL UNIQUE,
  mobile text NOT NULL CHECK (mobile ~ '^\+971-[0-9]{2} [0-9]{3} [0-9]{4}$'),
  image text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE receptionists (
  id text PRIMARY KEY,
  hospital_id text NOT NULL REFERENCES hospitals(id) ON DELETE CASCADE,
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL UNIQUE,
  mobile text NOT NULL CHECK (mobile ~ '^\+971-[0-9]{2} [0-9]{3} [0-9]{4}$'),
  image text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- The specification shows no pharmacy profile fields (its screens are static);
-- these are what a UAE pharmacy branch listing needs.
CREATE TABLE pharmacies (
  id text PRIMARY KEY,
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  name text NOT NULL,
  branch_name text NOT NULL,
  email text NOT NULL UNIQUE,
  phone_no text NOT NULL CHECK (phone_no ~ '^\+971-[0-9]{2} [0-9]{3} [0-9]{4}$'),
  address text NOT NULL,
  state text NOT NULL,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  image text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((latitude IS NULL) = (longitude IS NULL))
);
--> statement-breakpoint
CREATE TABLE vendors (
  id text PRIMARY KEY,
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  branch_name text NOT NULL CHECK (length(branch_name) > 0),
  email text NOT NULL UNIQUE,
  address text NOT NULL CHECK (length(address) > 0),
  phone_no text NOT NULL CHECK (phone_no ~ '^\+971-[0-9]{2} [0-9]{3} [0-9]{4}$'),
  about text,
  image text,
  images text[] NOT NULL DEFAULT '{}',
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((latitude IS NULL) = (longitude IS NULL))
);
--> statement-breakpoint
CREATE TABLE family_members (
  id text PRIMARY KEY,
  patient_id text NOT NULL REFERENCES patients(id) ON DELETE CASCADE,
  first_name text NOT NULL CHECK (length(first_name) > 0),
  last_name text NOT NULL CHECK (length(last_name) > 0),
  relation text NOT NULL CHECK (relation IN ('FATHER', 'MOTHER', 'SON', 'DAUGHTER', 'SISTER', 'BROTHER', 'OTHER')),
  emirates_id text NOT NULL CHECK (emirates_id ~ '^[0-9]{3}-[0-9]{4}-[0-9]{7}-[0-9]$'),
  phone_no text NOT NULL CHECK (phone_no ~ '^\+971-[0-9]{2} [0-9]{3} [0-9]{4}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A patient adds a relative once.
  UNIQUE (patient_id, emirates_id)
);
--> statement-breakpoint
CREATE TABLE hospital_services (
  id text PRIMARY KEY,
  hospital_id text NOT NULL REFERENCES hospitals(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) > 0),
  description text NOT NULL,
  image text,
  -- AED. A paid service has a price above zero; a free one has none.
  price numeric(10, 2),
  is_free boolean NOT NULL,
  covered_by_insurance boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT hospital_services_price_unless_free
    CHECK ((is_free AND price IS NULL) OR (NOT is_free AND price IS NOT NULL AND price > 0)),
  UNIQUE (id, hospital_id)
);
--> statement-breakpoint
-- The doctors, nurses and technicians of a service; they belong to its hospital
-- (both composite keys share hospital_id). The lists of the contract come from
-- the provider's kind and nurse_type.
CREATE TABLE service_providers (
  service_id text NOT NULL,
  provider_id text NOT NULL,
  hospital_id text NOT NULL,
  PRIMARY KEY (service_id, provider_id),
  FOREIGN KEY (service_id, hospital_id) REFERENCES hospital_services(id, hospital_id) ON DELETE CASCADE,
  FOREIGN KEY (provider_id, hospital_id) REFERENCES providers(id, hospital_id) ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX service_providers_provider ON service_providers (provider_id);
--> statement-breakpoint
-- Offers. Owned by a hospital or by a vendor, never both. A percentage offer
-- has `off`; a buy-some-get-some offer has both quantities.
CREATE TABLE packages (
  id text PRIMARY KEY,
  hospital_id text REFERENCES hospitals(id) ON DELETE CASCADE,
  vendor_id text REFERENCES vendors(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('ON_PERCENTAGE', 'BUY_SOME_GET_SOME')),
  title text NOT NULL CHECK (length(title) > 0),
  -- A category in use cannot be deleted (NO ACTION: 23503, answered 409).
  category_id text NOT NULL REFERENCES package_categories(id),
  points integer NOT NULL CHECK (points >= 0),
  buy_quantity integer CHECK (buy_quantity >= 1),
  get_quantity integer CHECK (get_quantity >= 1),
  "off" numeric(5, 2) CHECK ("off" > 0 AND "off" <= 100),
  about text,
  terms_and_conditions text,
  images text[] NOT NULL DEFAULT '{}',
  voucher_code text NOT NULL UNIQUE CHECK (voucher_code ~ '^[A-Z0-9]{4,32}$'),
  subscribed_count integer NOT NULL DEFAULT 0 CHECK (subscribed_count >= 0),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'PENDING', 'INACTIVE')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT packages_one_owner CHECK (num_nonnulls(hospital_id, vendor_id) = 1),
  CONSTRAINT packages_terms_of_type CHECK (
    (type = 'ON_PERCENTAGE' AND "off" IS NOT NULL AND buy_quantity IS NULL AND get_quantity IS NULL)
    OR (type = 'BUY_SOME_GET_SOME' AND buy_quantity IS NOT NULL AND get_quantity IS NOT NULL AND "off" IS NULL)
  )
);
--> statement-breakpoint
CREATE INDEX packages_hospital ON packages (hospital_id) WHERE hospital_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX packages_vendor ON packages (vendor_id) WHERE vendor_id IS NOT NULL;
--> statement-breakpoint
-- An appointment names the service booked (of the slot's hospital), the family
-- member it is for and the patient's description.
ALTER TABLE slots
  ADD COLUMN service_id text,
  ADD COLUMN family_member_id text,
  ADD COLUMN description text,
  ADD CONSTRAINT slots_service_of_hospital FOREIGN KEY (service_id, hospital_id)
    REFERENCES hospital_services(id, hospital_id) ON DELETE SET NULL (service_id),
  -- A plain key: deleting a patient sets the slot's patient_id to null before its
  -- members go, so a key on (family_member_id, patient_id) would keep a stale id.
  -- The booking handler checks that the member is the booking patient's.
  ADD CONSTRAINT slots_family_member FOREIGN KEY (family_member_id)
    REFERENCES family_members(id) ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX slots_provider_start ON slots (provider_id, start_at);
--> statement-breakpoint
CREATE INDEX slots_patient ON slots (patient_id) WHERE patient_id IS NOT NULL;
