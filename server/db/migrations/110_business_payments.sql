-- Payment trades with the (sandbox) payment provider, and every notify received.
CREATE TABLE IF NOT EXISTS biz_trades (
  trade_no     text PRIMARY KEY,
  order_code   text NOT NULL REFERENCES biz_orders(order_code),
  user_code    text NOT NULL,
  channel      text NOT NULL,
  amount_cents integer NOT NULL,
  status       text NOT NULL,
  created_at   timestamptz NOT NULL,
  finished_at  timestamptz
);
CREATE INDEX IF NOT EXISTS biz_trades_order ON biz_trades (order_code);

CREATE TABLE IF NOT EXISTS biz_pay_notifies (
  id           bigserial PRIMARY KEY,
  notify_id    text NOT NULL,
  trade_no     text NOT NULL,
  body         jsonb NOT NULL,
  outcome      text NOT NULL,
  received_at  timestamptz NOT NULL
);
