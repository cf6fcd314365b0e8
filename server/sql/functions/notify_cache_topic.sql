-- Tells every API process that a cached table changed (docs/performance-log.md
-- "Reads from memory"; the triggers of migrations 098 and 101 name the topic). pg_notify
-- inside the changing transaction is delivered only when it commits.
CREATE OR REPLACE FUNCTION notify_cache_topic() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('matka_cache', TG_ARGV[0]);
  RETURN NULL;
END
$$;
