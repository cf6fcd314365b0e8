-- Which declaration decides a bid: digit and pana bids of the open session
-- are decided by the open result, everything else (close session, jodi,
-- both sangams) by the close result. NULL for an unknown game type.
CREATE OR REPLACE FUNCTION bid_decided_by(game_type text, session text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN game_type IN ('single_digit', 'single_digit_bulk', 'single_pana', 'single_pana_bulk',
                       'double_pana', 'double_pana_bulk', 'triple_pana', 'triple_pana_bulk')
      THEN CASE session WHEN 'Open' THEN 'open' ELSE 'close' END
    WHEN game_type IN ('jodi_digit', 'jodi_digit_bulk', 'half_sangam', 'full_sangam') THEN 'close'
  END
$$;
