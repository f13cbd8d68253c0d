-- Orders (application forms) and the policies they become. One row per order: the policy is the
-- order after issue (policy_no set). Status codes: docs/policy-lifecycle.md.
CREATE TABLE IF NOT EXISTS biz_orders (
  order_code            text PRIMARY KEY,
  application_form_code text NOT NULL UNIQUE,
  policy_no             text UNIQUE,
  user_code             text NOT NULL,
  product_code          text NOT NULL,
  product_name          text NOT NULL,
  status                text NOT NULL,
  serial_no             text,
  manifest_version      text NOT NULL,
  confirmed_clauses     jsonb NOT NULL DEFAULT '[]'::jsonb,
  payload               jsonb NOT NULL,
  holder_name           text NOT NULL,
  premium_cents         integer NOT NULL,
  start_date            timestamptz NOT NULL,
  end_date              timestamptz NOT NULL,
  pay_deadline          timestamptz,
  paid_at               timestamptz,
  issued_at             timestamptz,
  closed_at             timestamptz,
  deleted               boolean NOT NULL DEFAULT false,
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS biz_orders_user_status ON biz_orders (user_code, status);
CREATE INDEX IF NOT EXISTS biz_orders_status ON biz_orders (status);

-- The insured people of an order, for the duplicate-insurance check (wxb/repeatInsurance).
CREATE TABLE IF NOT EXISTS biz_order_insureds (
  order_code   text NOT NULL REFERENCES biz_orders(order_code) ON DELETE CASCADE,
  seq          integer NOT NULL,
  name         text NOT NULL,
  card_type    text NOT NULL,
  card_id      text NOT NULL,
  product_code text NOT NULL,
  PRIMARY KEY (order_code, seq)
);
CREATE INDEX IF NOT EXISTS biz_order_insureds_card ON biz_order_insureds (card_id, product_code);

-- Every status change, for audit and the lifecycle tests.
CREATE TABLE IF NOT EXISTS biz_status_history (
  id          bigserial PRIMARY KEY,
  order_code  text NOT NULL REFERENCES biz_orders(order_code) ON DELETE CASCADE,
  from_status text,
  to_status   text NOT NULL,
  event       text NOT NULL,
  at          timestamptz NOT NULL
);

-- Idempotency of calls that carry X-RESUB-TOKEN: the first call's answer, replayed on retries.
CREATE TABLE IF NOT EXISTS biz_idempotency (
  token        text PRIMARY KEY,
  user_code    text NOT NULL,
  scope        text NOT NULL,
  request_hash text NOT NULL,
  state        text NOT NULL,
  http_status  integer,
  response     jsonb,
  created_at   timestamptz NOT NULL
);

-- Saved drafts (the /zancunList page).
CREATE TABLE IF NOT EXISTS biz_temp_forms (
  serial_no    text PRIMARY KEY,
  user_code    text NOT NULL,
  product_code text NOT NULL,
  product_name text NOT NULL,
  form         jsonb NOT NULL,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS biz_temp_forms_user ON biz_temp_forms (user_code, updated_at DESC);

-- Payout records saved after submit (pay/out/savePayOut).
CREATE TABLE IF NOT EXISTS biz_payouts (
  app_code   text PRIMARY KEY,
  user_code  text NOT NULL,
  data       jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

-- Endorsements (surrender) on issued policies.
CREATE TABLE IF NOT EXISTS biz_endorsements (
  endorse_no text PRIMARY KEY,
  policy_no  text NOT NULL,
  user_code  text NOT NULL,
  kind       text NOT NULL,
  reason     text NOT NULL,
  created_at timestamptz NOT NULL
);
