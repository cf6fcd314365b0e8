-- Verifiable draws (docs/SETTLEMENT.md "Verifiable draws"). A market in draw
-- mode 'server' has its results drawn by the server; 'manual' (the default)
-- is declared by an operator (a market that copies another market's draw).
ALTER TABLE markets ADD COLUMN draw_mode text NOT NULL DEFAULT 'manual' CHECK (draw_mode IN ('manual', 'server'));

-- One seed per market, business date and session, made before that business
-- date takes bids. The seed stays secret until the draw; its SHA-256
-- commitment is public from the start. A session with a commitment is drawn
-- by the server and never declared by hand, whatever the market's mode is
-- later switched to: a published commitment is a promise.
CREATE TABLE draw_commitments (
  market_id      bigint NOT NULL REFERENCES markets (id),
  business_date  date NOT NULL,
  session        text NOT NULL CHECK (session IN ('open', 'close')),
  seed           text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  commitment     text NOT NULL UNIQUE CHECK (commitment ~ '^[0-9a-f]{64}$'),
  committed_at   timestamptz NOT NULL,
  -- Set once, in the declaring transaction: the seed is public from then on.
  drawn_pana     text CHECK (drawn_pana IS NULL OR is_pana(drawn_pana)),
  drawn_at       timestamptz,
  declaration_id bigint REFERENCES result_declarations (id),
  PRIMARY KEY (market_id, business_date, session),
  CHECK ((drawn_at IS NULL) = (drawn_pana IS NULL) AND (drawn_at IS NULL) = (declaration_id IS NULL))
);
-- The scheduler's work list: sessions not drawn yet.
CREATE INDEX draw_commitments_undrawn ON draw_commitments (business_date) WHERE drawn_at IS NULL;
