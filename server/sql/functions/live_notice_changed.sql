-- The site's notice (the home ticker) edited, as a live event for everyone
-- (trigger player_settings_live, migration 113).
CREATE OR REPLACE FUNCTION live_notice_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (audience, body) VALUES ('everyone', jsonb_build_object('type', 'notice', 'text', NEW.notification_head));
  RETURN NULL;
END
$$;
