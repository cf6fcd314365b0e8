-- Profit and loss (docs/CONSOLE.md "Profit and loss", docs/decisions/0021):
-- closed days are rolled up once into these tables and read from them; the
-- days still open (today, and yesterday until 06:00 IST: a past-midnight
-- close still takes bids for it) are read from bids and the ledger at
-- request time. Nothing here is written by a bid: a counter row per market
-- and day updated by every bid would make every bid of a market wait on the
-- one before it.
--
-- A day's rollup is forgotten whenever a declaration of that business date is
-- written or reverted (trigger pnl_forget_declared_day below), in the
-- declaring transaction, so a late settlement or a revert is never hidden by
-- a stale rollup; the next report rolls the day again.

CREATE TABLE pnl_days (
  business_date date PRIMARY KEY,
  rolled_at     timestamptz NOT NULL
);

-- The day's bids as settlement left them, by market and game type: staked is
-- every bid's points (each is one 'bid' ledger debit), paid the standing wins.
CREATE TABLE pnl_day_games (
  business_date date NOT NULL REFERENCES pnl_days (business_date) ON DELETE CASCADE,
  market_id     bigint NOT NULL,
  game_type     text NOT NULL,
  bids          bigint NOT NULL CHECK (bids >= 0),
  staked        bigint NOT NULL CHECK (staked >= 0),
  paid          bigint NOT NULL CHECK (paid >= 0),
  PRIMARY KEY (business_date, market_id, game_type)
);

-- Wins a revert could not take back (result_declarations.shortfall_points):
-- paid out by the ledger and not in any bid's standing win. Per market only:
-- the shortfall is recorded per declaration, not per game type.
CREATE TABLE pnl_day_markets (
  business_date date NOT NULL REFERENCES pnl_days (business_date) ON DELETE CASCADE,
  market_id     bigint NOT NULL,
  uncollected   bigint NOT NULL CHECK (uncollected > 0),
  PRIMARY KEY (business_date, market_id)
);

-- Money in and out on the IST calendar day, from the ledger: deposits
-- credited, withdrawals held less holds refunded, operators' adjustments.
CREATE TABLE pnl_day_funds (
  business_date    date PRIMARY KEY REFERENCES pnl_days (business_date) ON DELETE CASCADE,
  deposit_count    bigint NOT NULL,
  deposits         bigint NOT NULL,
  withdrawal_count bigint NOT NULL,
  withdrawals      bigint NOT NULL,
  adjustment_count bigint NOT NULL,
  adjustments      bigint NOT NULL
);

-- The ledger is append-only and written in time order, so a block-range index
-- finds a day's rows by reading that day's blocks: a few kilobytes of index
-- for the whole table, and almost nothing added to the bid path's insert
-- (a B-tree on created_at would be one more index entry per bid).
CREATE INDEX ledger_created_brin ON ledger USING brin (created_at);

-- The body lives in server/sql/functions/pnl_forget_declared_day.sql.
CREATE FUNCTION pnl_forget_declared_day() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
CREATE TRIGGER result_declarations_pnl AFTER INSERT OR UPDATE ON result_declarations
  FOR EACH ROW EXECUTE FUNCTION pnl_forget_declared_day();
