-- The winners of every declaration, kept for good (docs/SETTLEMENT.md
-- "Winners"; docs/API.md "Results").
--
-- A revert puts a result's winners back to 'pending' with win 0, so the bids
-- no longer say who won what once a result is reverted. The settlement
-- statement (settleJudgement, server/src/data/settlement.ts) therefore writes
-- one row here per winning bid, in the declaring transaction, and a revert
-- leaves them alone: the list of a reverted declaration is what it paid, and
-- the declaration row says it was reverted.
--
-- Only what a revert changes or what the list is searched by is copied: the
-- win and the player. The game type, numbers, stake and rate are the bid's
-- own and never change after it is placed (bids_numbers_checked, migration
-- 109), so the list reads them through bids_pkey.
CREATE TABLE declaration_winners (
  -- Deferred: the settlement writes the winners before the declaration row,
  -- which records the settlement's totals (server/src/features/results/declare.ts).
  declaration_id bigint NOT NULL REFERENCES result_declarations (id) DEFERRABLE INITIALLY DEFERRED,
  bid_id         bigint NOT NULL REFERENCES bids (id),
  user_id        bigint NOT NULL REFERENCES users (id),
  win_points     bigint NOT NULL CHECK (win_points >= 0),
  PRIMARY KEY (declaration_id, bid_id)
);

-- Declarations standing when this migration runs: their winners are still
-- marked on the bids. Those reverted before it cannot be recovered; the
-- console says so (winners_recorded = false, docs/CONSOLE.md "Winners").
INSERT INTO declaration_winners (declaration_id, bid_id, user_id, win_points)
SELECT d.id, b.id, b.user_id, b.win_points
FROM result_declarations d
JOIN bids b ON b.market_id = d.market_id AND b.business_date = d.business_date AND b.status = 'won'
WHERE d.reverted_at IS NULL
  AND bid_decided_by(b.game_type, b.session) = d.session;

-- Which declarations kept their winners: every one declared from now on.
ALTER TABLE result_declarations ADD COLUMN winners_recorded boolean NOT NULL DEFAULT true;
UPDATE result_declarations SET winners_recorded = false WHERE reverted_at IS NOT NULL AND winning_bids > 0;
