-- A published draw commitment is never deleted and changes only by its draw, once;
-- and it is published before its day's bidding opens (docs/SETTLEMENT.md
-- "Verifiable draws"; the trigger and the reasons are in migration 110).
CREATE OR REPLACE FUNCTION draw_commitment_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'a published draw commitment is never deleted (market %, %, %)', OLD.market_id, OLD.business_date, OLD.session
      USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'INSERT' THEN
    -- 00:00 IST of the business date, as UTC.
    IF NEW.committed_at >= (NEW.business_date::timestamp - interval '5 hours 30 minutes') AT TIME ZONE 'UTC' THEN
      RAISE EXCEPTION 'a draw commitment is published before bidding opens (market %, %, committed %)', NEW.market_id, NEW.business_date, NEW.committed_at
        USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF OLD.drawn_at IS NOT NULL
     OR NEW.market_id <> OLD.market_id OR NEW.business_date <> OLD.business_date OR NEW.session <> OLD.session
     OR NEW.seed <> OLD.seed OR NEW.commitment <> OLD.commitment OR NEW.committed_at <> OLD.committed_at THEN
    RAISE EXCEPTION 'a published draw commitment cannot change; only its draw is recorded, once (market %, %, %)', OLD.market_id, OLD.business_date, OLD.session
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
