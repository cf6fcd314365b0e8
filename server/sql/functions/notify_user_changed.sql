-- Any change to a player's row (status, MPIN, a break, profile) forgets their cached sessions (triggers of migration 098).
-- Any change to a player's row (status, MPIN, a break, profile) forgets their cached sessions.
CREATE OR REPLACE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('matka_cache', 'user:' || COALESCE(NEW.id, OLD.id));
  RETURN NULL;
END
$$;
