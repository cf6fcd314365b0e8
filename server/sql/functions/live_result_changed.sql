-- A result declared, reverted or a holiday marked, as a live event for
-- everyone (trigger results_live, migration 113). Every path that writes a
-- result — the console, a verifiable draw, a revert — passes here.
CREATE OR REPLACE FUNCTION live_result_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_market text;
  v_session text;
  v_old text;
  v_new text;
BEGIN
  SELECT name INTO v_market FROM markets WHERE id = NEW.market_id;
  FOREACH v_session IN ARRAY ARRAY['open', 'close'] LOOP
    v_old := CASE WHEN TG_OP = 'UPDATE' THEN (CASE v_session WHEN 'open' THEN OLD.open_pana ELSE OLD.close_pana END) END;
    v_new := CASE v_session WHEN 'open' THEN NEW.open_pana ELSE NEW.close_pana END;
    IF v_new IS DISTINCT FROM v_old THEN
      INSERT INTO live_events (audience, body) VALUES ('everyone', jsonb_build_object(
        'type', 'result', 'action', CASE WHEN v_new IS NULL THEN 'reverted' ELSE 'declared' END,
        'market_id', NEW.market_id, 'market', v_market, 'business_date', NEW.business_date::text,
        'session', v_session, 'pana', v_new, 'digit', CASE WHEN v_new IS NULL THEN NULL ELSE pana_digit(v_new) END));
    END IF;
  END LOOP;
  IF NEW.holiday AND (TG_OP = 'INSERT' OR NOT OLD.holiday) THEN
    INSERT INTO live_events (audience, body) VALUES ('everyone', jsonb_build_object(
      'type', 'market', 'action', 'holiday', 'market_id', NEW.market_id, 'market', v_market,
      'session', NULL, 'business_date', NEW.business_date::text));
  END IF;
  RETURN NULL;
END
$$;
