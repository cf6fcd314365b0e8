-- Every declaration of a session result, and its revert, kept for good: the
-- public result history and the operator's settlement summary read it.
-- `results` keeps the current state (what the market shows); this table
-- keeps what happened and when.
CREATE TABLE result_declarations (
  id               bigserial PRIMARY KEY,
  market_id        bigint NOT NULL REFERENCES markets (id),
  business_date    date NOT NULL,
  session          text NOT NULL CHECK (session IN ('open', 'close')),
  pana             text NOT NULL CHECK (is_pana(pana)),
  -- 'manual': typed by an operator; 'draw': drawn by the server from a committed seed.
  source           text NOT NULL CHECK (source IN ('manual', 'draw')),
  declared_at      timestamptz NOT NULL,
  -- NULL for a server draw.
  declared_by      bigint REFERENCES operators (id),
  settled_bids     integer NOT NULL CHECK (settled_bids >= 0),
  winning_bids     integer NOT NULL CHECK (winning_bids >= 0),
  staked_points    bigint NOT NULL CHECK (staked_points >= 0),
  paid_points      bigint NOT NULL CHECK (paid_points >= 0),
  settle_ms        integer NOT NULL CHECK (settle_ms >= 0),
  reverted_at      timestamptz,
  reverted_by      bigint REFERENCES operators (id),
  revert_reason    text CHECK (revert_reason IS NULL OR length(revert_reason) BETWEEN 3 AND 200),
  -- What the revert took back from wallets, and what it could not (receivables).
  reversed_points  bigint CHECK (reversed_points IS NULL OR reversed_points >= 0),
  shortfall_points bigint CHECK (shortfall_points IS NULL OR shortfall_points >= 0),
  CHECK ((reverted_at IS NULL) = (revert_reason IS NULL)),
  CHECK ((reverted_at IS NULL) = (reversed_points IS NULL) AND (reverted_at IS NULL) = (shortfall_points IS NULL))
);
-- At most one standing declaration per market, day and session: the database
-- itself refuses a second one, whatever races above it.
CREATE UNIQUE INDEX result_declarations_standing ON result_declarations (market_id, business_date, session) WHERE reverted_at IS NULL;
CREATE INDEX result_declarations_market_day ON result_declarations (market_id, business_date DESC, id DESC);

-- Points a revert could not take back because the player had already spent or
-- withdrawn the win (docs/SETTLEMENT.md "Revert"). The wallet is debited to
-- zero, never below; the rest is owed here, visible to operators, until an
-- operator clears it.
CREATE TABLE player_receivables (
  id             bigserial PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users (id),
  points         bigint NOT NULL CHECK (points > 0),
  declaration_id bigint NOT NULL REFERENCES result_declarations (id),
  reason         text NOT NULL,
  created_at     timestamptz NOT NULL,
  cleared_at     timestamptz,
  cleared_by     bigint REFERENCES operators (id),
  UNIQUE (declaration_id, user_id)
);
CREATE INDEX player_receivables_open ON player_receivables (user_id) WHERE cleared_at IS NULL;
