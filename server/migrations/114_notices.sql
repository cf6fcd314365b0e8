-- Notices (docs/API.md "Inbox"): an operator's message to every player or to one
-- player, in force from starts_at until ends_at (open-ended when NULL) unless withdrawn; players read
-- them in an inbox, and the newest broadcast in force is the home ticker (else player_settings.notification_head).
--
-- Read state: one notice_reads row per (player, notice) the player has read, written when they read it.
-- Sending a broadcast writes one row however many players there are; unread = in force and no read row.
--
-- A declined deposit or withdrawal is a notice too: the trigger fund_requests_inbox writes a notice for
-- that player (created_by NULL, fund_request_id set, text = the decline reason) in the decision's
-- transaction, so the inbox, its read state and its live event are one path.
--
-- Every insert or withdrawal is a live event ('inbox'), for everyone or for the one player
-- (trigger notices_live); its later start and its end are announced by the API processes (features/live/announcer.ts).

CREATE TABLE notices (
  id              bigserial PRIMARY KEY,
  audience        text NOT NULL CHECK (audience IN ('all', 'player')),
  user_id         bigint REFERENCES users (id) ON DELETE CASCADE,
  title           text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 80),
  body            text NOT NULL CHECK (length(btrim(body)) BETWEEN 1 AND 1000),
  starts_at       timestamptz NOT NULL,
  ends_at         timestamptz CHECK (ends_at IS NULL OR ends_at > starts_at),
  -- NULL for the server's own notices (a declined fund request).
  created_by      bigint REFERENCES operators (id),
  created_at      timestamptz NOT NULL,
  withdrawn_at    timestamptz,
  withdrawn_by    bigint REFERENCES operators (id),
  fund_request_id bigint UNIQUE REFERENCES fund_requests (id),
  CHECK ((audience = 'player') = (user_id IS NOT NULL)),
  CHECK (fund_request_id IS NULL OR audience = 'player')
);
-- A player's inbox: their own notices, and the broadcasts, newest first.
CREATE INDEX notices_player ON notices (user_id, id DESC) WHERE audience = 'player';
CREATE INDEX notices_all ON notices (id DESC) WHERE audience = 'all';

CREATE TABLE notice_reads (
  user_id   bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  notice_id bigint NOT NULL REFERENCES notices (id) ON DELETE CASCADE,
  read_at   timestamptz NOT NULL,
  PRIMARY KEY (user_id, notice_id)
);

-- Placeholders: the bodies are the files of server/sql/functions/, applied after the migrations.
CREATE FUNCTION live_inbox_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
CREATE FUNCTION inbox_fund_declined() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;

CREATE TRIGGER notices_live AFTER INSERT OR UPDATE OF withdrawn_at ON notices
  FOR EACH ROW EXECUTE FUNCTION live_inbox_changed();
CREATE TRIGGER fund_requests_inbox AFTER UPDATE OF status ON fund_requests
  FOR EACH ROW WHEN (NEW.status = 'declined' AND OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION inbox_fund_declined();
