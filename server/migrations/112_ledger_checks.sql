-- The ledger invariant checked in production, not only in tests
-- (docs/DATABASE.md "Ledger check").
--
-- Every wallet equals the sum of its ledger rows: a balance moves only with
-- its ledger row, in one statement (server/src/data/ledger.ts, place_bid()).
-- A housekeeping job of each API process (LEDGER_CHECK_INTERVAL_MINUTES)
-- compares every wallet with its ledger in one read-only statement and
-- records the outcome here, one row per check; a wallet that differs is
-- logged at error level and shown on the console's dashboard, which reads the
-- newest row. Rows older than 30 days are deleted by the same job.
CREATE TABLE ledger_checks (
  id          bigserial PRIMARY KEY,
  checked_at  timestamptz NOT NULL,
  -- How many wallets differ from their ledger (0 when all is well).
  mismatches  integer NOT NULL CHECK (mismatches >= 0),
  -- The first of them (at most 20): [{ user_id, balance, ledger_sum }].
  sample      jsonb NOT NULL,
  -- How long the comparison took, to see it grow with the ledger.
  took_ms     integer NOT NULL CHECK (took_ms >= 0)
);
CREATE INDEX ledger_checks_checked_at ON ledger_checks (checked_at);
