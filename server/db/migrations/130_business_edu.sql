-- Local insurance markets ("supermarkets") per area, schools, promoter customers, account
-- managers per product, privacy-consent log, signed agreements, identity checks, tracking.
CREATE TABLE IF NOT EXISTS biz_markets (
  id          text PRIMARY KEY,
  area_code   text NOT NULL,
  name        text NOT NULL,
  status      text NOT NULL,          -- '1' online, '2' offline (spec §3 on/off market = 1/2)
  net_status  text NOT NULL DEFAULT '1',
  product_codes jsonb NOT NULL DEFAULT '[]'::jsonb,
  banner_url  text,
  seq         integer NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS biz_markets_area ON biz_markets (area_code);

CREATE TABLE IF NOT EXISTS biz_schools (
  id           text PRIMARY KEY,
  name         text NOT NULL,
  province_code text NOT NULL,
  city_code    text NOT NULL,
  county_code  text NOT NULL,
  address      text NOT NULL,
  phone        text NOT NULL,
  school_kind  text NOT NULL,
  school_nature text NOT NULL,
  colleges     jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_by   text
);
CREATE INDEX IF NOT EXISTS biz_schools_county ON biz_schools (county_code);

CREATE TABLE IF NOT EXISTS biz_customers (
  customer_user_code text PRIMARY KEY,
  manager_user_code  text NOT NULL,
  customer_name      text NOT NULL,
  customer_phone     text NOT NULL,
  level              text NOT NULL DEFAULT '1',
  created_at         timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS biz_customers_manager ON biz_customers (manager_user_code);

CREATE TABLE IF NOT EXISTS biz_contract_managers (
  product_code      text PRIMARY KEY,
  manager_user_code text NOT NULL,
  manager_name      text NOT NULL,
  manager_phone     text NOT NULL
);

CREATE TABLE IF NOT EXISTS biz_privacy_log (
  id         bigserial PRIMARY KEY,
  user_code  text NOT NULL,
  doc        text NOT NULL,
  agreed_at  timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS biz_agreements (
  contract_no text PRIMARY KEY,
  user_code   text NOT NULL,
  user_name   text NOT NULL,
  order_code  text,
  product_code text NOT NULL,
  start_date  timestamptz,
  end_date    timestamptz,
  sign_time   timestamptz NOT NULL,
  pdf         bytea NOT NULL
);
CREATE INDEX IF NOT EXISTS biz_agreements_user ON biz_agreements (user_code, sign_time DESC);

CREATE TABLE IF NOT EXISTS biz_identity_checks (
  check_id   text PRIMARY KEY,
  user_code  text NOT NULL,
  kind       text NOT NULL,           -- 'id' | 'face'
  name       text NOT NULL,
  id_no_masked text NOT NULL,
  back_url   text,
  status     text NOT NULL,           -- 'PENDING' | 'PASS' | 'FAIL'
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);

CREATE TABLE IF NOT EXISTS biz_op_logs (
  id         bigserial PRIMARY KEY,
  kind       text NOT NULL,           -- 'op' tracking record | 'raw' session recording
  serial_no  text,
  user_code  text,
  op_name    text,
  op_node    text,
  op_detail  text,
  record     jsonb,
  content    bytea,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS biz_op_logs_serial ON biz_op_logs (serial_no);
