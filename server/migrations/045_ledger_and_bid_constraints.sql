-- Invariants the code relied on, now held by the database (issue #12).
--
-- 1. A posting that must happen once per thing happens once: the ledger's
--    (kind, reference) is unique for bids, deposits, withdrawal holds and
--    refunds, and adjustments (whose reference names the operator's request).
--    Wins and win reversals are left out on purpose: after a result is
--    reverted and declared again a bid may win again, and their once-ness
--    comes from the bid's own status change (pending -> won) in the same
--    statement. See docs/DATABASE.md.
-- 2. Every posting names what it is for.
-- 3. A bid's game type and number fields are ones the rules know, so
--    settlement never meets a bid it cannot judge.
-- 4. No columns for features that do not exist yet: the daily limits belong
--    to the player-protection issue, which adds them with their enforcement.

-- Older adjustments all carried 'operator:<id>' (and the demo credit 'seed'):
-- give each its own reference before the index is built.
UPDATE ledger SET reference = reference || ':ledger-' || id WHERE kind = 'adjustment';
UPDATE ledger SET reference = 'ledger-' || id WHERE reference = '';

ALTER TABLE ledger ALTER COLUMN reference DROP DEFAULT;
ALTER TABLE ledger ADD CONSTRAINT ledger_reference_present CHECK (reference <> '');
CREATE UNIQUE INDEX ledger_posting_once ON ledger (kind, reference)
  WHERE kind IN ('bid', 'deposit', 'withdrawal_hold', 'withdrawal_refund', 'adjustment');

ALTER TABLE bids ADD CONSTRAINT bids_game_type_known CHECK (game_type IN (
  'single_digit', 'single_digit_bulk', 'jodi_digit', 'jodi_digit_bulk', 'single_pana', 'single_pana_bulk',
  'double_pana', 'double_pana_bulk', 'triple_pana', 'triple_pana_bulk', 'half_sangam', 'full_sangam'
));
ALTER TABLE bids ADD CONSTRAINT bids_numbers_shaped CHECK (
  open_pana ~ '^([0-9]{3}|NA)$' AND close_pana ~ '^([0-9]{3}|NA)$'
  AND open_digit ~ '^([0-9]|NA)$' AND close_digit ~ '^([0-9]|NA)$'
);

ALTER TABLE users DROP COLUMN daily_bid_limit, DROP COLUMN daily_deposit_limit;

-- 5. The database keeps its own words for a fund request's state; the wire
--    codes of docs/PRODUCT.md §3 ('0' pending, '1' success, '-1' failed) are
--    mapped at the API boundary (shared/src/api/fundStatus.ts).
ALTER TABLE fund_requests DROP CONSTRAINT fund_requests_status_check;
ALTER TABLE fund_requests ALTER COLUMN status DROP DEFAULT;
UPDATE fund_requests SET status = CASE status WHEN '0' THEN 'pending' WHEN '1' THEN 'approved' ELSE 'declined' END;
ALTER TABLE fund_requests ALTER COLUMN status SET DEFAULT 'pending';
ALTER TABLE fund_requests ADD CONSTRAINT fund_requests_state CHECK (status IN ('pending', 'approved', 'declined'));
