-- Operator roles and the append-only audit log of operator actions.
-- admin: everything; results: market results and reverts; cashier: fund
-- requests and players' balances. Checked by the server on every call.

ALTER TABLE operators
  ADD COLUMN role        text NOT NULL DEFAULT 'admin' CHECK (role IN ('admin', 'results', 'cashier')),
  ADD COLUMN username    text UNIQUE CHECK (username IS NULL OR username ~ '^[a-z][a-z0-9_.-]{2,31}$'),
  ADD COLUMN disabled_at timestamptz;

-- One row per operator action, written in the same transaction as the change
-- it records (a failed action rolls its row back with it). Never updated or
-- deleted: the triggers below refuse it.
CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  -- NULL only for a failed login naming no known operator.
  operator_id bigint REFERENCES operators (id),
  action      text NOT NULL CHECK (action ~ '^[a-z_]+\.[a-z_]+$'),
  target_type text NOT NULL DEFAULT '',
  target_id   text NOT NULL DEFAULT '',
  -- The player concerned, when there is one (filter "by player").
  user_id     bigint REFERENCES users (id),
  before      jsonb,
  after       jsonb,
  request_id  text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL
);
CREATE INDEX audit_log_operator ON audit_log (operator_id, id DESC);
CREATE INDEX audit_log_action ON audit_log (action, id DESC);
CREATE INDEX audit_log_user ON audit_log (user_id, id DESC) WHERE user_id IS NOT NULL;
CREATE INDEX audit_log_created ON audit_log (created_at);

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
