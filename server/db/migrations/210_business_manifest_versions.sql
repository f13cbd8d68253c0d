-- Every product manifest version the gateway has sold under, content-addressed: `version` is the
-- manifestVersion (the hash of the merged manifest, scheduled changes included) each order stores.
-- The order detail, the e-policy and the compliance replay read an order's cover from here, not
-- from today's products/ folder, so a release never changes what an existing order says it sold.
-- Rolling a release back brings the old version back: it is already here (ON CONFLICT DO NOTHING).
CREATE TABLE IF NOT EXISTS biz_manifest_versions (
  version      text PRIMARY KEY,
  product_code text NOT NULL,
  manifest     jsonb NOT NULL,
  archived_at  timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS biz_manifest_versions_product ON biz_manifest_versions (product_code, archived_at DESC);
