-- 'won' | 'lost', or 'pending' while the result that decides the bid is not
-- declared (close_pana NULL). NULL for an unknown game type, so a corrupt bid
-- can never be quietly judged: settlement writes the outcome into a NOT NULL
-- column. A bid's 'NA' field never equals a digit or a pana. The one
-- definition of who wins (docs/SETTLEMENT.md); its tests are the truth table
-- and the properties in server/src/features/results/rules.test.ts.
CREATE OR REPLACE FUNCTION bid_outcome(
  game_type text, session text,
  bid_open_pana text, bid_open_digit text, bid_close_pana text, bid_close_digit text,
  open_pana text, close_pana text
) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN bid_decided_by(game_type, session) IS NULL THEN NULL
    WHEN open_pana IS NULL THEN 'pending'
    WHEN close_pana IS NULL AND bid_decided_by(game_type, session) = 'close' THEN 'pending'
    WHEN CASE
      WHEN game_type IN ('single_digit', 'single_digit_bulk') THEN
        CASE session WHEN 'Open' THEN bid_open_digit = pana_digit(open_pana) ELSE bid_close_digit = pana_digit(close_pana) END
      WHEN game_type IN ('jodi_digit', 'jodi_digit_bulk') THEN
        bid_open_digit = pana_digit(open_pana) AND bid_close_digit = pana_digit(close_pana)
      WHEN game_type IN ('single_pana', 'single_pana_bulk', 'double_pana', 'double_pana_bulk', 'triple_pana', 'triple_pana_bulk') THEN
        CASE session
          WHEN 'Open' THEN bid_open_pana = open_pana AND pana_kind(open_pana) = split_part(game_type, '_', 1)
          ELSE bid_close_pana = close_pana AND pana_kind(close_pana) = split_part(game_type, '_', 1)
        END
      WHEN game_type = 'half_sangam' THEN
        CASE WHEN bid_open_pana <> 'NA'
          THEN bid_open_pana = open_pana AND bid_close_digit = pana_digit(close_pana)
          ELSE bid_open_digit = pana_digit(open_pana) AND bid_close_pana = close_pana
        END
      WHEN game_type = 'full_sangam' THEN bid_open_pana = open_pana AND bid_close_pana = close_pana
    END THEN 'won'
    ELSE 'lost'
  END
$$;
