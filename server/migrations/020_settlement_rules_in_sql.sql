-- Who wins, written in SQL so a declaration settles every bid of a market
-- day in a few set-based statements (docs/SETTLEMENT.md). The readable
-- definition is shared/src/domain/settlement.ts; a property test
-- (server/src/features/results/rules.test.ts) proves these functions agree
-- with it on every game type and session. Change both together.
--
-- All functions are IMMUTABLE LANGUAGE sql single expressions, so the
-- planner inlines them and folds the declared result into constants.

-- Rank of a digit in pana order: 1..9 as themselves, 0 as 10.
CREATE FUNCTION pana_rank(digit text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE digit WHEN '0' THEN 10 ELSE digit::integer END
$$;

-- Three digits in conventional (0-highest) non-decreasing order: 128, 100, 550.
CREATE FUNCTION is_pana(value text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN value ~ '^[0-9]{3}$' THEN
    pana_rank(substr(value, 1, 1)) <= pana_rank(substr(value, 2, 1))
    AND pana_rank(substr(value, 2, 1)) <= pana_rank(substr(value, 3, 1))
  ELSE false END
$$;

-- 'single' | 'double' | 'triple', NULL for anything that is not a pana.
CREATE FUNCTION pana_kind(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN NOT is_pana(value) THEN NULL
    WHEN substr(value, 1, 1) = substr(value, 2, 1) AND substr(value, 2, 1) = substr(value, 3, 1) THEN 'triple'
    WHEN substr(value, 1, 1) = substr(value, 2, 1) OR substr(value, 2, 1) = substr(value, 3, 1) THEN 'double'
    ELSE 'single'
  END
$$;

-- The digit of a pana: the sum of its digits modulo 10 (777 -> 1).
CREATE FUNCTION pana_digit(pana text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((substr(pana, 1, 1)::integer + substr(pana, 2, 1)::integer + substr(pana, 3, 1)::integer) % 10)::text
$$;

-- Which declaration decides a bid: digit and pana bids of the open session
-- are decided by the open result, everything else (close session, jodi,
-- both sangams) by the close result. NULL for an unknown game type.
CREATE FUNCTION bid_decided_by(game_type text, session text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN game_type IN ('single_digit', 'single_digit_bulk', 'single_pana', 'single_pana_bulk',
                       'double_pana', 'double_pana_bulk', 'triple_pana', 'triple_pana_bulk')
      THEN CASE session WHEN 'Open' THEN 'open' ELSE 'close' END
    WHEN game_type IN ('jodi_digit', 'jodi_digit_bulk', 'half_sangam', 'full_sangam') THEN 'close'
  END
$$;

-- The rate a game type pays on (rates.type). NULL for an unknown game type.
CREATE FUNCTION game_rate_type(game_type text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE game_type
    WHEN 'single_digit' THEN 'Single Digit' WHEN 'single_digit_bulk' THEN 'Single Digit'
    WHEN 'jodi_digit' THEN 'Jodi Digit' WHEN 'jodi_digit_bulk' THEN 'Jodi Digit'
    WHEN 'single_pana' THEN 'Single Pana' WHEN 'single_pana_bulk' THEN 'Single Pana'
    WHEN 'double_pana' THEN 'Double Pana' WHEN 'double_pana_bulk' THEN 'Double Pana'
    WHEN 'triple_pana' THEN 'Triple Pana' WHEN 'triple_pana_bulk' THEN 'Triple Pana'
    WHEN 'half_sangam' THEN 'Half Sangam'
    WHEN 'full_sangam' THEN 'Full Sangam'
  END
$$;

-- 'won' | 'lost', or 'pending' while the result that decides the bid is not
-- declared (close_pana NULL). NULL for an unknown game type, so a corrupt bid
-- can never be quietly judged: settlement writes the outcome into a NOT NULL
-- column. Mirrors bidOutcome() in shared/src/domain/settlement.ts: a bid's
-- 'NA' field never equals a digit or a pana.
CREATE FUNCTION bid_outcome(
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

-- The shape checkBidNumbers() in shared/src/domain/bidRules.ts accepts:
-- exactly the fields of the game type set, the others 'NA'; jodi and both
-- sangams only in the open session. Never NULL (a CHECK passes on NULL).
CREATE FUNCTION bid_is_well_formed(
  game_type text, session text, open_pana text, open_digit text, close_pana text, close_digit text
) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT COALESCE(CASE
    WHEN session NOT IN ('Open', 'Close') THEN false
    WHEN game_type IN ('single_digit', 'single_digit_bulk') THEN
      CASE session
        WHEN 'Open' THEN open_digit ~ '^[0-9]$' AND open_pana = 'NA' AND close_pana = 'NA' AND close_digit = 'NA'
        ELSE close_digit ~ '^[0-9]$' AND open_pana = 'NA' AND open_digit = 'NA' AND close_pana = 'NA'
      END
    WHEN game_type IN ('single_pana', 'single_pana_bulk', 'double_pana', 'double_pana_bulk', 'triple_pana', 'triple_pana_bulk') THEN
      CASE session
        WHEN 'Open' THEN pana_kind(open_pana) = split_part(game_type, '_', 1) AND open_digit = 'NA' AND close_pana = 'NA' AND close_digit = 'NA'
        ELSE pana_kind(close_pana) = split_part(game_type, '_', 1) AND open_pana = 'NA' AND open_digit = 'NA' AND close_digit = 'NA'
      END
    WHEN session <> 'Open' THEN false
    WHEN game_type IN ('jodi_digit', 'jodi_digit_bulk') THEN
      open_digit ~ '^[0-9]$' AND close_digit ~ '^[0-9]$' AND open_pana = 'NA' AND close_pana = 'NA'
    WHEN game_type = 'half_sangam' THEN
      (is_pana(open_pana) AND close_digit ~ '^[0-9]$' AND open_digit = 'NA' AND close_pana = 'NA')
      OR (open_digit ~ '^[0-9]$' AND is_pana(close_pana) AND open_pana = 'NA' AND close_digit = 'NA')
    WHEN game_type = 'full_sangam' THEN
      is_pana(open_pana) AND is_pana(close_pana) AND open_digit = 'NA' AND close_digit = 'NA'
    ELSE false
  END, false)
$$;

-- A bid the rules cannot judge can never be stored, so it can never sit
-- pending after its results are declared.
ALTER TABLE bids ADD CONSTRAINT bids_well_formed
  CHECK (bid_is_well_formed(game_type, session, open_pana, open_digit, close_pana, close_digit));

ALTER TABLE results ADD CONSTRAINT results_open_is_pana CHECK (open_pana IS NULL OR is_pana(open_pana));
ALTER TABLE results ADD CONSTRAINT results_close_is_pana CHECK (close_pana IS NULL OR is_pana(close_pana));

-- Settlement changes only status and win_points. Keeping status out of every
-- index and leaving half of each page free lets PostgreSQL update a bid in
-- place (a HOT update: no index entries written), which is what makes a
-- million-bid settlement fit in seconds (docs/SETTLEMENT.md "Indexes").
-- The market-day index still finds a draw's bids for settlement and revert.
DROP INDEX bids_market_day;
CREATE INDEX bids_market_day ON bids (market_id, business_date);
ALTER TABLE bids SET (fillfactor = 50);
