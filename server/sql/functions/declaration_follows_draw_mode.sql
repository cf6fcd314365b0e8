-- A session with a commitment is declared only by its draw, and a draw only for a
-- session with a commitment (docs/SETTLEMENT.md "Verifiable draws"; trigger of migration 110).
CREATE OR REPLACE FUNCTION declaration_follows_draw_mode() RETURNS trigger LANGUAGE plpgsql AS $$
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
