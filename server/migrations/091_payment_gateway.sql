-- #9 "Payments seam" (docs/PAYMENTS.md): every gateway order remembers the
-- currency it was opened in and the gateway's own order id; every event a
-- gateway reports (signed webhook or status poll) is recorded once per event
-- id, with what was done with it; the play-mode sandbox keeps its own record
-- of each order, as a real gateway would on its side.
ALTER TABLE fund_requests ADD COLUMN currency text CHECK (currency ~ '^[A-Z]{3}$');
ALTER TABLE fund_requests ADD COLUMN gateway_order_id text;
-- Until now every gateway order was a sandbox order in rupees (config PAYMENT_CURRENCY's default).
UPDATE fund_requests SET currency = 'INR' WHERE method = 'gateway';
-- The status poll looks for gateway orders still waiting, oldest first.
CREATE INDEX fund_requests_pending_gateway ON fund_requests (created_at) WHERE method = 'gateway' AND status = 'pending';

CREATE TABLE payment_events (
  id              bigserial PRIMARY KEY,
  gateway         text NOT NULL,
  -- The gateway's event id (a webhook), or `status:<trans id>` (the poll): a second delivery is a no-op.
  event_id        text NOT NULL,
  source          text NOT NULL CHECK (source IN ('webhook', 'poll')),
  trans_id        text NOT NULL,
  outcome         text NOT NULL CHECK (outcome IN ('paid', 'failed')),
  amount          bigint NOT NULL,
  currency        text NOT NULL,
  fund_request_id bigint REFERENCES fund_requests (id),
  verdict         text NOT NULL CHECK (verdict IN ('credited', 'declined', 'already_decided', 'paid_after_decline', 'amount_mismatch', 'currency_mismatch', 'unknown_order')),
  received_at     timestamptz NOT NULL,
  CONSTRAINT payment_events_once UNIQUE (gateway, event_id)
);
CREATE INDEX payment_events_request ON payment_events (fund_request_id);

-- The sandbox gateway's side of each order: what its page was told (paid or failed) and the event it sent.
CREATE TABLE sandbox_payments (
  trans_id         text PRIMARY KEY,
  gateway_order_id text NOT NULL UNIQUE,
  amount           bigint NOT NULL CHECK (amount > 0),
  currency         text NOT NULL,
  state            text NOT NULL DEFAULT 'created' CHECK (state IN ('created', 'paid', 'failed')),
  event_id         text UNIQUE,
  created_at       timestamptz NOT NULL,
  decided_at       timestamptz,
  CHECK ((state = 'created') = (event_id IS NULL))
);
