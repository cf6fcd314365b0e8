-- A bid's numbers checked when they are written, not on every update (trigger
-- bids_numbers_checked, migration 095, says why): the same SQLSTATE (23514)
-- and constraint names as the CHECKs it replaced, so a malformed bid is refused
-- exactly as a CHECK would refuse it.
CREATE OR REPLACE FUNCTION bids_check_numbers() RETURNS trigger
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
