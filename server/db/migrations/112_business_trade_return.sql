-- The in-app page the cashier sends the buyer back to (payOrder returnPath; default /payoff).
ALTER TABLE biz_trades ADD COLUMN IF NOT EXISTS return_path text;
