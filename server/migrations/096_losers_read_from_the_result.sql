-- A settlement writes its winners only (docs/SETTLEMENT.md "Losers").
--
-- Marking every loser meant writing a new version of most of a market day's
-- bid rows, which on its own took longer than a million-bid settlement is
-- allowed to (docs/PERFORMANCE.md "Settlement"). A loser is instead read
-- from the result: a bid still 'pending' in the table whose deciding result
-- (bid_decided_by, migration 020) stands in `results` is lost. Winners keep
-- their row ('won', win_points), written in the declaring transaction with
-- their ledger rows; a revert clears the result and puts the winners back to
-- 'pending', so the losers read as pending again with it.
--
-- Every read of a bid's status goes through bid_status() — the bids_judged
-- view below — never bids.status alone.

CREATE FUNCTION bid_status(stored text, decided_by text, declared_open_pana text, declared_close_pana text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN stored <> 'pending' THEN stored
    WHEN decided_by = 'open' AND declared_open_pana IS NOT NULL THEN 'lost'
    WHEN decided_by = 'close' AND declared_close_pana IS NOT NULL THEN 'lost'
    ELSE 'pending'
  END
$$;

-- Bids as players and operators see them.
CREATE VIEW bids_judged AS
  SELECT b.id, b.user_id, b.market_id, b.business_date, b.game_type, b.session,
         b.open_pana, b.open_digit, b.close_pana, b.close_digit, b.points, b.transaction_id, b.balance_after,
         bid_status(b.status, bid_decided_by(b.game_type, b.session), r.open_pana, r.close_pana) AS status,
         b.win_points, b.created_at
  FROM bids b
  LEFT JOIN results r ON r.market_id = b.market_id AND r.business_date = b.business_date;

-- Migration 020 left half of each bids page empty so a settlement could
-- rewrite every bid in place (HOT). Only winners are rewritten now: full
-- pages halve what settlement, history and the dashboard read. Pages written
-- from now on are full; existing ones fill up as they are vacuumed and reused.
ALTER TABLE bids RESET (fillfactor);
