-- Who may open sale replays besides the order's own agent / promoter (docs/sales-record.md "Who may
-- replay"): compliance reviewers (every order) and supervisors (orders of promoters in their branch).
-- Granted by the brokerage's administrators; each grant names who gave it and when.
CREATE TABLE IF NOT EXISTS growth_replay_reviewers (
  user_code   text PRIMARY KEY,
  role        text NOT NULL CHECK (role IN ('compliance', 'supervisor')),
  granted_by  text NOT NULL,
  granted_at  timestamptz NOT NULL
);
