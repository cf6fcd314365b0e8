-- The operator console (issue #7).
--
-- 1. A decision keeps its own words: the payout reference of an approved
--    withdrawal (the bank transfer's UTR) and the reason of a decline.
ALTER TABLE fund_requests
  ADD COLUMN payout_reference text CHECK (payout_reference IS NULL OR length(payout_reference) BETWEEN 1 AND 60),
  ADD COLUMN decline_reason   text CHECK (decline_reason IS NULL OR length(decline_reason) BETWEEN 3 AND 200);

-- 2. Indexes the console's queries use (docs/API.md "Operator API" → indexes).
-- The fund-request queue: a status (pending first of all), newest or oldest first.
CREATE INDEX fund_requests_state_id ON fund_requests (status, id);
-- Dashboard: deposits and withdrawals decided on a day.
CREATE INDEX fund_requests_decided ON fund_requests (decided_at) WHERE decided_at IS NOT NULL;
-- Dashboard: per market, one day's bids, points and distinct players, read from the index alone.
CREATE INDEX bids_day_market ON bids (business_date, market_id) INCLUDE (user_id, points);
-- Player search: phone prefix, and name prefix in any case.
CREATE INDEX users_phone_prefix ON users (phone_number text_pattern_ops);
CREATE INDEX users_name_prefix ON users (lower(name) text_pattern_ops);
-- Audit list: a player's rows newest first already has audit_log_user; the date range walks audit_log_created.
