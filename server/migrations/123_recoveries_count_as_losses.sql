-- A receivable's recovery (migration 116) takes back, from a later credit, the
-- part of a win that a revert could not: for the player's loss limits, the
-- reality check and My activity it is a win taken back, like 'win_reversal'
-- (docs/PROTECTION.md "Windows"). Those reads use ledger_user_created, whose
-- predicate names only bids, wins and reversals; recoveries are few, so they
-- get a small index of their own rather than a rebuild of that one.
CREATE INDEX ledger_user_recovery ON ledger (user_id, created_at) WHERE kind = 'receivable_recovery';
