-- Trades of one order in the order they were opened (several can share a timestamp).
ALTER TABLE biz_trades ADD COLUMN IF NOT EXISTS seq bigserial;
