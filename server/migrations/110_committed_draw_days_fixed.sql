-- A business date's draw mode is fixed once its commitment is published
-- (docs/SETTLEMENT.md "Verifiable draws" → "Draw mode per day"). The server
-- already keeps to this; the database now refuses anything else, whatever
-- path a write takes (a console bug, a script, psql):
--
-- 1. a commitment is published before its day's bidding opens — 00:00 IST of
--    the business date, the earliest instant any bid for that date can be
--    accepted whatever the market's times — or it proves nothing;
-- 2. a published commitment is never deleted, and nothing of it changes but
--    the draw itself, once (pana, time and declaration set from NULL);
-- 3. a session with a commitment is declared only by its draw, and a draw
--    only for a session with a commitment.

CREATE FUNCTION draw_commitment_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE TRIGGER draw_commitments_fixed BEFORE INSERT OR UPDATE OR DELETE ON draw_commitments
  FOR EACH ROW EXECUTE FUNCTION draw_commitment_fixed();

CREATE FUNCTION declaration_follows_draw_mode() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  committed boolean := EXISTS (
    SELECT 1 FROM draw_commitments c
    WHERE c.market_id = NEW.market_id AND c.business_date = NEW.business_date AND c.session = NEW.session
  );
BEGIN
  IF NEW.source = 'manual' AND committed THEN
    RAISE EXCEPTION 'market % % % is drawn from its published commitment: it cannot be declared by hand', NEW.market_id, NEW.business_date, NEW.session
      USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.source = 'draw' AND NOT committed THEN
    RAISE EXCEPTION 'market % % % has no commitment: it cannot be declared as a draw', NEW.market_id, NEW.business_date, NEW.session
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER result_declarations_follow_draw_mode BEFORE INSERT ON result_declarations
  FOR EACH ROW EXECUTE FUNCTION declaration_follows_draw_mode();
