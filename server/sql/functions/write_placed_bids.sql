-- The writes of bids place_bids_in_session() has judged 'placed', as one
-- statement for all of them: each player's debit (the balance it judged,
-- under the wallet lock it still holds), the bid with the rate it is paid at,
-- and its ledger row 'bid:<bid id>' (docs/DATABASE.md "Money"). Each player
-- comes once in p_bids (the caller writes before a player's next bid), so a
-- ledger row finds its bid by the player.
--
-- One statement for a batch instead of one per bid: each insert starts its
-- executor, opens its partitions and their indexes and loads its CHECK
-- constraints once, where a bid each paid all of it (docs/performance-log.md
-- "The writes of a batch in one statement").
CREATE OR REPLACE FUNCTION write_placed_bids(p_bids bid_call[], p_balances bigint[], p_rate_mins integer[], p_rate_maxs integer[])
RETURNS void LANGUAGE plpgsql
-- Index lookups only, whatever the statistics said when this connection first planned it (docs/DATABASE.md "Plans of the bid path").
SET enable_seqscan = off AS $$
BEGIN
  WITH debit AS (
    UPDATE wallets SET balance = p_balances[c.ordinality], updated_at = c.now
      FROM unnest(p_bids) WITH ORDINALITY AS c
     WHERE wallets.user_id = c.user_id
  ), placed AS (
    INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit,
                      close_pana, close_digit, points, transaction_id, balance_after, created_at,
                      rate_min_value, rate_max_value)
    SELECT c.user_id, c.market_id, c.business_date, c.game_type, c.session, c.open_pana, c.open_digit,
           c.close_pana, c.close_digit, c.points, c.transaction_id, p_balances[c.ordinality], c.now,
           p_rate_mins[c.ordinality], p_rate_maxs[c.ordinality]
      FROM unnest(p_bids) WITH ORDINALITY AS c
    RETURNING id, user_id, points, balance_after, created_at
  )
  INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at)
  SELECT placed.user_id, -placed.points, placed.balance_after, 'bid', 'bid:' || placed.id, c.remark, placed.created_at
    FROM placed JOIN unnest(p_bids) AS c ON c.user_id = placed.user_id;
END
$$;
