-- Every bid is placed here: one bid alone (server/src/data/bids.ts,
-- placeBidStatement()) or, under a rush, several players' bids that waited
-- for a slot together (server/src/data/bidBatcher.ts; docs/decisions/0015
-- and 0029): one round trip, one parse, one transaction and one commit.
--
-- p_bids: a JSON array of bid_call records (migration 111) by field name;
-- each result row carries `ord`, the bid's index in the array.
-- p_lock_wait_ms: how long the call waits for any lock (below, "Locks").
-- p_skip_held: true for a statement from a group-commit slot: a bid whose
-- market or wallet is locked by another transaction is not waited for but
-- answered 'held', and the rest of the call goes on without it (below).
--
-- The bids are judged in rounds: each player's first bid, then each player's
-- second, and so on (a player rarely has two bids in one call: the API
-- process places a player's bids one at a time). Within a round each step
-- below is one statement for all of the round's bids still being judged, in
-- player order, and each bid's outcome is the first step that refuses it,
-- exactly as if it had been judged alone (docs/decisions/0030):
--
-- 0. The session and the player as the caller judged them from memory
--    (docs/performance-log.md "The session in the bid's statement"): the
--    session is live (not revoked, not expired at its now, this player's)
--    and the player's betting status and break are the ones the caller saw,
--    or 'session'; the caller then reads them fresh and judges again
--    (features/bids/placeBid.ts), so a logout, an MPIN reset, a disabled
--    account or a break stops a bid even before the notification arrives.
-- 1. The market row FOR SHARE: a result declaration, a revert and a market
--    edit take it FOR UPDATE, so none of them can slip between this check and
--    the write. The caller judged the clock against the market's times as it
--    read them; if the row no longer says the same ('stale'), it reads the
--    market again and judges again. The cut-off itself stays in TypeScript
--    (features/markets/schedule.ts), on the server's clock.
-- 2. The wallet FOR UPDATE, after the market's share lock, in the order
--    every writer takes them (a declaration locks the market, then wallets).
--    With p_skip_held, a market or wallet another transaction holds is
--    skipped (SKIP LOCKED): the bid is 'held', and so is every later bid of
--    its player in this call, whose bids keep their order.
-- 3. A transaction id already placed answers 'replay' (the caller reads the
--    bid and judges the retry, features/bids/replay.ts), so a retry gets its
--    first outcome even after the result. Looked for under the wallet lock: a
--    parallel call with the same id holds the wallet until it commits, so
--    this one waits, then finds its bid. bids is partitioned by month
--    (docs/decisions/0025) and a unique index holds only within a
--    partition, so the id is looked for among the bids within 35 days of
--    this one's business date (at most three monthly partitions): a
--    transaction id is remembered for at least 35 days (docs/API.md).
-- 4. The player's bids this minute, on every API process together: one hit
--    on the rate_limit_counters row of its rate_key (count_hit()). Over its
--    rate_max: 'rate' and the milliseconds left in the window. A replay is
--    not counted.
-- 5. The session's result: declared, or a holiday, answers 'closed'.
-- 6. The rate of the bid's game type (rates, seven rows), read with no lock,
--    stored with the bid, which is paid at it (docs/SETTLEMENT.md "The rate
--    of a bid"). A game type without a rate answers 'no_rate'.
-- 7. The player's loss limits (docs/PROTECTION.md "Enforcement"), asked of
--    limit_headroom() when the player has a loss limit at all: it answers
--    the tightest in force; a stake above what is left answers 'loss_limit',
--    its limit, period and what is left.
-- 8. Less balance than the stake: 'insufficient'. Otherwise 'placed', with
--    the balance after the debit.
--
-- Every refusal returns normally, so the count of step 4 stays counted.
--
-- The writes of a round's placed bids — the debits, the bids, their ledger
-- rows — go as one statement for all of them (write_placed_bids()) at the
-- round's end, so the next round's bids, each a player's next, are judged
-- after them: their debit, their transaction id, their stake against a loss
-- limit. The wallet stays locked from step 2 to the commit, so the balance
-- judged is the balance written.
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
-- Locks. A round takes its markets FOR SHARE, then its players' wallets and
-- rate-limit rows, in player order, and holds them until the call commits;
-- two calls lock players' rows in the same order. p_lock_wait_ms bounds the
-- wait for any lock (lock_timeout, this transaction only; NULL: as long as
-- it takes). The batcher sends its statements with 100 ms and p_skip_held: a
-- result declaration holding its market FOR UPDATE while it settles, and
-- crediting its winners' wallets, makes only the bids on that market and of
-- those players 'held', not the whole batch wait and fail; the batcher
-- places each held bid again alone, waiting its turn among a few
-- (docs/decisions/0031). The 100 ms bounds what is left: a rate-limit row or
-- a transaction id another call is writing. A statement refused so is placed
-- again bid by bid, the same way (docs/decisions/0030).
--
-- At most 64 bids (the caller caps it): a statement's work and the locks it
-- holds stay bounded.
CREATE OR REPLACE FUNCTION place_bids_in_session(p_bids jsonb, p_lock_wait_ms integer DEFAULT NULL, p_skip_held boolean DEFAULT false)
RETURNS TABLE (
  ord integer, outcome text, balance bigint, wait_ms bigint,
  limit_points bigint, limit_period text, limit_left bigint
) LANGUAGE plpgsql
-- Index lookups only, whatever the statistics said when this connection first planned it, and each statement planned
-- once per connection: given the round's array, PL/pgSQL would plan most of them again on every call (docs/DATABASE.md
-- "Plans of the bid path").
SET enable_seqscan = off SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  r record;
  i integer;
  v_hit record;
  v_room record;
  -- The round: each player's k-th bid, in player order (docs/DATABASE.md "Judged together, step by step").
  v_k integer := 1;
  v_rounds integer;
  v_round bid_call[];
  v_ords integer[];
  -- The round's bids by position: the outcome once known (NULL while still judged), and what each is written with.
  v_outcomes text[];
  v_balances bigint[];
  v_waits bigint[];
  v_limits bigint[];
  v_periods text[];
  v_lefts bigint[];
  v_rate_mins integer[];
  v_rate_maxs integer[];
  -- The dates the round's transaction ids are remembered over (step 3), read with the round: at most three monthly
  -- partitions for each bid.
  v_remembered_from date;
  v_remembered_to date;
  -- The placed bids of the round, written together at its end.
  v_placed bid_call[];
  v_placed_balances bigint[];
  v_placed_mins integer[];
  v_placed_maxs integer[];
  -- Players with a bid 'held' in an earlier round: their later bids are held too.
  v_held_players bigint[] := '{}';
BEGIN
  IF jsonb_array_length(p_bids) > 64 THEN
    RAISE EXCEPTION 'place_bids_in_session: % bids, at most 64', jsonb_array_length(p_bids);
  END IF;
  IF p_lock_wait_ms IS NOT NULL THEN
    PERFORM set_config('lock_timeout', p_lock_wait_ms || 'ms', true);
  END IF;

  LOOP
    SELECT array_agg(b.bid ORDER BY b.user_id, b.n) FILTER (WHERE b.k = v_k),
           array_agg(b.n ORDER BY b.user_id, b.n) FILTER (WHERE b.k = v_k),
           max(b.k),
           min((b.bid).business_date) FILTER (WHERE b.k = v_k) - 35,
           max((b.bid).business_date) FILTER (WHERE b.k = v_k) + 35
      INTO v_round, v_ords, v_rounds, v_remembered_from, v_remembered_to
      FROM (SELECT (x.n - 1)::integer AS n, jsonb_populate_record(NULL::bid_call, x.bid) AS bid,
                   (x.bid->>'user_id')::bigint AS user_id,
                   row_number() OVER (PARTITION BY (x.bid->>'user_id')::bigint ORDER BY x.n)::integer AS k
              FROM jsonb_array_elements(p_bids) WITH ORDINALITY AS x(bid, n)) b;
    EXIT WHEN v_round IS NULL;

    v_outcomes := array_fill(NULL::text, ARRAY[cardinality(v_round)]);
    v_balances := array_fill(NULL::bigint, ARRAY[cardinality(v_round)]);
    v_waits := v_balances;
    v_limits := v_balances;
    v_lefts := v_balances;
    v_periods := v_outcomes;
    v_rate_mins := array_fill(NULL::integer, ARRAY[cardinality(v_round)]);
    v_rate_maxs := v_rate_mins;

    -- Every step below is one statement for the round, over unnest(v_round) in player order, and looks up each bid's
    -- rows in a subquery of its own: a subplan run per bid on the index, never a join the planner could turn into a
    -- scan of a whole table when its statistics say the table is small (docs/DATABASE.md "Plans of the bid path").

    -- 0. The session and the player as the caller judged them.
    FOR r IN
      SELECT c.ordinality::integer AS i FROM unnest(v_round) WITH ORDINALITY AS c
       WHERE (SELECT true FROM sessions s JOIN users u ON u.id = s.user_id
               WHERE s.token_hash = c.token_hash AND s.user_id = c.user_id AND s.revoked_at IS NULL AND s.expires_at > c.now
                 AND u.status = c.user_status
                 AND u.exclusion_kind IS NOT DISTINCT FROM c.exclusion_kind
                 -- The caller's copy went through a JavaScript Date: milliseconds, where the column may hold microseconds.
                 AND date_trunc('milliseconds', u.self_excluded_until) IS NOT DISTINCT FROM c.excluded_until) IS NULL
    LOOP
      v_outcomes[r.i] := 'session';
    END LOOP;

    -- A player whose bid was held in an earlier round: this one waits behind it.
    IF cardinality(v_held_players) > 0 THEN
      FOR r IN
        SELECT c.ordinality::integer AS i FROM unnest(v_round) WITH ORDINALITY AS c
         WHERE v_outcomes[c.ordinality::integer] IS NULL AND c.user_id = ANY (v_held_players)
      LOOP
        v_outcomes[r.i] := 'held';
      END LOOP;
    END IF;

    -- 1. The markets FOR SHARE; a row missing or no longer as the caller judged it is 'stale'. With p_skip_held a
    -- row another transaction holds is skipped, and its bid 'held'. Two statements, not one with a CASE: the executor
    -- would start both subqueries on every call.
    IF p_skip_held THEN
      FOR r IN
        SELECT c.ordinality::integer AS i,
               (SELECT (m.name, m.open_time, m.close_time, m.days_mask, m.status) = (c.market_name, c.open_time, c.close_time, c.days_mask, c.market_status)
                  FROM markets m WHERE m.id = c.market_id FOR SHARE SKIP LOCKED) AS as_judged
          FROM unnest(v_round) WITH ORDINALITY AS c
         WHERE v_outcomes[c.ordinality::integer] IS NULL
      LOOP
        -- NULL: held elsewhere, or missing altogether (alone, it is 'stale').
        IF r.as_judged IS NULL THEN
          v_outcomes[r.i] := 'held';
        ELSIF NOT r.as_judged THEN
          v_outcomes[r.i] := 'stale';
        END IF;
      END LOOP;
    ELSE
      FOR r IN
        SELECT c.ordinality::integer AS i,
               (SELECT true FROM markets m
                 WHERE m.id = c.market_id AND m.name = c.market_name AND m.open_time = c.open_time AND m.close_time = c.close_time
                   AND m.days_mask = c.days_mask AND m.status = c.market_status
                   FOR SHARE) AS as_judged
          FROM unnest(v_round) WITH ORDINALITY AS c
         WHERE v_outcomes[c.ordinality::integer] IS NULL
      LOOP
        IF r.as_judged IS NULL THEN
          v_outcomes[r.i] := 'stale';
        END IF;
      END LOOP;
    END IF;

    -- 2. The wallets FOR UPDATE, in player order (the round's), after the markets' share locks (every writer's order).
    -- With p_skip_held a wallet another transaction holds is skipped, and its bid 'held'.
    IF p_skip_held THEN
      FOR r IN
        SELECT c.ordinality::integer AS i, (SELECT w.balance FROM wallets w WHERE w.user_id = c.user_id FOR UPDATE SKIP LOCKED) AS balance
          FROM unnest(v_round) WITH ORDINALITY AS c
         WHERE v_outcomes[c.ordinality::integer] IS NULL
      LOOP
        IF r.balance IS NULL THEN
          v_outcomes[r.i] := 'held';
        END IF;
        v_balances[r.i] := r.balance;
      END LOOP;
    ELSE
      FOR r IN
        SELECT c.ordinality::integer AS i, (SELECT w.balance FROM wallets w WHERE w.user_id = c.user_id FOR UPDATE) AS balance
          FROM unnest(v_round) WITH ORDINALITY AS c
         WHERE v_outcomes[c.ordinality::integer] IS NULL
      LOOP
        v_balances[r.i] := r.balance;
      END LOOP;
    END IF;
    IF p_skip_held AND v_k < v_rounds THEN
      v_held_players := v_held_players || ARRAY(
        SELECT c.user_id FROM unnest(v_round) WITH ORDINALITY AS c WHERE v_outcomes[c.ordinality::integer] = 'held');
    END IF;

    -- 3. A transaction id already placed: 'replay', judged under the wallet lock.
    FOR r IN
      SELECT c.ordinality::integer AS i FROM unnest(v_round) WITH ORDINALITY AS c
       WHERE v_outcomes[c.ordinality::integer] IS NULL
         AND (SELECT true FROM bids b
               WHERE b.user_id = c.user_id AND b.transaction_id = c.transaction_id
                 AND b.business_date BETWEEN c.business_date - 35 AND c.business_date + 35
                 -- The same bounds for the whole round: the months are pruned once, when the statement starts.
                 AND b.business_date BETWEEN v_remembered_from AND v_remembered_to
               LIMIT 1)
    LOOP
      v_outcomes[r.i] := 'replay';
    END LOOP;

    -- 4. The player's bids this minute, on every API process together.
    FOR i IN 1 .. cardinality(v_round) LOOP
      CONTINUE WHEN v_outcomes[i] IS NOT NULL;
      v_hit := count_hit(v_round[i].rate_key, v_round[i].now, v_round[i].rate_window_ms);
      IF v_hit.hits > v_round[i].rate_max THEN
        v_outcomes[i] := 'rate';
        v_waits[i] := GREATEST(0, floor(extract(epoch FROM (v_hit.window_ends_at - v_round[i].now)) * 1000))::bigint;
      END IF;
    END LOOP;

    -- 5. The session's result: declared, or a holiday.
    FOR r IN
      SELECT c.ordinality::integer AS i FROM unnest(v_round) WITH ORDINALITY AS c
       WHERE v_outcomes[c.ordinality::integer] IS NULL
         AND (SELECT res.holiday OR (CASE WHEN c.needs_open THEN res.open_pana ELSE res.close_pana END) IS NOT NULL
                FROM results res WHERE res.market_id = c.market_id AND res.business_date = c.business_date)
    LOOP
      v_outcomes[r.i] := 'closed';
    END LOOP;

    -- 6. The rate of the bid's game type.
    FOR r IN
      SELECT c.ordinality::integer AS i,
             (SELECT ARRAY[rt.min_value, rt.max_value] FROM rates rt WHERE rt.type = game_rate_type(c.game_type)) AS rate
        FROM unnest(v_round) WITH ORDINALITY AS c
       WHERE v_outcomes[c.ordinality::integer] IS NULL
    LOOP
      IF r.rate IS NOT NULL THEN
        v_rate_mins[r.i] := r.rate[1];
        v_rate_maxs[r.i] := r.rate[2];
      ELSE
        v_outcomes[r.i] := 'no_rate';
      END IF;
    END LOOP;

    -- 7. The loss limits, asked of limit_headroom() for the players who have a loss limit at all.
    FOR r IN
      SELECT c.ordinality::integer AS i FROM unnest(v_round) WITH ORDINALITY AS c
       WHERE v_outcomes[c.ordinality::integer] IS NULL
         AND (SELECT true FROM player_limits pl WHERE pl.user_id = c.user_id AND pl.kind = 'loss' LIMIT 1)
    LOOP
      v_room := limit_headroom(v_round[r.i].user_id, 'loss', v_round[r.i].now,
                               v_round[r.i].day_start, v_round[r.i].week_start, v_round[r.i].month_start);
      IF v_round[r.i].points > v_room.limit_left THEN
        v_outcomes[r.i] := 'loss_limit';
        v_limits[r.i] := v_room.limit_points;
        v_periods[r.i] := v_room.limit_period;
        v_lefts[r.i] := v_room.limit_left;
      END IF;
    END LOOP;

    -- 8. The balance: less than the stake is 'insufficient'; otherwise 'placed', written with the round.
    v_placed := '{}';
    v_placed_balances := '{}';
    v_placed_mins := '{}';
    v_placed_maxs := '{}';
    FOR i IN 1 .. cardinality(v_round) LOOP
      CONTINUE WHEN v_outcomes[i] IS NOT NULL;
      IF v_balances[i] IS NULL OR v_balances[i] < v_round[i].points THEN
        v_outcomes[i] := 'insufficient';
      ELSE
        v_outcomes[i] := 'placed';
        v_balances[i] := v_balances[i] - v_round[i].points;
        v_placed := v_placed || v_round[i];
        v_placed_balances := v_placed_balances || v_balances[i];
        v_placed_mins := v_placed_mins || v_rate_mins[i];
        v_placed_maxs := v_placed_maxs || v_rate_maxs[i];
      END IF;
    END LOOP;
    IF cardinality(v_placed) > 0 THEN
      PERFORM write_placed_bids(v_placed, v_placed_balances, v_placed_mins, v_placed_maxs);
    END IF;

    FOR i IN 1 .. cardinality(v_round) LOOP
      ord := v_ords[i];
      outcome := v_outcomes[i];
      balance := CASE WHEN v_outcomes[i] = 'placed' THEN v_balances[i] END;
      wait_ms := v_waits[i];
      limit_points := v_limits[i];
      limit_period := v_periods[i];
      limit_left := v_lefts[i];
      RETURN NEXT;
    END LOOP;

    EXIT WHEN v_k >= v_rounds;
    v_k := v_k + 1;
  END LOOP;
END
$$;
