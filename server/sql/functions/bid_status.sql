-- A bid's status as players and operators see it (docs/SETTLEMENT.md "Losers"):
-- a settlement writes its winners only, so a bid still 'pending' in the table
-- whose deciding result is declared is lost. Every read goes through it (the
-- bids_judged view, migrations 096 and 109).
CREATE OR REPLACE FUNCTION bid_status(stored text, decided_by text, declared_open_pana text, declared_close_pana text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN stored <> 'pending' THEN stored
    WHEN decided_by = 'open' AND declared_open_pana IS NOT NULL THEN 'lost'
    WHEN decided_by = 'close' AND declared_close_pana IS NOT NULL THEN 'lost'
    ELSE 'pending'
  END
$$;
