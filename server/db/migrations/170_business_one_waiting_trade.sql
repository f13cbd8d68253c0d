-- At most one WAITING trade per order, enforced by the database (issue 12, defect 2): payOrder read
-- "is a trade waiting" and then inserted, so simultaneous opens made several, each payable, and a buyer
-- could be charged several times. Waiting trades left over from that are closed first (all but the
-- newest of each order); a late SUCCESS notify for one still settles through applyNotify's paths.
UPDATE biz_trades t SET status = 'CANCELLED', finished_at = COALESCE(t.finished_at, now())
 WHERE t.status = 'WAITING'
   AND EXISTS (SELECT 1 FROM biz_trades n WHERE n.order_code = t.order_code AND n.status = 'WAITING' AND n.seq > t.seq);
CREATE UNIQUE INDEX IF NOT EXISTS biz_trades_one_waiting ON biz_trades (order_code) WHERE status = 'WAITING';
-- The reconciler's scheduled pass reads the SUCCESS trades finished lately (payments.ts reconcilePaidTrades).
CREATE INDEX IF NOT EXISTS biz_trades_success_finished ON biz_trades (finished_at) WHERE status = 'SUCCESS';
