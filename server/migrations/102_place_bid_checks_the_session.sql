-- The session of a bid checked in the bid's own statement (issue #10 point 2,
-- docs/PERFORMANCE.md "The session in the bid's statement").
--
-- Before, a bid read its session and player from the database (one round
-- trip) and then called place_bid() (a second). Now the bid route may take
-- the session from the memory of read routes (server/src/http/sessionCache.ts,
-- forgotten in every process when the change feed of migration 098 says the
-- session or the player changed) and this function checks, in the same
-- statement and transaction as the debit, that what the caller judged the
-- player on still holds: the session is live (not revoked, not expired at
-- p_now, this player's), and the player's betting status and break are the
-- ones the caller saw. If anything differs it answers 'session' and writes
-- nothing; the caller then reads the session and the player fresh and judges
-- again (server/src/features/bids/placeBid.ts), so a logout, an MPIN reset,
-- a disabled account or a break stops a bid even in the moment before the
-- notification reaches the process.
CREATE FUNCTION place_bid_in_session(
  p_token_hash text, p_user_status text, p_exclusion_kind text, p_excluded_until timestamptz,
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
BEGIN
  PERFORM 1 FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.token_hash = p_token_hash AND s.user_id = p_user_id AND s.revoked_at IS NULL AND s.expires_at > p_now
     AND u.status = p_user_status
     AND u.exclusion_kind IS NOT DISTINCT FROM p_exclusion_kind
     -- The caller's copy went through a JavaScript Date: milliseconds, where the column may hold microseconds.
     AND date_trunc('milliseconds', u.self_excluded_until) IS NOT DISTINCT FROM p_excluded_until;
  IF NOT FOUND THEN
    outcome := 'session';
    RETURN;
  END IF;
  SELECT b.outcome, b.balance, b.wait_ms, b.limit_points, b.limit_period, b.limit_left
    INTO outcome, balance, wait_ms, limit_points, limit_period, limit_left
    FROM place_bid(p_user_id, p_market_id, p_market_name, p_open_time, p_close_time, p_days_mask, p_status,
                   p_business_date, p_needs_open, p_game_type, p_session, p_open_pana, p_open_digit, p_close_pana, p_close_digit,
                   p_points, p_transaction_id, p_remark, p_now, p_rate_key, p_rate_max, p_rate_window_ms,
                   p_day_start, p_week_start, p_month_start) b;
END
$$;
