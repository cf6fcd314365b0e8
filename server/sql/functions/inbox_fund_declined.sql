-- A declined deposit or withdrawal lands in the player's inbox with its reason (trigger
-- fund_requests_inbox, migration 114): a notice for that player from the decision's time, in the
-- decision's transaction. A decline without a reason (a gateway's failed payment) says so plainly.
CREATE OR REPLACE FUNCTION inbox_fund_declined() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_at timestamptz := COALESCE(NEW.decided_at, now());
BEGIN
  INSERT INTO notices (audience, user_id, title, body, starts_at, created_at, fund_request_id)
  VALUES ('player', NEW.user_id,
          CASE NEW.kind WHEN 'deposit' THEN 'Deposit declined' ELSE 'Withdrawal declined' END,
          NEW.points || ' points: ' || COALESCE(NULLIF(btrim(NEW.decline_reason), ''), 'declined'),
          v_at, v_at, NEW.id)
  ON CONFLICT (fund_request_id) DO NOTHING;
  RETURN NULL;
END
$$;
