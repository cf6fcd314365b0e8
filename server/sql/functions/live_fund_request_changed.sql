-- A fund request made or decided (trigger fund_requests_live, migration 113):
-- operators hear every change (their queue and badge); the player hears the
-- decision on their own request. The balance it moved reaches the player
-- from the ledger (docs/LIVE.md "Wallet").
-- The stream speaks the wire's status codes ('0' pending, '1' approved, '-1' declined; shared/src/api/fundStatus.ts).
CREATE OR REPLACE FUNCTION live_fund_request_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_status text := CASE NEW.status WHEN 'pending' THEN '0' WHEN 'approved' THEN '1' ELSE '-1' END;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status THEN
    RETURN NULL;
  END IF;
  INSERT INTO live_events (audience, body) VALUES ('operators', jsonb_build_object(
    'type', 'fund_request', 'request_id', NEW.id, 'kind', NEW.kind, 'status', v_status));
  IF NEW.status <> 'pending' THEN
    INSERT INTO live_events (audience, user_id, body) VALUES ('player', NEW.user_id, jsonb_build_object(
      'type', 'fund', 'request_id', NEW.id, 'kind', NEW.kind, 'status', v_status, 'points', NEW.points));
  END IF;
  RETURN NULL;
END
$$;
