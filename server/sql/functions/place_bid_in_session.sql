-- A bid whose session and player were judged from memory (docs/performance-log.md
-- "The session in the bid's statement"): the bid route may take the session
-- from the read routes' cache (sessionCache.ts in the server, forgotten in
-- every process when the change feed says the session or the player changed),
-- and this checks, in the same statement and transaction as the debit, that
-- what the caller judged still holds: the session is live (not revoked, not
-- expired at p_bid.now, this player's) and the player's betting status and
-- break are the ones the caller saw. If anything differs it answers 'session'
-- and writes nothing; the caller then reads the session and the player fresh
-- and judges again (server/src/features/bids/placeBid.ts), so a logout, an
-- MPIN reset, a disabled account or a break stops a bid even in the moment
-- before the notification reaches the process. Then place_bid().
CREATE OR REPLACE FUNCTION place_bid_in_session(p_bid bid_call,
  OUT outcome text, OUT balance bigint, OUT wait_ms bigint,
  OUT limit_points bigint, OUT limit_period text, OUT limit_left bigint
) LANGUAGE plpgsql
-- Index lookups only, whatever the statistics said when this connection first planned it (docs/DATABASE.md "Plans of the bid path").
SET enable_seqscan = off AS $$
DECLARE
  v_placed record;
BEGIN
  PERFORM 1 FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.token_hash = p_bid.token_hash AND s.user_id = p_bid.user_id AND s.revoked_at IS NULL AND s.expires_at > p_bid.now
     AND u.status = p_bid.user_status
     AND u.exclusion_kind IS NOT DISTINCT FROM p_bid.exclusion_kind
     -- The caller's copy went through a JavaScript Date: milliseconds, where the column may hold microseconds.
     AND date_trunc('milliseconds', u.self_excluded_until) IS NOT DISTINCT FROM p_bid.excluded_until;
  IF NOT FOUND THEN
    outcome := 'session';
    RETURN;
  END IF;
  -- Assigned, not SELECTed INTO: a plain expression skips the executor's start-up on the hot path.
  v_placed := place_bid(p_bid);
  outcome := v_placed.outcome;
  balance := v_placed.balance;
  wait_ms := v_placed.wait_ms;
  limit_points := v_placed.limit_points;
  limit_period := v_placed.limit_period;
  limit_left := v_placed.limit_left;
END
$$;
