-- Every bid is placed here: one bid alone (server/src/data/bids.ts,
-- placeBidStatement()) or, under a rush, several players' bids that waited
-- for a slot together (server/src/data/bidBatcher.ts; docs/decisions/0015
-- and 0029): one round trip, one parse, one transaction and one commit.
--
-- p_bids: a JSON array of bid_call records (migration 111) by field name;
-- each result row carries `ord`, the bid's index in the array (the rows come
-- back in player order).
--
-- Each bid is judged alone, in player order (then arrival order), by these
-- checks under these locks; the first that fails is its outcome:
--
-- 0. The session and the player as the caller judged them from memory
--    (docs/performance-log.md "The session in the bid's statement"): the
--    session is live (not revoked, not expired at p.now, this player's) and
--    the player's betting status and break are the ones the caller saw, or
--    'session'; the caller then reads them fresh and judges again
--    (features/bids/placeBid.ts), so a logout, an MPIN reset, a disabled
--    account or a break stops a bid even before the notification arrives.
-- 1. A transaction id already placed answers 'replay' (the caller reads the
--    bid and judges the retry, features/bids/replay.ts), so a retry gets its
--    first outcome even after the cut-off. bids is partitioned by month
--    (docs/decisions/0025) and a unique index holds only within a
--    partition, so the id is looked for among the bids within 35 days of
--    this one's business date (at most three monthly partitions): a
--    transaction id is remembered for at least 35 days (docs/API.md).
-- 2. The player's bids this minute, on every API process together: one hit
--    on the rate_limit_counters row p.rate_key (count_hit()). Over
--    p.rate_max: 'rate' and the milliseconds left in the window.
-- 3. The market row FOR SHARE: a result declaration, a revert and a market
--    edit take it FOR UPDATE, so none of them can slip between this check and
--    the write. The caller judged the clock against the market's times as it
--    read them; if the row no longer says the same ('stale'), it reads the
--    market again and judges again. The cut-off itself stays in TypeScript
--    (features/markets/schedule.ts), on the server's clock.
-- 4. The session's result: declared, or a holiday, answers 'closed'.
-- 5. The rate of the bid's game type (rates, seven rows), read with no lock,
--    stored with the bid, which is paid at it (docs/SETTLEMENT.md "The rate
--    of a bid"). A game type without a rate answers 'no_rate'.
-- 6. The player's loss limits (docs/PROTECTION.md "Enforcement"):
--    limit_headroom() locks the wallet when a limit is in force and answers
--    the tightest; a stake above what is left answers 'loss_limit', its
--    limit, period and what is left.
-- 7. The wallet FOR UPDATE, then the transaction id again: a parallel call
--    with the same id holds the wallet until it commits, so this one waits,
--    then finds its bid and answers 'replay'. The wallet is locked after the
--    market's share lock, in the order every writer takes them (a
--    declaration locks the market, then wallets).
-- 8. Less balance than the stake: 'insufficient'. Otherwise 'placed', with
--    the balance after the debit.
--
-- Every refusal returns normally, so the count of step 2 stays counted.
--
-- The writes of the placed bids — the debits, the bids, their ledger rows —
-- wait for the end of the batch and go as one statement for all of them
-- (write_placed_bids()), or earlier, when the next bid is the same player's:
-- that bid's checks must see the one before it (its debit, its transaction
-- id, its stake against a loss limit). The wallet stays locked from step 7
-- to the commit, so the balance judged is the balance written.
--
-- Anything raised — a lock not had within 100 ms, a unique violation of
-- bids_user_id_transaction_id_key (the last guard against a duplicate), a
-- bid whose numbers bids_check_numbers() refuses — undoes the whole call:
-- nothing of it is written, no rate counted. The caller then places each of
-- its bids again alone (bidBatcher.ts), and each meets what it would have met
-- without a batch: a transaction id placed meanwhile is a 'replay', so a
-- retried bid never moves money twice, and no bid's outcome depends on whom
-- it was batched with.
--
-- Locks. A batch takes its players' rate-limit rows and wallets and its
-- markets FOR SHARE, in player order, and holds them until it commits; two
-- batches lock players' rows in the same order. Anything else that locks
-- several wallets in another order (a declaration crediting its winners)
-- could still close a cycle with a batch, so a batch waits at most 100 ms
-- for any lock (lock_timeout, this transaction only) and never makes the
-- other side wait for the deadlock detector (deadlock_timeout, 1 s). A bid
-- alone waits for its locks as long as it takes.
--
-- At most 64 bids (the caller caps it): a statement's work and the locks it
-- holds stay bounded.
CREATE OR REPLACE FUNCTION place_bids_in_session(p_bids jsonb)
RETURNS TABLE (
  ord integer, outcome text, balance bigint, wait_ms bigint,
  limit_points bigint, limit_period text, limit_left bigint
) LANGUAGE plpgsql
-- Index lookups only, whatever the statistics said when this connection first planned it (docs/DATABASE.md "Plans of the bid path").
SET enable_seqscan = off AS $$
DECLARE
  b record;
  p bid_call;
  -- Assigned, not SELECTed INTO: a plain expression skips the executor's start-up on the hot path.
  v_hit record;
  v_room record;
  v_market markets%ROWTYPE;
  v_result results%ROWTYPE;
  v_rate_min integer;
  v_rate_max integer;
  v_balance bigint;
  -- The dates the bid's transaction id is remembered over (steps 1 and 7): at most three monthly partitions.
  v_remembered_from date;
  v_remembered_to date;
  -- The placed bids not written yet, and what each is written with.
  v_placed bid_call[] := '{}';
  v_balances bigint[] := '{}';
  v_rate_mins integer[] := '{}';
  v_rate_maxs integer[] := '{}';
  -- The player of the last bid in v_placed.
  v_placed_player bigint;
