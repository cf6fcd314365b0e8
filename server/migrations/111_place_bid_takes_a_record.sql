-- place_bid() and place_bid_in_session() take one record, the bid's
-- (docs/DATABASE.md "SQL functions").
--
-- Until now they took 29 positional parameters, written out in every
-- definition and every call: place_bids_in_session() listed them a third
-- time as the columns of its JSON array. The fields are named once, here, as
-- the composite type bid_call; the functions take a bid_call, and both callers
-- (server/src/data/bids.ts) send the same JSON object per bid, one statement
-- per bid or per batch as before.
--
-- A function's parameters cannot be changed by CREATE OR REPLACE, so the old
-- signatures are dropped here. Their new definitions, like every SQL
-- function's, are the files of server/sql/functions/, which the migrator
-- applies after the migrations on every start (server/src/db/migrate.ts).
-- place_bids_in_session(jsonb) keeps its signature; its new body is there too.
CREATE TYPE bid_call AS (
  -- The session and the player as the caller judged them (place_bid_in_session()).
  token_hash text, user_status text, exclusion_kind text, excluded_until timestamptz,
  -- The market as the caller judged the clock against it ('stale' otherwise).
  user_id bigint, market_id bigint, market_name text, open_time time, close_time time, days_mask integer, market_status text,
  business_date date, needs_open boolean,
  -- The bid.
  game_type text, session text, open_pana text, open_digit text, close_pana text, close_digit text,
  points bigint, transaction_id text, remark text, now timestamptz,
  -- The per-minute budget it is counted against, and the loss limits' windows.
  rate_key text, rate_max integer, rate_window_ms integer,
  day_start timestamptz, week_start timestamptz, month_start timestamptz
);

DROP FUNCTION place_bid_in_session(
  text, text, text, timestamptz, bigint, bigint, text, time, time, integer, text, date, boolean,
  text, text, text, text, text, text, bigint, text, text, timestamptz, text, integer, integer,
  timestamptz, timestamptz, timestamptz);
DROP FUNCTION place_bid(
  bigint, bigint, text, time, time, integer, text, date, boolean,
  text, text, text, text, text, text, bigint, text, text, timestamptz, text, integer, integer,
  timestamptz, timestamptz, timestamptz);
