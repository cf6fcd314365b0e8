-- A bid in one statement, its own transaction (docs/performance-log.md "One
-- statement per bid"): every check and write of a bid, in this order and
-- under these locks. p_bid is the bid's record (type bid_call, migration
-- 111); place_bid_in_session() calls this after checking the session.
--
-- 1. A transaction id already placed answers 'replay' (the caller reads the
--    bid and judges the retry, features/bids/replay.ts) before anything else,
--    so a retry gets its first outcome even after the cut-off. bids is
--    partitioned by month (docs/decisions/0025) and a unique index holds only
--    within a partition, so a transaction id is looked for among the bids
--    within 35 days of this one's business date (at most three monthly
--    partitions, whose indexes are hot): a transaction id is remembered for
--    at least 35 days (docs/API.md).
-- 2. The player's bids this minute, on every API process together: one hit
--    on the rate_limit_counters row p_bid.rate_key (count_hit(), the window
--    rule every budget shares). Over p_bid.rate_max: 'rate' and the
--    milliseconds left in the window.
-- 3. The market row FOR SHARE: a result declaration, a revert and a market
--    edit take it FOR UPDATE, so none of them can slip between this check and
--    the insert. The caller judged the clock against the market's times as it
--    read them; if the row no longer says the same ('stale'), it reads the
--    market again and judges again. The cut-off itself stays in TypeScript
--    (features/markets/schedule.ts), on the server's clock.
-- 4. The session's result: declared, or a holiday, answers 'closed'.
-- 4b. The rate of the bid's game type (rates, primary key; seven rows), read
--    with no lock, so a rate edit never waits for bids nor bids for an edit,
--    and stored with the bid, which is paid at it (docs/SETTLEMENT.md "The
--    rate of a bid"). A game type without a rate answers 'no_rate'.
-- 5. The player's loss limits (docs/PROTECTION.md "Enforcement"):
--    limit_headroom() locks the wallet row when any limit is in force and
--    answers the tightest; a stake above what is left answers 'loss_limit',
--    its limit, period and what is left.
-- 6. The player's wallet row FOR UPDATE, then the transaction id again: a
--    parallel call with the same id holds the wallet until it commits, so
--    this one waits, then finds its bid and answers 'replay' (step 1 saw
--    nothing because that bid was not committed yet). The wallet is where the
--    debit locks it anyway, after the market's share lock, in the order
--    every writer takes them (a declaration locks the market, then wallets).
-- 7. The debit, the bid and its ledger row in one statement. Too little
--    balance: 'insufficient', nothing written. The unique index
--    bids_user_id_transaction_id_key (per business date) stays as a last
--    guard: a duplicate it catches raises unique_violation and undoes the call.
--
-- Every refusal returns normally, so the count of step 2 stays counted.
CREATE OR REPLACE FUNCTION place_bid(p_bid bid_call,
  OUT outcome text, OUT balance bigint, OUT wait_ms bigint,
  OUT limit_points bigint, OUT limit_period text, OUT limit_left bigint
) LANGUAGE plpgsql
-- Index lookups only, whatever the statistics said when this connection first planned it (docs/DATABASE.md "Plans of the bid path").
SET enable_seqscan = off AS $$
DECLARE
  -- Assigned, not SELECTed INTO: a plain expression skips the executor's start-up on the hot path.
  v_hit record;
  v_room record;
  v_market markets%ROWTYPE;
  v_result results%ROWTYPE;
  v_rate_min integer;
  v_rate_max integer;
  -- The dates a transaction id is remembered over (step 1 and step 6): at most three monthly partitions.
  v_remembered_from date := p_bid.business_date - 35;
  v_remembered_to date := p_bid.business_date + 35;
BEGIN
  IF EXISTS (SELECT 1 FROM bids WHERE user_id = p_bid.user_id AND transaction_id = p_bid.transaction_id
               AND business_date BETWEEN v_remembered_from AND v_remembered_to) THEN
    outcome := 'replay';
    RETURN;
  END IF;

  v_hit := count_hit(p_bid.rate_key, p_bid.now, p_bid.rate_window_ms);
  IF v_hit.hits > p_bid.rate_max THEN
    outcome := 'rate';
    wait_ms := GREATEST(0, floor(extract(epoch FROM (v_hit.window_ends_at - p_bid.now)) * 1000))::bigint;
    RETURN;
  END IF;

  SELECT * INTO v_market FROM markets WHERE id = p_bid.market_id FOR SHARE;
  IF NOT FOUND OR v_market.name <> p_bid.market_name OR v_market.open_time <> p_bid.open_time OR v_market.close_time <> p_bid.close_time
     OR v_market.days_mask <> p_bid.days_mask OR v_market.status <> p_bid.market_status THEN
    outcome := 'stale';
    RETURN;
  END IF;

  SELECT * INTO v_result FROM results WHERE market_id = p_bid.market_id AND business_date = p_bid.business_date;
  IF FOUND AND (v_result.holiday OR (CASE WHEN p_bid.needs_open THEN v_result.open_pana ELSE v_result.close_pana END) IS NOT NULL) THEN
    outcome := 'closed';
    RETURN;
  END IF;

  SELECT r.min_value, r.max_value INTO v_rate_min, v_rate_max FROM rates r WHERE r.type = game_rate_type(p_bid.game_type);
  IF NOT FOUND THEN
    outcome := 'no_rate';
    RETURN;
  END IF;

  v_room := limit_headroom(p_bid.user_id, 'loss', p_bid.now, p_bid.day_start, p_bid.week_start, p_bid.month_start);
  IF p_bid.points > v_room.limit_left THEN
    outcome := 'loss_limit';
    limit_points := v_room.limit_points;
    limit_period := v_room.limit_period;
    limit_left := v_room.limit_left;
    RETURN;
  END IF;

  PERFORM 1 FROM wallets WHERE user_id = p_bid.user_id FOR UPDATE;
  IF EXISTS (SELECT 1 FROM bids WHERE user_id = p_bid.user_id AND transaction_id = p_bid.transaction_id
               AND business_date BETWEEN v_remembered_from AND v_remembered_to) THEN
    outcome := 'replay';
    RETURN;
  END IF;

  WITH debit AS (
    UPDATE wallets SET balance = wallets.balance - p_bid.points, updated_at = p_bid.now
    WHERE user_id = p_bid.user_id AND wallets.balance >= p_bid.points
    RETURNING wallets.balance
  ), placed AS (
    INSERT INTO bids (user_id, market_id, business_date, game_type, session, open_pana, open_digit,
                      close_pana, close_digit, points, transaction_id, balance_after, created_at,
                      rate_min_value, rate_max_value)
    SELECT p_bid.user_id, p_bid.market_id, p_bid.business_date, p_bid.game_type, p_bid.session, p_bid.open_pana, p_bid.open_digit,
           p_bid.close_pana, p_bid.close_digit, p_bid.points, p_bid.transaction_id, debit.balance, p_bid.now,
           v_rate_min, v_rate_max FROM debit
    RETURNING id, balance_after
  ), entry AS (
    INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at)
    SELECT p_bid.user_id, -p_bid.points, placed.balance_after, 'bid', 'bid:' || placed.id, p_bid.remark, p_bid.now FROM placed
  )
  SELECT placed.balance_after INTO balance FROM placed;
  outcome := CASE WHEN balance IS NULL THEN 'insufficient' ELSE 'placed' END;
END
$$;
