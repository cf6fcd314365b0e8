-- A market switched off or on by an operator, as a live event for everyone
-- (trigger markets_live, migration 113).
CREATE OR REPLACE FUNCTION live_market_switched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (audience, body) VALUES ('everyone', jsonb_build_object(
    'type', 'market', 'action', CASE WHEN NEW.status = '1' THEN 'on' ELSE 'off' END,
    'market_id', NEW.id, 'market', NEW.name, 'session', NULL, 'business_date', NULL));
  RETURN NULL;
END
$$;
