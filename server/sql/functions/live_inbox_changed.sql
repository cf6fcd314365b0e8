-- A notice written or withdrawn (trigger notices_live, migration 114), as a live event: every stream for a
-- broadcast, the one player's for theirs. The tab refetches its inbox and ticker; a later start and the end
-- are announced by the API processes (features/live/announcer.ts, docs/LIVE.md).
CREATE OR REPLACE FUNCTION live_inbox_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.withdrawn_at IS NOT DISTINCT FROM NEW.withdrawn_at THEN
    RETURN NULL;
  END IF;
  IF NEW.audience = 'all' THEN
    INSERT INTO live_events (audience, body) VALUES ('everyone', jsonb_build_object('type', 'inbox', 'notice_id', NEW.id));
  ELSE
    INSERT INTO live_events (audience, user_id, body) VALUES ('player', NEW.user_id, jsonb_build_object('type', 'inbox', 'notice_id', NEW.id));
  END IF;
  RETURN NULL;
END
$$;
