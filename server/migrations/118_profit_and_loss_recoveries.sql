-- Profit and loss counts what receivables recover (docs/decisions/0021): a
-- 'receivable_recovery' ledger row (migration 116) takes back, from a later
-- credit, part of a win a revert could not. Per IST day of the posting, beside
-- deposits, withdrawals and adjustments. Rollups written before this column
-- existed are forgotten, so the next report rolls them again with it.
ALTER TABLE pnl_day_funds
  ADD COLUMN recovery_count bigint NOT NULL DEFAULT 0,
  ADD COLUMN recoveries     bigint NOT NULL DEFAULT 0;
DELETE FROM pnl_days;
