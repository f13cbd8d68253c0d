-- The commission-contract flow (docs/contract-flow.md). The account manager of a contract-based
-- product is manifest data now (contractFlow.accountManager), so its table goes.
DROP TABLE IF EXISTS biz_contract_managers;

-- What a signed contract records beyond the PDF: the bailor's ID number (for the order's bailorIdNo),
-- the account manager it was signed with and the certificate info it used.
ALTER TABLE biz_agreements ADD COLUMN IF NOT EXISTS bailor_id_no text;
ALTER TABLE biz_agreements ADD COLUMN IF NOT EXISTS manager_user_code text;
ALTER TABLE biz_agreements ADD COLUMN IF NOT EXISTS cert_id text;
CREATE INDEX IF NOT EXISTS biz_agreements_user_product ON biz_agreements (user_code, product_code, sign_time DESC);

-- Certificate info (jzq/api/_bai/cloudCertiPerInfo): the signer's name, ID number and ID card photo.
CREATE TABLE IF NOT EXISTS biz_contract_certs (
  cert_id    text PRIMARY KEY,
  user_code  text NOT NULL,
  name       text NOT NULL,
  id_no      text NOT NULL,
  mime_type  text NOT NULL,
  content    bytea NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS biz_contract_certs_user ON biz_contract_certs (user_code, created_at DESC);
