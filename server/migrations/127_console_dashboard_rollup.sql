-- The console dashboard's bids, points and distinct players of a day
-- (docs/decisions/0026): a prefix of the day rolled up to a bid id below
-- which every bid has committed, added to by a background roll that reads
-- only the bids after the last one; the dashboard adds the bids after the
-- prefix live. Nothing here is written by a bid (docs/decisions/0015, 0021),
-- and nothing references bids (it may be partitioned).

-- One row per rolled day: the prefix's watermark and the day's totals.
-- `closed`: rolled after the day stopped taking bids, so there is no tail.
CREATE TABLE dashboard_days (
  business_date  date PRIMARY KEY,
  through_bid_id bigint NOT NULL CHECK (through_bid_id >= 0),
  rolled_at      timestamptz NOT NULL,
  closed         boolean NOT NULL DEFAULT false,
  bids           bigint NOT NULL CHECK (bids >= 0),
  points         bigint NOT NULL CHECK (points >= 0),
  players        bigint NOT NULL CHECK (players >= 0)
);

-- The prefix per market: its bids, points and distinct players.
CREATE TABLE dashboard_day_markets (
  business_date date NOT NULL REFERENCES dashboard_days (business_date) ON DELETE CASCADE,
  market_id     bigint NOT NULL,
  bids          bigint NOT NULL CHECK (bids >= 0),
  points        bigint NOT NULL CHECK (points >= 0),
  players       bigint NOT NULL CHECK (players >= 0),
  PRIMARY KEY (business_date, market_id)
);

-- The prefix per market and player: what keeps distinct players exact. A
-- player of the tail is new to a market when its key is absent here, new to
-- the day when the second index finds no row of theirs.
CREATE TABLE dashboard_day_players (
  business_date date NOT NULL REFERENCES dashboard_days (business_date) ON DELETE CASCADE,
  market_id     bigint NOT NULL,
  user_id       bigint NOT NULL,
  bids          bigint NOT NULL CHECK (bids > 0),
  points        bigint NOT NULL CHECK (points >= 0),
  PRIMARY KEY (business_date, market_id, user_id)
);
CREATE INDEX dashboard_day_players_user ON dashboard_day_players (business_date, user_id);
