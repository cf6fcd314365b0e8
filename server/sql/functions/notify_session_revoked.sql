-- A revoked session (logout, MPIN reset) is forgotten by every API process by its token hash (trigger of migration 098).
-- A revoked session (logout, MPIN reset) is forgotten by its token hash.
CREATE OR REPLACE FUNCTION notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('matka_cache', 'session:' || NEW.token_hash);
  RETURN NULL;
END
$$;
