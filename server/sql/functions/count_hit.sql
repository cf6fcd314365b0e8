-- Counts one hit on a rate-limit counter (rate_limit_counters, migration 012):
-- a new or expired window starts at 1 and ends p_window_ms after p_now;
-- otherwise the hit is added. Concurrent hits from any API process serialise
-- on the row, so none is lost. The one window rule of every budget kept in the
-- database: the bids a player places a minute (place_bid() counts each bid in
-- its statement; server/src/features/bids/bidBudget.ts names the budget), the
-- per-address budgets and the HTTP rate limits (server/src/data/rateLimits.ts).
CREATE OR REPLACE FUNCTION count_hit(p_key text, p_now timestamptz, p_window_ms bigint,
                                     OUT hits integer, OUT window_ends_at timestamptz)
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
    VALUES (p_key, 1, p_now + make_interval(secs => p_window_ms / 1000.0))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN c.window_ends_at <= p_now THEN 1 ELSE c.hits + 1 END,
    window_ends_at = CASE WHEN c.window_ends_at <= p_now THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
  RETURNING c.hits, c.window_ends_at INTO hits, window_ends_at;
END
$$;
