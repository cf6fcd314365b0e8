-- A bid is paid at the rate it was placed at (docs/SETTLEMENT.md "The rate of
-- a bid").
--
-- Settlement used to read the rates table in the declaring transaction, so an
-- operator's rate edit re-priced every bid already placed: bids placed at
-- 10 KA 95 were paid 10 KA 90 after an edit, while the same day's earlier
-- winners had been paid 95. Each bid now carries the rate in force when it
-- was placed (rate_min_value, rate_max_value: the min_value and max_value of
-- its game type's rate), and settlement, its preview and every history read
-- the bid's own. A rate edit applies to bids placed after it.
--
-- Existing bids get the current rates: that is what the code before this
-- migration would have paid a pending bid, and a settled bid keeps the
-- win_points it was paid (a revert takes back exactly those). The fill writes
-- a new version of every bid row once; a bid whose game type has no rate
-- makes SET NOT NULL fail and the migration with it, rather than leaving a
-- bid that nothing could pay.
ALTER TABLE bids ADD COLUMN rate_min_value integer, ADD COLUMN rate_max_value integer;

UPDATE bids b SET rate_min_value = r.min_value, rate_max_value = r.max_value
  FROM rates r WHERE r.type = game_rate_type(b.game_type);

ALTER TABLE bids
  ALTER COLUMN rate_min_value SET NOT NULL,
  ALTER COLUMN rate_max_value SET NOT NULL,
  -- The same bounds as the rates table's columns (migration 001).
  ADD CONSTRAINT bids_rate_positive CHECK (rate_min_value > 0 AND rate_max_value > 0);

-- Bids as players and operators see them (migration 096), with their rate
-- added at the end (a view may only gain columns there).
CREATE OR REPLACE VIEW bids_judged AS
  SELECT b.id, b.user_id, b.market_id, b.business_date, b.game_type, b.session,
         b.open_pana, b.open_digit, b.close_pana, b.close_digit, b.points, b.transaction_id, b.balance_after,
         bid_status(b.status, bid_decided_by(b.game_type, b.session), r.open_pana, r.close_pana) AS status,
         b.win_points, b.created_at, b.rate_min_value, b.rate_max_value
  FROM bids b
  LEFT JOIN results r ON r.market_id = b.market_id AND r.business_date = b.business_date;

-- place_bid() (migration 100) is replaced, with the same signature, because
-- its INSERT is where a bid's columns are written: the rate has to be read
-- and stored in that one statement, inside the bid's own transaction, or the
-- bid path would need a second round trip (docs/PERFORMANCE.md "One
-- statement per bid"). place_bid_in_session() (102) and
-- place_bids_in_session() (103) call it by name and are unchanged, so the
-- callers in server/src/data/bids.ts are too. Everything else below is the
-- body of migration 100, step for step; the one new step is 4b.
--
-- 4b. The rate of the bid's game type (rates, primary key; seven rows),
--     read after the refusals that need no rate and before the wallet is
--     locked, and written with the bid in step 6. It is the rate committed
--     when this statement reads it; no lock is taken on it, so a rate edit
--     never waits for bids nor bids for an edit. A game type without a rate
--     answers 'no_rate' and writes nothing (the per-minute count of step 2
--     stays counted, as for every refusal).
CREATE OR REPLACE FUNCTION place_bid(
  p_user_id bigint, p_market_id bigint, p_market_name text,
  p_open_time time, p_close_time time, p_days_mask integer, p_status text,
  p_business_date date, p_needs_open boolean,
  p_game_type text, p_session text, p_open_pana text, p_open_digit text, p_close_pana text, p_close_digit text,
  p_points bigint, p_transaction_id text, p_remark text, p_now timestamptz,
  p_rate_key text, p_rate_max integer, p_rate_window_ms integer,
  p_day_start timestamptz, p_week_start timestamptz, p_month_start timestamptz,
  OUT outcome text, OUT balance bigint, OUT wait_ms bigint,
  OUT limit_points bigint, OUT limit_period text, OUT limit_left bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_hits integer;
  v_window_ends timestamptz;
  v_market markets%ROWTYPE;
  v_result results%ROWTYPE;
  v_rate_min integer;
  v_rate_max integer;
  v_used_day bigint;
  v_used_week bigint;
  v_used_month bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM bids WHERE user_id = p_user_id AND transaction_id = p_transaction_id) THEN
    outcome := 'replay';
    RETURN;
  END IF;

  INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
    VALUES (p_rate_key, 1, p_now + make_interval(secs => p_rate_window_ms / 1000.0))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN c.window_ends_at <= p_now THEN 1 ELSE c.hits + 1 END,
    window_ends_at = CASE WHEN c.window_ends_at <= p_now THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
  RETURNING hits, window_ends_at INTO v_hits, v_window_ends;
  IF v_hits > p_rate_max THEN
    outcome := 'rate';
    wait_ms := GREATEST(0, floor(extract(epoch FROM (v_window_ends - p_now)) * 1000))::bigint;
    RETURN;
  END IF;

  SELECT * INTO v_market FROM markets WHERE id = p_market_id FOR SHARE;
  IF NOT FOUND OR v_market.name <> p_market_name OR v_market.open_time <> p_open_time OR v_market.close_time <> p_close_time
     OR v_market.days_mask <> p_days_mask OR v_market.status <> p_status THEN
    outcome := 'stale';
    RETURN;
  END IF;

  SELECT * INTO v_result FROM results WHERE market_id = p_market_id AND business_date = p_business_date;
  IF FOUND AND (v_result.holiday OR (CASE WHEN p_needs_open THEN v_result.open_pana ELSE v_result.close_pana END) IS NOT NULL) THEN
    outcome := 'closed';
    RETURN;
  END IF;

  SELECT r.min_value, r.max_value INTO v_rate_min, v_rate_max FROM rates r WHERE r.type = game_rate_type(p_game_type);
  IF NOT FOUND THEN
    outcome := 'no_rate';
    RETURN;
  END IF;

  IF EXISTS (
    SELECT 1 FROM player_limits
    WHERE user_id = p_user_id AND kind = 'loss'
      AND (CASE WHEN pending_from IS NOT NULL AND pending_from <= p_now THEN pending_points ELSE points END) IS NOT NULL
  ) THEN
    PERFORM 1 FROM wallets WHERE user_id = p_user_id FOR UPDATE;
    SELECT (-COALESCE(SUM(amount) FILTER (WHERE created_at > p_day_start), 0))::bigint,
           (-COALESCE(SUM(amount) FILTER (WHERE created_at > p_week_start), 0))::bigint,
           (-COALESCE(SUM(amount), 0))::bigint
      INTO v_used_day, v_used_week, v_used_month
      FROM ledger
     WHERE user_id = p_user_id AND kind IN ('bid', 'win', 'win_reversal') AND created_at > p_month_start;
    SELECT l.points, l.period, l.left_points INTO limit_points, limit_period, limit_left
      FROM (
        SELECT period, applied AS points,
               GREATEST(0, applied - CASE period WHEN 'day' THEN v_used_day WHEN 'week' THEN v_used_week ELSE v_used_month END) AS left_points,
               CASE period WHEN 'day' THEN 1 WHEN 'week' THEN 2 ELSE 3 END AS period_order
          FROM (SELECT period, CASE WHEN pending_from IS NOT NULL AND pending_from <= p_now THEN pending_points ELSE points END AS applied
                  FROM player_limits WHERE user_id = p_user_id AND kind = 'loss') applying
         WHERE applied IS NOT NULL
      ) l
     ORDER BY l.left_points, l.period_order
     LIMIT 1;
    IF p_points > limit_left THEN
      outcome := 'loss_limit';
      RETURN;
    END IF;
    limit_points := NULL;
    limit_period := NULL;
    limit_left := NULL;
  END IF;

  WITH debit AS (
    UPDATE wallets SET balance = wallets.balance - p_points, updated_at = p_now
    WHERE user_id = p_user_id AND wallets.balance >= p_points
    RETURNING wallets.balance
  ), placed AS (
    INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit,
                      close_pana, close_digit, points, transaction_id, balance_after, created_at,
                      rate_min_value, rate_max_value)
    SELECT p_user_id, p_market_id, p_business_date, p_game_type, p_session, p_open_pana, p_open_digit,
           p_close_pana, p_close_digit, p_points, p_transaction_id, debit.balance, p_now,
           v_rate_min, v_rate_max FROM debit
    RETURNING id, balance_after
  ), entry AS (
    INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at)
    SELECT p_user_id, -p_points, placed.balance_after, 'bid', 'bid:' || placed.id, p_remark, p_now FROM placed
  )
  SELECT placed.balance_after INTO balance FROM placed;
  outcome := CASE WHEN balance IS NULL THEN 'insufficient' ELSE 'placed' END;
END
$$;
