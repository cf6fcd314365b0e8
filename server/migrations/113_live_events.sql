-- The live stream's event log (docs/LIVE.md): what every open tab hears
-- besides its own wallet, which comes from the ledger itself.
--
-- A row is written in the transaction of the change it reports, by the
-- triggers below (a result declared or reverted, a market switched, a fund
-- request made or decided, the notice edited) or by the cut-off announcer of
-- each API process (dedupe_key makes N processes announce once). It gets its
-- place in the stream, `seq`, only at commit: a deferred trigger takes one
-- advisory lock, numbers the row and sends the change feed's NOTIFY (topic 'live'), and the lock
-- is held until the commit ends. So seq follows commit order, a reader that
-- has seen seq N has seen every committed event before it, and a rolled-back
-- change leaves no trace (its row is gone, its NOTIFY never sent).
--
-- The functions below are placeholders: their bodies are the files of
-- server/sql/functions/, applied right after the migrations on every start.

CREATE SEQUENCE live_events_seq;

CREATE TABLE live_events (
  id          bigserial PRIMARY KEY,
  -- The stream position, set at commit (NULL only inside the writing transaction).
  seq         bigint UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  -- 'everyone': every player and operator; 'player': user_id alone; 'operators': every operator stream.
  audience    text NOT NULL CHECK (audience IN ('everyone', 'player', 'operators')),
  user_id     bigint REFERENCES users (id) ON DELETE CASCADE,
  -- The event as the stream sends it (shared/src/schemas/live.ts).
  body        jsonb NOT NULL CHECK (jsonb_typeof(body) = 'object' AND body ? 'type'),
  -- Set by writers that may run in several processes at once (the cut-off announcer): one row each.
  dedupe_key  text UNIQUE,
  CHECK ((audience = 'player') = (user_id IS NOT NULL))
);
CREATE INDEX live_events_player_seq ON live_events (user_id, seq) WHERE user_id IS NOT NULL;
CREATE INDEX live_events_created_at ON live_events (created_at);

CREATE FUNCTION live_event_sequenced() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
CREATE FUNCTION live_result_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
CREATE FUNCTION live_market_switched() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
CREATE FUNCTION live_fund_request_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
CREATE FUNCTION live_notice_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;

CREATE CONSTRAINT TRIGGER live_events_sequenced AFTER INSERT ON live_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION live_event_sequenced();
CREATE TRIGGER results_live AFTER INSERT OR UPDATE ON results
  FOR EACH ROW EXECUTE FUNCTION live_result_changed();
CREATE TRIGGER markets_live AFTER UPDATE OF status ON markets
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION live_market_switched();
CREATE TRIGGER fund_requests_live AFTER INSERT OR UPDATE OF status ON fund_requests
  FOR EACH ROW EXECUTE FUNCTION live_fund_request_changed();
CREATE TRIGGER player_settings_live AFTER UPDATE OF notification_head ON player_settings
  FOR EACH ROW WHEN (OLD.notification_head IS DISTINCT FROM NEW.notification_head) EXECUTE FUNCTION live_notice_changed();
