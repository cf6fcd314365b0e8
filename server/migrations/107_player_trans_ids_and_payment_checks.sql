-- docs/PAYMENTS.md "Whose TRANS_ID" and "Security rules", docs/PROTECTION.md
-- "Payments that complete during a break".

-- A gateway deposit's TRANS_ID is the player's own: unique per player, so
-- another player's id answers like one nobody used. What the gateway knows
-- the order by is our own reference, unique across all players; orders opened
-- before keep their TRANS_ID as it (it was unique across players then).
ALTER TABLE fund_requests ADD COLUMN gateway_reference text;
UPDATE fund_requests SET gateway_reference = gateway_trans_id WHERE method = 'gateway';
ALTER TABLE fund_requests ADD CONSTRAINT fund_requests_gateway_reference_key UNIQUE (gateway_reference);
ALTER TABLE fund_requests DROP CONSTRAINT fund_requests_gateway_trans_id_key;
ALTER TABLE fund_requests ADD CONSTRAINT fund_requests_player_trans_id_key UNIQUE (user_id, gateway_trans_id);
-- The gateway's page for the order, so the player's identical retry gets the same answer.
ALTER TABLE fund_requests ADD COLUMN payment_url text;

-- A signed event naming another gateway order than the one opened for our reference: refused, recorded.
ALTER TABLE payment_events DROP CONSTRAINT payment_events_verdict_check;
ALTER TABLE payment_events ADD CONSTRAINT payment_events_verdict_check CHECK (verdict IN (
  'credited', 'declined', 'already_decided', 'paid_after_decline', 'amount_mismatch', 'currency_mismatch', 'unknown_order', 'order_mismatch'
));

-- A deposit credited while its player is on a time-out or self-exclusion.
ALTER TABLE protection_events DROP CONSTRAINT protection_events_kind_check;
ALTER TABLE protection_events ADD CONSTRAINT protection_events_kind_check CHECK (kind IN (
  'deposit_limit_hit', 'loss_limit_hit', 'excluded_attempt', 'paid_during_break'
));