BEGIN
  IF jsonb_array_length(p_bids) > 64 THEN
    RAISE EXCEPTION 'place_bids_in_session: % bids, at most 64', jsonb_array_length(p_bids);
  END IF;
  IF jsonb_array_length(p_bids) > 1 THEN
    PERFORM set_config('lock_timeout', '100ms', true);
  END IF;
  FOR b IN
    SELECT (x.n - 1)::integer AS n, jsonb_populate_record(NULL::bid_call, x.bid) AS bid
      FROM jsonb_array_elements(p_bids) WITH ORDINALITY AS x(bid, n)
     ORDER BY (x.bid->>'user_id')::bigint, x.n
  LOOP
    p := b.bid;
    ord := b.n;
    v_remembered_from := p.business_date - 35;
    v_remembered_to := p.business_date + 35;
    outcome := NULL;
    balance := NULL;
    wait_ms := NULL;
    limit_points := NULL;
    limit_period := NULL;
    limit_left := NULL;
    -- The same player again (bids come in player order): what the bid before wrote must be there for this one's checks.
    IF p.user_id = v_placed_player THEN
      PERFORM write_placed_bids(v_placed, v_balances, v_rate_mins, v_rate_maxs);
      v_placed := '{}';
      v_balances := '{}';
      v_rate_mins := '{}';
      v_rate_maxs := '{}';
      v_placed_player := NULL;
    END IF;

    <<judged>>
    BEGIN
      PERFORM 1 FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = p.token_hash AND s.user_id = p.user_id AND s.revoked_at IS NULL AND s.expires_at > p.now
         AND u.status = p.user_status
         AND u.exclusion_kind IS NOT DISTINCT FROM p.exclusion_kind
         -- The caller's copy went through a JavaScript Date: milliseconds, where the column may hold microseconds.
         AND date_trunc('milliseconds', u.self_excluded_until) IS NOT DISTINCT FROM p.excluded_until;
      IF NOT FOUND THEN
        outcome := 'session';
        EXIT judged;
      END IF;

      IF EXISTS (SELECT 1 FROM bids WHERE user_id = p.user_id AND transaction_id = p.transaction_id
                   AND business_date BETWEEN v_remembered_from AND v_remembered_to) THEN
        outcome := 'replay';
        EXIT judged;
      END IF;

      v_hit := count_hit(p.rate_key, p.now, p.rate_window_ms);
      IF v_hit.hits > p.rate_max THEN
        outcome := 'rate';
        wait_ms := GREATEST(0, floor(extract(epoch FROM (v_hit.window_ends_at - p.now)) * 1000))::bigint;
        EXIT judged;
      END IF;

      SELECT * INTO v_market FROM markets WHERE id = p.market_id FOR SHARE;
      IF NOT FOUND OR v_market.name <> p.market_name OR v_market.open_time <> p.open_time OR v_market.close_time <> p.close_time
         OR v_market.days_mask <> p.days_mask OR v_market.status <> p.market_status THEN
        outcome := 'stale';
        EXIT judged;
      END IF;

      SELECT * INTO v_result FROM results WHERE market_id = p.market_id AND business_date = p.business_date;
      IF FOUND AND (v_result.holiday OR (CASE WHEN p.needs_open THEN v_result.open_pana ELSE v_result.close_pana END) IS NOT NULL) THEN
        outcome := 'closed';
        EXIT judged;
      END IF;

      SELECT r.min_value, r.max_value INTO v_rate_min, v_rate_max FROM rates r WHERE r.type = game_rate_type(p.game_type);
      IF NOT FOUND THEN
        outcome := 'no_rate';
        EXIT judged;
      END IF;

      v_room := limit_headroom(p.user_id, 'loss', p.now, p.day_start, p.week_start, p.month_start);
      IF p.points > v_room.limit_left THEN
        outcome := 'loss_limit';
        limit_points := v_room.limit_points;
        limit_period := v_room.limit_period;
        limit_left := v_room.limit_left;
        EXIT judged;
      END IF;

      SELECT w.balance INTO v_balance FROM wallets w WHERE w.user_id = p.user_id FOR UPDATE;
      IF EXISTS (SELECT 1 FROM bids WHERE user_id = p.user_id AND transaction_id = p.transaction_id
                   AND business_date BETWEEN v_remembered_from AND v_remembered_to) THEN
        outcome := 'replay';
        EXIT judged;
      END IF;

      IF v_balance IS NULL OR v_balance < p.points THEN
        outcome := 'insufficient';
        EXIT judged;
      END IF;
      outcome := 'placed';
      balance := v_balance - p.points;
      v_placed := v_placed || p;
      v_balances := v_balances || balance;
      v_rate_mins := v_rate_mins || v_rate_min;
      v_rate_maxs := v_rate_maxs || v_rate_max;
      v_placed_player := p.user_id;
    END;
    RETURN NEXT;
  END LOOP;

  IF cardinality(v_placed) > 0 THEN
    PERFORM write_placed_bids(v_placed, v_balances, v_rate_mins, v_rate_maxs);
  END IF;
END
$$;
