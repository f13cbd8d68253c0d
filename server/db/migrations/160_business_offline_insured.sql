-- The offline school channel (docs/offline-channel.md): students a school or the brokerage
-- registered offline for a product; a parent claims one by name + ID card number (owner_user_code),
-- completes the holder part and confirms it. ins_status: '0' registered, '1' verified, '2' confirmed.
CREATE TABLE IF NOT EXISTS biz_offline_insured (
  record_no       text PRIMARY KEY,
  product_code    text NOT NULL,
  batch_no        text NOT NULL,          -- the school's registration batch
  school_name     text NOT NULL,
  grade           text NOT NULL,
  class_name      text NOT NULL,
  insured_name    text NOT NULL,
  card_type       text NOT NULL DEFAULT '0',
  card_no         text NOT NULL,          -- normalized (upper-case X); answered masked only
  birthday        date NOT NULL,
  sex             text NOT NULL,          -- spec §9: '0' male, '1' female
  holder_name     text,
  holder_phone    text,
  relation_type   text,
  ins_status      text NOT NULL DEFAULT '0',
  owner_user_code text,
  verified_at     timestamptz,
  confirmed_at    timestamptz,
  updated_at      timestamptz NOT NULL,
  UNIQUE (product_code, card_no)
);
CREATE INDEX IF NOT EXISTS biz_offline_insured_owner ON biz_offline_insured (owner_user_code);
