-- Platform: accounts, image captchas, SMS codes, sessions (refresh-token families), one-time tokens.
-- Times are written by the gateway from its Clock (tests drive expiry with a ManualClock).

CREATE TABLE users (
  id                    bigserial PRIMARY KEY,
  user_code             text NOT NULL UNIQUE,
  phone                 text NOT NULL UNIQUE,
  password_hash         text,
  actual_name           text,
  contact_address       text,
  date_of_birth         date,
  sex                   text,
  img_url               text,
  email                 text,
  area_code             text,
  channel_no            text NOT NULL DEFAULT 'edu',
  user_source_type      text NOT NULL DEFAULT '22',
  -- identity verification (name + ID number checked by the engine's validator)
  id_type               text,
  id_number             text,
  identity_verified_at  timestamptz,
  -- staff / promoter attributes (spec §3 User, §6 Roles)
  is_staff              boolean NOT NULL DEFAULT false,
  employee_num          text,
  staff_name            text,
  license_number        text,
  branch_code           text,
  branch_name           text,
  schanel_code          text,
  manager_user_code     text,
  manager_name          text,
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL
);

CREATE TABLE captchas (
  key         text PRIMARY KEY,
  answer      text NOT NULL,
  expires_at  timestamptz NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  used_at     timestamptz
);

CREATE TABLE sms_codes (
  id          bigserial PRIMARY KEY,
  phone       text NOT NULL,
  code        text NOT NULL,
  purpose     text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  attempts    integer NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_phone_created ON sms_codes (phone, created_at DESC);

-- One login = one session = one refresh-token family. Revoking the session ends its access tokens too.
CREATE TABLE auth_sessions (
  id              text PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id),
  created_at      timestamptz NOT NULL,
  revoked_at      timestamptz,
  revoked_reason  text
);
CREATE INDEX auth_sessions_user ON auth_sessions (user_id);

CREATE TABLE refresh_tokens (
  token_hash  text PRIMARY KEY,
  session_id  text NOT NULL REFERENCES auth_sessions (id),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

-- idg-svc resub_token: one-time tokens for order calls and endorsements (X-RESUB-TOKEN).
-- The first request that claims a token stores its answer in `result`; retries replay it.
CREATE TABLE resub_tokens (
  token        text PRIMARY KEY,
  user_code    text NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  consumed_at  timestamptz,
  scope        text,
  result       jsonb
);

CREATE SEQUENCE idg3_serial_seq;

-- Seeders that have run (server/seed): each runs once per database.
CREATE TABLE seed_runs (
  name    text PRIMARY KEY,
  ran_at  timestamptz NOT NULL
);
