-- A declaration written or reverted (trigger result_declarations_pnl, migration 117): its business
-- date's profit-and-loss rollup no longer matches the bids, so it is forgotten in the same transaction
-- and rolled again by the next report (docs/decisions/0021). The lock is the one a rollup of that day
-- holds (server/src/data/pnl.ts), so a rollup reading the day before this commits cannot write its
-- stale figures after it: one of the two waits for the other.
CREATE OR REPLACE FUNCTION pnl_forget_declared_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(781245117, NEW.business_date - DATE '2000-01-01');
  DELETE FROM pnl_days WHERE business_date = NEW.business_date;
  RETURN NULL;
END
$$;
