-- Core of the Aafiya database: accounts, hospitals, people, files, mail, catalogues, slots.
-- Statements are separated by the breakpoint marker so both drivers run them one by one.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE files (
  id text PRIMARY KEY,
  stored_name text NOT NULL UNIQUE,
  original_name text NOT NULL,
  mime text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  owner_user_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE hospitals (
  id text PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('HOSPITAL', 'CLINIC')),
  trade_license_no text NOT NULL,
  issue_date date NOT NULL,
  expiry_date date NOT NULL,
  address text NOT NULL,
  state text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  phone_no text NOT NULL,
  email text NOT NULL UNIQUE,
  trade_license_file_id text REFERENCES files(id),
  insurances text[] NOT NULL DEFAULT '{}',
  pcrdpi boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED')),
  image text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('HOSPITAL', 'DOCTOR', 'NURSE', 'LABORTORY', 'PHARMACY', 'RECEPTIONIST', 'ADMIN', 'VENDOR', 'PATIENT')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  reference_id text NOT NULL,
  hospital_id text REFERENCES hospitals(id) ON DELETE CASCADE,
  email_verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE patients (
  id text PRIMARY KEY,
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL UNIQUE,
  emirates_id text NOT NULL UNIQUE,
  birthday date NOT NULL,
  gender text NOT NULL CHECK (gender IN ('male', 'female')),
  location text NOT NULL,
  phone text NOT NULL,
  insurances text[] NOT NULL DEFAULT '{}',
  points integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  image text,
  account_deletion_request boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE patient_hospitals (
  patient_id text NOT NULL REFERENCES patients(id) ON DELETE CASCADE,
  hospital_id text NOT NULL REFERENCES hospitals(id) ON DELETE CASCADE,
  PRIMARY KEY (patient_id, hospital_id)
);
--> statement-breakpoint
CREATE TABLE providers (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('DOCTOR', 'NURSE')),
  hospital_id text NOT NULL REFERENCES hospitals(id) ON DELETE CASCADE,
  user_id text REFERENCES users(id) ON DELETE SET NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE slots (
  id text PRIMARY KEY,
  provider_id text NOT NULL REFERENCES providers(id) ON DELETE CASCADE,
  hospital_id text NOT NULL REFERENCES hospitals(id) ON DELETE CASCADE,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'AVAILABLE' CHECK (status IN ('AVAILABLE', 'BOOKED', 'APPROVED', 'TAKEN')),
  patient_id text REFERENCES patients(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at > start_at),
  -- One provider never has two slots at the same time.
  CONSTRAINT slots_no_overlap EXCLUDE USING gist (provider_id WITH =, tstzrange(start_at, end_at) WITH &&)
);
--> statement-breakpoint
CREATE TABLE email_tokens (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('VERIFY_EMAIL', 'RESET_PASSWORD')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
--> statement-breakpoint
CREATE TABLE outbox (
  id text PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
--> statement-breakpoint
CREATE TABLE lookups (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('country', 'gender', 'language', 'insurance', 'speciality', 'category')),
  name_en text NOT NULL,
  name_ar text NOT NULL,
  UNIQUE (kind, name_en)
);
