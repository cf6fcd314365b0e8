-- Bids find their market by upper(name) (server/src/data/markets.ts), so two
-- markets whose names differ only in case would be one market to a player.
-- The console's create and rename are refused with a 409 when this index says so.
CREATE UNIQUE INDEX markets_name_any_case ON markets (upper(name));
