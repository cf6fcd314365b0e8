-- Rate-limit counters every API process shares (the default store; REDIS_URL
-- moves them to Redis). One row per route and client address, for the
-- current window; expired rows are reused by the next hit and swept by the
-- server's housekeeping.
CREATE TABLE rate_limit_counters (
  key            text PRIMARY KEY,
  hits           integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_window_ends ON rate_limit_counters (window_ends_at);
