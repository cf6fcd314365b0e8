-- Gives a live event its place in the stream at commit (deferred trigger of
-- migration 113; docs/LIVE.md "Order"). The advisory lock is taken here, the
-- last thing the transaction does, and held until its commit ends: no other
-- transaction can number an event meanwhile, so seq follows commit order and
-- a reader never skips an event that commits late. Taken last, it cannot
-- close a deadlock with the row locks the transaction already holds.
CREATE OR REPLACE FUNCTION live_event_sequenced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(781245021);
  UPDATE live_events SET seq = nextval('live_events_seq') WHERE id = NEW.id;
  -- One notification per transaction (PostgreSQL folds identical ones): readers fetch what follows their seq.
  PERFORM pg_notify('matka_cache', 'live');
  RETURN NULL;
END
$$;
