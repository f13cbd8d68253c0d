-- Who each serial number (idg-svc idg3) was issued to: the sales flow that owns it (issue 12, defect 5).
-- op-log op/ins and raw/json write under a serial only for its owner, the replay shows only rows its
-- order's buyer wrote, and raw_parts / raw_bytes count the flow's recording uploads against its quota.
CREATE TABLE IF NOT EXISTS growth_flow_serials (
  serial_no   text PRIMARY KEY,
  user_code   text,
  created_at  timestamptz NOT NULL,
  raw_parts   integer NOT NULL DEFAULT 0,
  raw_bytes   bigint NOT NULL DEFAULT 0
);
-- The replay joins an order's rows by serial and writer.
CREATE INDEX IF NOT EXISTS biz_op_logs_serial_writer ON biz_op_logs (serial_no, user_code, kind);
