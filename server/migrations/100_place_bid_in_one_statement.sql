-- A bid in one round trip (issue #10 point 2, docs/PERFORMANCE.md "One statement per bid").
--
-- Before, a bid was a transaction of six statements (BEGIN, the market FOR
-- SHARE, its result, the player's loss limits, the debit, COMMIT) plus a
-- look-up of its transaction id and a rate-limit count, each a round trip
-- holding a pooled connection. place_bid() does all of it in one call, in the
-- call's own transaction, in the same order and under the same locks:
--
-- 1. A transaction id already placed answers 'replay' (the caller reads the
--    bid and judges the retry, features/bids/replay.ts) before anything else,
--    so a retry gets its first outcome even after the cut-off.
-- 2. The player's bids this minute, on every API process together: one row of
--    rate_limit_counters (migration 012), the same window rule as countHit()
--    in server/src/data/rateLimits.ts. Refused: 'rate' and the milliseconds
--    left in the window.
-- 3. The market row FOR SHARE, as before: a result declaration, a revert and
--    a market edit take it FOR UPDATE, so none of them can slip between this
--    check and the insert. The caller judged the clock against the market's
--    times as it read them; if the row no longer says the same ('stale'), it
--    reads the market again and judges again. The cut-off itself stays in
--    TypeScript (features/markets/schedule.ts), on the server's clock.
-- 4. The session's result: declared, or a holiday, answers 'closed'.
-- 5. The player's loss limits (docs/PROTECTION.md "Enforcement"): with any
--    limit set, the wallet row is locked first and the net loss of each window
--    read under that lock, as features/protection/enforce.ts did; the lowest
--    headroom decides ('loss_limit', its limit, period and what is left).
-- 6. The debit, the bid and its ledger row: the statement of
--    insertBidWithDebit() before it, unchanged. Too little balance:
--    'insufficient', nothing written. A transaction id placed by a parallel
--    call raises unique_violation and the whole call is undone.
--
-- Every refusal returns normally, so the rate count of step 2 stays counted.
CREATE FUNCTION place_bid(
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
                      close_pana, close_digit, points, transaction_id, balance_after, created_at)
    SELECT p_user_id, p_market_id, p_business_date, p_game_type, p_session, p_open_pana, p_open_digit,
           p_close_pana, p_close_digit, p_points, p_transaction_id, debit.balance, p_now FROM debit
    RETURNING id, balance_after
  ), entry AS (
    INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at)
    SELECT p_user_id, -p_points, placed.balance_after, 'bid', 'bid:' || placed.id, p_remark, p_now FROM placed
  )
  SELECT placed.balance_after INTO balance FROM placed;
  outcome := CASE WHEN balance IS NULL THEN 'insufficient' ELSE 'placed' END;
END
$$;
