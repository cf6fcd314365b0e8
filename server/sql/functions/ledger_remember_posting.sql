-- The ledger_posted_once trigger (migration 124): a deposit, a withdrawal's
-- hold or refund, an operator's adjustment and a receivable's recovery happen
-- once per reference over the whole ledger, every monthly partition together
-- (docs/DATABASE.md "Invariants"). The ledger is partitioned by month and a
-- unique index can only hold within a partition, so each such posting's
-- (kind, reference) is also written to ledger_postings_once, whose primary
-- key (constraint ledger_posting_once) refuses a second one with
-- unique_violation (23505) and undoes the posting with it. A parallel second
-- posting waits for the first's transaction, then fails or, if it rolled
-- back, goes through: what a unique index did.
CREATE OR REPLACE FUNCTION ledger_remember_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_postings_once (kind, reference) VALUES (NEW.kind, NEW.reference);
  RETURN NEW;
END
$$;
