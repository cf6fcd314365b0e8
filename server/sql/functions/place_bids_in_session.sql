-- Group commit: several players' bids in one statement and one transaction
-- (docs/performance-log.md "Group commit"). Under a rush the API process queues
-- bids while its batch statements are in flight (server/src/data/bidBatcher.ts)
-- and sends the queued ones as ONE call of this function: one round trip, one
-- parse, one commit for all of them.
--
-- p_bids: a JSON array of bid_call records (migration 111) by field name; each
-- result row carries `ord`, the bid's index in the array (the rows come back
-- in player order).
--
-- Each bid is still all-or-nothing on its own: it runs place_bid_in_session()
-- inside its own BEGIN … EXCEPTION block (a subtransaction), so an error in
-- one bid (a unique violation on its transaction id, a lock it could not get)
-- undoes that bid's writes, its rate count included, and nothing of the
-- others. Such a bid comes back with its SQLSTATE in error_code and the
-- caller places it again alone, as it would have without a batch.
--
-- Locks. Each bid takes its player's rate-limit row and wallet and its market
-- FOR SHARE, and a batch holds them all until it commits. Bids run in player
-- order (then arrival order), so two batches lock players' rows in the same
-- order. Anything else that locks several wallets in another order (a
-- declaration crediting its winners) could still close a cycle with a batch;
-- the batch therefore waits at most 100 ms for any lock (lock_timeout, this
-- transaction only): the bid that waited fails alone (55P03) and is placed
-- again alone, and the other side never waits for the deadlock detector
-- (deadlock_timeout, 1 s) nor is chosen as its victim.
--
-- A batch is at most 64 bids (the caller caps it): more subtransactions with
-- their own transaction ids than PostgreSQL caches per backend (64) would
-- make every other backend's snapshots look them up in pg_subtrans.
CREATE OR REPLACE FUNCTION place_bids_in_session(p_bids jsonb)
RETURNS TABLE (
  ord integer, outcome text, balance bigint, wait_ms bigint,
  limit_points bigint, limit_period text, limit_left bigint, error_code text
) LANGUAGE plpgsql AS $$
DECLARE
  b record;
BEGIN
  IF jsonb_array_length(p_bids) > 64 THEN
    RAISE EXCEPTION 'place_bids_in_session: % bids, at most 64', jsonb_array_length(p_bids);
  END IF;
  PERFORM set_config('lock_timeout', '100ms', true);
  FOR b IN
    SELECT (x.n - 1)::integer AS n, jsonb_populate_record(NULL::bid_call, x.bid) AS bid
      FROM jsonb_array_elements(p_bids) WITH ORDINALITY AS x(bid, n)
     ORDER BY (x.bid->>'user_id')::bigint, x.n
  LOOP
    ord := b.n;
    error_code := NULL;
    BEGIN
      SELECT s.outcome, s.balance, s.wait_ms, s.limit_points, s.limit_period, s.limit_left
        INTO outcome, balance, wait_ms, limit_points, limit_period, limit_left
        FROM place_bid_in_session(b.bid) s;
    EXCEPTION WHEN OTHERS THEN
      outcome := NULL;
      balance := NULL;
      wait_ms := NULL;
      limit_points := NULL;
      limit_period := NULL;
      limit_left := NULL;
      error_code := SQLSTATE;
    END;
    RETURN NEXT;
  END LOOP;
END
$$;
