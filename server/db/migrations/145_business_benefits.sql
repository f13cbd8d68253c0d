-- Third-party value-added benefits that come with an in-force policy (edu-svc thirdParty/api/useBenefits).
-- The catalogue is the brokerage's, not a product's: product_codes NULL means every product.
CREATE TABLE IF NOT EXISTS biz_benefits (
  benefit_code     text PRIMARY KEY,
  name             text NOT NULL,
  provider         text NOT NULL,
  uses_per_policy  integer NOT NULL CHECK (uses_per_policy > 0),
  product_codes    jsonb
);

-- One row per use; (policy_no, benefit_code, slot) unique, slot 1..uses_per_policy, so two
-- simultaneous uses can never both take the last one. request_no makes a client retry idempotent.
CREATE TABLE IF NOT EXISTS biz_benefit_uses (
  use_no        text PRIMARY KEY,
  policy_no     text NOT NULL,
  benefit_code  text NOT NULL REFERENCES biz_benefits(benefit_code),
  slot          integer NOT NULL,
  user_code     text NOT NULL,
  request_no    text,
  voucher_code  text NOT NULL,
  used_at       timestamptz NOT NULL,
  UNIQUE (policy_no, benefit_code, slot)
);
CREATE UNIQUE INDEX IF NOT EXISTS biz_benefit_uses_request ON biz_benefit_uses (user_code, request_no) WHERE request_no IS NOT NULL;

INSERT INTO biz_benefits (benefit_code, name, provider, uses_per_policy, product_codes) VALUES
  ('ONLINE_CONSULT', '在线问诊', '沙箱互联网医院', 3, NULL),
  ('PSY_HOTLINE', '青少年心理咨询热线', '沙箱心理服务中心', 1, NULL)
ON CONFLICT (benefit_code) DO NOTHING;
