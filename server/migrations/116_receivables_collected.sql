-- Receivables (docs/decisions/0020-receivables-collected-from-credits.md,
-- docs/SETTLEMENT.md "Receivables"): what a revert could not take back from
-- a winner who had already spent or withdrawn the win (player_receivables,
-- migration 021) is collected from that player's next credits, or written
-- off by an admin with a reason.
--
-- Collection is the trigger below: every credit row of the ledger (amount >
-- 0: a deposit, a win, a withdrawal refunded, a credit adjustment) of a
-- player who owes is followed, in the same transaction, by one
-- 'receivable_recovery' row per receivable it pays into, oldest receivable
-- first, never more than the credit nor below a zero balance. The WHEN clause
-- keeps it off the bid path (bids are debits) at no cost; a credit of a player
-- who owes nothing costs one probe of player_receivables_open. Its body is
-- server/sql/functions/collect_receivables.sql.

ALTER TABLE ledger DROP CONSTRAINT ledger_kind_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_kind_check CHECK (kind IN (
  'bid', 'win', 'win_reversal', 'deposit', 'withdrawal_hold', 'withdrawal_refund', 'adjustment', 'receivable_recovery'));

-- Once per credit and receivable: reference 'receivable:<id>:ledger:<credit ledger id>'. An index of its
-- own rather than ledger_posting_once rebuilt with one more kind: building it reads the ledger once and
-- holds no entry yet, where rebuilding the other would sort every bid's and deposit's row again.
CREATE UNIQUE INDEX ledger_recovery_once ON ledger (reference) WHERE kind = 'receivable_recovery';

-- What has been collected so far, and how a receivable was cleared: 'collected'
-- (collected_points reached points) or 'written_off' by an admin, with the
-- reason; cleared_at / cleared_by (migration 021) say when and who (NULL: the
-- collection itself).
ALTER TABLE player_receivables
  ADD COLUMN collected_points bigint NOT NULL DEFAULT 0,
  ADD COLUMN cleared_how text,
  ADD COLUMN write_off_reason text;
-- Nothing cleared a receivable before this migration; should a row have been cleared by hand, it was written off.
UPDATE player_receivables SET cleared_how = 'written_off', write_off_reason = 'Cleared before receivables were tracked'
WHERE cleared_at IS NOT NULL;
ALTER TABLE player_receivables
  ADD CONSTRAINT player_receivables_collected CHECK (collected_points >= 0 AND collected_points <= points),
  ADD CONSTRAINT player_receivables_cleared CHECK (
    (cleared_at IS NULL AND cleared_how IS NULL)
    OR (cleared_at IS NOT NULL AND cleared_how = 'collected' AND collected_points = points)
    OR (cleared_at IS NOT NULL AND cleared_how = 'written_off' AND length(write_off_reason) >= 3)
  );

-- The console's list, newest first, and the dashboard's open total.
CREATE INDEX player_receivables_newest ON player_receivables (id DESC) WHERE cleared_at IS NULL;

CREATE FUNCTION collect_receivables() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
CREATE TRIGGER ledger_collects_receivables AFTER INSERT ON ledger
  FOR EACH ROW WHEN (NEW.amount > 0) EXECUTE FUNCTION collect_receivables();
