-- Every API process keeps the market list, the rates, the charts and the
-- sessions of read routes in memory (docs/PERFORMANCE.md "Reads"). These
-- triggers tell every process what changed: pg_notify inside the changing
-- transaction is delivered only when it commits (never on a rollback), to
-- every process LISTENing on 'matka_cache' (server/src/db/changeFeed.ts),
-- on PostgreSQL and on PGlite alike. A trigger, not a call in the services,
-- so no path that writes these tables (console, scheduler, CLI, psql) can
-- forget to tell. Identical notifications in one transaction are merged.
--
-- The bid path writes none of these tables: a bid sends no notification.

CREATE FUNCTION notify_cache_topic() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('matka_cache', TG_ARGV[0]);
  RETURN NULL;
END
$$;

CREATE TRIGGER markets_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON markets
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_topic('markets');
CREATE TRIGGER results_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON results
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_topic('markets');
CREATE TRIGGER rates_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rates
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_topic('rates');
-- Deleting sessions (the expiry sweep) forgets every cached one: it is rare.
CREATE TRIGGER sessions_deleted AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_topic('sessions');

-- A revoked session (logout, MPIN reset) is forgotten by its token hash.
CREATE FUNCTION notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('matka_cache', 'session:' || NEW.token_hash);
  RETURN NULL;
END
$$;
CREATE TRIGGER session_revoked AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION notify_session_revoked();

-- Any change to a player's row (status, MPIN, a break, profile) forgets their cached sessions.
CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('matka_cache', 'user:' || COALESCE(NEW.id, OLD.id));
  RETURN NULL;
END
$$;
CREATE TRIGGER user_changed AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION notify_user_changed();
CREATE TRIGGER user_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
