-- Player protection (issue #11, docs/PROTECTION.md): age and terms at sign-up,
-- deposit and loss limits with delayed increases, time-outs and
-- self-exclusions, and the events operators read as markers of harm.

-- Date of birth and the moment the terms were accepted, asked at sign-up.
-- Accounts made before this migration have neither (NULL).
ALTER TABLE users
  ADD COLUMN date_of_birth     date,
  ADD COLUMN terms_accepted_at timestamptz,
  -- What kind of break users.self_excluded_until belongs to (the messages differ).
  ADD COLUMN exclusion_kind    text CHECK (exclusion_kind IN ('timeout', 'self_exclusion')),
  -- Minutes of activity between reality checks (docs/PROTECTION.md), the player's choice.
  ADD COLUMN reality_check_minutes integer NOT NULL DEFAULT 60 CHECK (reality_check_minutes BETWEEN 15 AND 240);

-- One row per limit a player set. `points` applies now; a raise (or a removal)
-- waits in `pending_points`/`pending_from` for 24 hours. NULL points: no limit.
CREATE TABLE player_limits (
  user_id        bigint NOT NULL REFERENCES users (id),
  kind           text NOT NULL CHECK (kind IN ('deposit', 'loss')),
  period         text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  points         bigint CHECK (points IS NULL OR points > 0),
  pending_points bigint CHECK (pending_points IS NULL OR pending_points > 0),
  pending_from   timestamptz,
  updated_at     timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind, period),
  -- A pending change always says when it applies.
  CHECK (pending_points IS NULL OR pending_from IS NOT NULL)
);

-- Every time-out and self-exclusion a player took. `ends_at` NULL: permanent.
-- Never deleted; an operator lifting an ended self-exclusion stamps lifted_*.
CREATE TABLE player_exclusions (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  kind        text NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
  period      text NOT NULL CHECK (period IN ('24h', '7d', '30d', '6m', '1y', '5y', 'permanent')),
  started_at  timestamptz NOT NULL,
  ends_at     timestamptz,
  lifted_at   timestamptz,
  lifted_by   bigint REFERENCES operators (id),
  CHECK (ends_at IS NULL OR ends_at > started_at),
  CHECK ((lifted_at IS NULL) = (lifted_by IS NULL))
);
CREATE INDEX player_exclusions_user ON player_exclusions (user_id, id DESC);
CREATE INDEX player_exclusions_open ON player_exclusions (user_id) WHERE lifted_at IS NULL;

-- What the harm markers count: a limit that refused a deposit or a bid, and
-- a bid or deposit tried during a time-out or self-exclusion.
CREATE TABLE protection_events (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id),
  kind       text NOT NULL CHECK (kind IN ('deposit_limit_hit', 'loss_limit_hit', 'excluded_attempt')),
  detail     text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX protection_events_user ON protection_events (user_id, created_at DESC);
CREATE INDEX protection_events_kind ON protection_events (kind, created_at DESC);

-- The window sums: a player's deposits and bid/win rows since an instant.
CREATE INDEX fund_requests_user_created ON fund_requests (user_id, created_at) WHERE kind = 'deposit';
CREATE INDEX ledger_user_created ON ledger (user_id, created_at) WHERE kind IN ('bid', 'win', 'win_reversal');

-- A player's own change (a limit, a time-out) is audited with the player as the actor.
ALTER TABLE audit_log ADD COLUMN actor_user_id bigint REFERENCES users (id);
