-- Profit and loss counts what receivables recover (docs/decisions/0021): a
-- 'receivable_recovery' ledger row (migration 116) takes back, from a later
-- credit, part of a win a revert could not. Per IST day of the posting, beside
-- deposits, withdrawals and adjustments. Rollups written before this column
-- existed are forgotten, so the next report rolls them again with it.
ALTER TABLE pnl_day_funds
  ADD COLUMN recovery_count bigint NOT NULL DEFAULT 0,
  ADD COLUMN recoveries     bigint NOT NULL DEFAULT 0;
DELETE FROM pnl_days;

-- An open day's prefix (docs/decisions/0021): today's figures up to the bid and ledger ids below which
-- every row has committed, rolled at most every few minutes, so a report reads only the rows after them
-- live. NULL: the whole day, closed.
ALTER TABLE pnl_days
  ADD COLUMN through_bid_id    bigint,
  ADD COLUMN through_ledger_id bigint,
  ADD CONSTRAINT pnl_days_prefix CHECK ((through_bid_id IS NULL) = (through_ledger_id IS NULL));
