-- Rate-limit windows (server/http/rate-limit.ts): one fixed window per key (e.g. login:<ip>,
-- login-fail:<phone>), kept in the database so that every gateway process on one PostgreSQL
-- counts against the same limit. Expired rows are swept by the limiter.
CREATE TABLE IF NOT EXISTS rate_limit_windows (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limit_windows_start ON rate_limit_windows (window_start);
