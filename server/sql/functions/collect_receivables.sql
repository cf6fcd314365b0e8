-- Collects what a player owes from a credit (docs/decisions/0020, trigger
-- ledger_collects_receivables of migration 116): after a ledger row with
-- amount > 0 is inserted, each open receivable of its player, oldest first,
-- takes what it still lacks out of the credit, as long as the credit and the
-- wallet hold it: one 'receivable_recovery' row per receivable paid into, the
-- wallet debited by the same statement, never below zero. A receivable fully
-- collected is cleared ('collected'). Each collection writes an audit row
-- 'receivable.collected' (no operator: the server's). Idempotent: each row's reference names
-- the receivable and the credit (ledger_recovery_once, migration 116).
--
-- Runs as an AFTER ROW trigger, so inside the credit's own transaction and
-- after the statement that wrote the credit (the settlement's one statement
-- included): the wallet it reads already holds the credit.
CREATE OR REPLACE FUNCTION collect_receivables() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owed record;
  left_of_credit bigint := NEW.amount;
  taken bigint;
  balance_now bigint;
BEGIN
  IF NEW.kind = 'receivable_recovery' THEN RETURN NULL; END IF;
  FOR owed IN
    SELECT r.id, r.points - r.collected_points AS due, r.reason
    FROM player_receivables r
    WHERE r.user_id = NEW.user_id AND r.cleared_at IS NULL
    ORDER BY r.id
    FOR UPDATE
  LOOP
    EXIT WHEN left_of_credit <= 0;
    SELECT balance INTO balance_now FROM wallets WHERE user_id = NEW.user_id FOR UPDATE;
    taken := LEAST(owed.due, left_of_credit, balance_now);
    EXIT WHEN taken <= 0;
    UPDATE wallets SET balance = balance - taken, updated_at = NEW.created_at
    WHERE user_id = NEW.user_id RETURNING balance INTO balance_now;
    INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at)
    VALUES (NEW.user_id, -taken, balance_now, 'receivable_recovery', 'receivable:' || owed.id || ':ledger:' || NEW.id,
            'Recovered: ' || owed.reason, NEW.created_at);
    UPDATE player_receivables
    SET collected_points = collected_points + taken,
        cleared_at = CASE WHEN collected_points + taken = points THEN NEW.created_at END,
        cleared_how = CASE WHEN collected_points + taken = points THEN 'collected' END
    WHERE id = owed.id;
    -- The audit log records a collection as it records a write-off (ADR 0020): a system action, no operator.
    INSERT INTO audit_log (operator_id, action, target_type, target_id, user_id, before, after, request_id, created_at)
    VALUES (NULL, 'receivable.collected', 'receivable', owed.id::text, NEW.user_id,
            jsonb_build_object('outstanding', owed.due),
            jsonb_build_object('collected', taken, 'outstanding', owed.due - taken, 'from_kind', NEW.kind, 'from_ledger_id', NEW.id),
            'ledger:' || NEW.id, NEW.created_at);
    left_of_credit := left_of_credit - taken;
  END LOOP;
  RETURN NULL;
END
$$;
