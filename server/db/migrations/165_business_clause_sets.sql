-- The clause texts a buyer confirmed, stored once per distinct set instead of on every order.
-- Every order of one product version confirms the same texts (~2 KB): written on each order they
-- made it the costliest part of a submit (jsonb input and compression of a row past the TOAST
-- threshold). Sets are keyed by the SHA-256 of their JSON (server/domain/orders/clause-sets.ts);
-- the gateway stores its catalogue's sets when it starts, so a submit only names its set.
CREATE TABLE IF NOT EXISTS biz_clause_sets (
  hash    text PRIMARY KEY,
  clauses jsonb NOT NULL
);

ALTER TABLE biz_orders ADD COLUMN IF NOT EXISTS clause_set text REFERENCES biz_clause_sets (hash);

-- Orders stored before this migration keep their texts: each distinct set moves to the new table,
-- keyed by the hash of PostgreSQL's jsonb text (the gateway hashes its own JSON), so a set may be
-- stored twice under two keys; each order still reads exactly the texts it confirmed.
INSERT INTO biz_clause_sets (hash, clauses)
  SELECT DISTINCT encode(sha256(convert_to(confirmed_clauses::text, 'UTF8')), 'hex'), confirmed_clauses FROM biz_orders
  ON CONFLICT DO NOTHING;
UPDATE biz_orders SET clause_set = encode(sha256(convert_to(confirmed_clauses::text, 'UTF8')), 'hex');
ALTER TABLE biz_orders ALTER COLUMN clause_set SET NOT NULL;
ALTER TABLE biz_orders DROP COLUMN confirmed_clauses;

-- The order's own payload (the form, ~1.5–3 KB) stays in the row uncompressed up to 8 KB: compressing
-- it on every insert cost more CPU than the few KB it saves.
ALTER TABLE biz_orders SET (toast_tuple_target = 8160);
