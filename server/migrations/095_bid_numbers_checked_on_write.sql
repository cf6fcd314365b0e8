-- A bid's numbers are checked when they are written, not on every update.
--
-- PostgreSQL evaluates every CHECK constraint of a table for every row an
-- UPDATE writes, whichever columns it changes. Settlement changes only
-- status and win_points, yet paid for the two constraints on the numbers
-- (five regular expressions and the bid_is_well_formed() rule) on each of
-- a million rows: measured at about 40 % of the time of marking a market
-- day's bids (docs/PERFORMANCE.md "Settlement").
--
-- The same rules now run in a trigger that fires on INSERT and on an UPDATE
-- naming one of the number columns, and fails with the same SQLSTATE
-- (23514 check_violation) and the same constraint names, so a malformed bid
-- is refused exactly as before. Trade-off, written down in
-- docs/DATABASE.md: a trigger, unlike a CHECK, does not run under
-- session_replication_role = replica (a bulk restore); nothing in the
-- product sets it.

CREATE FUNCTION bids_check_numbers() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT (NEW.open_pana ~ '^([0-9]{3}|NA)$' AND NEW.close_pana ~ '^([0-9]{3}|NA)$'
          AND NEW.open_digit ~ '^([0-9]|NA)$' AND NEW.close_digit ~ '^([0-9]|NA)$') THEN
    RAISE EXCEPTION 'new row for relation "bids" violates check constraint "bids_numbers_shaped"'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bids_numbers_shaped', TABLE = 'bids';
  END IF;
  IF NOT bid_is_well_formed(NEW.game_type, NEW.session, NEW.open_pana, NEW.open_digit, NEW.close_pana, NEW.close_digit) THEN
    RAISE EXCEPTION 'new row for relation "bids" violates check constraint "bids_well_formed"'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bids_well_formed', TABLE = 'bids';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER bids_numbers_checked
  BEFORE INSERT OR UPDATE OF game_type, session, open_pana, open_digit, close_pana, close_digit ON bids
  FOR EACH ROW EXECUTE FUNCTION bids_check_numbers();

ALTER TABLE bids DROP CONSTRAINT bids_numbers_shaped;
ALTER TABLE bids DROP CONSTRAINT bids_well_formed;
