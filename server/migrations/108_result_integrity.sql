-- Results players can check (docs/SETTLEMENT.md "Integrity"): previews that
-- cannot be used to choose a pana, and declarations only for days that can
-- have one.

-- Every preview an operator was shown, with its figures (also an audit row,
-- 'result.previewed'). Counted under an advisory lock per market, day and
-- session (data/resultPreviews.ts), so previews racing on several API
-- processes never pass the limit. `previewed_panas`: the session's distinct
-- panas previewed once this one was shown; `preview_limit`: the limit then
-- (the dashboard's "limit reached" marker judges each session by its own).
CREATE TABLE result_previews (
  id              bigserial PRIMARY KEY,
  market_id       bigint NOT NULL REFERENCES markets (id),
  business_date   date NOT NULL,
  session         text NOT NULL CHECK (session IN ('open', 'close')),
  pana            text NOT NULL CHECK (is_pana(pana)),
  operator_id     bigint NOT NULL REFERENCES operators (id),
  settled_bids    integer NOT NULL CHECK (settled_bids >= 0),
  winning_bids    integer NOT NULL CHECK (winning_bids >= 0),
  staked_points   bigint NOT NULL CHECK (staked_points >= 0),
  paid_points     bigint NOT NULL CHECK (paid_points >= 0),
  previewed_panas integer NOT NULL CHECK (previewed_panas >= 1),
  preview_limit   integer NOT NULL CHECK (preview_limit >= 0),
  previewed_at    timestamptz NOT NULL
);
CREATE INDEX result_previews_session ON result_previews (market_id, business_date, session, id);
CREATE INDEX result_previews_day ON result_previews (business_date);

-- What each declaration was preceded by: how many different panas were
-- previewed, and the newest preview of its session then (the previews before
-- it are that session's rows up to this id). And an admin's reason for
-- declaring a day before the market existed or further back than
-- RESULT_DAYS_BACK.
ALTER TABLE result_declarations
  ADD COLUMN previewed_panas integer NOT NULL DEFAULT 0 CHECK (previewed_panas >= 0),
  ADD COLUMN last_preview_id bigint REFERENCES result_previews (id),
  ADD COLUMN back_dated_reason text CHECK (back_dated_reason IS NULL OR length(back_dated_reason) BETWEEN 3 AND 200);

-- The limit, set by admins in the console's Settings (audited like every setting).
ALTER TABLE player_settings
  ADD COLUMN previews_per_session integer NOT NULL DEFAULT 3 CHECK (previews_per_session BETWEEN 0 AND 10);
