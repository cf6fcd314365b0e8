-- Settlement beside a year of older bids (docs/decisions/0027,
-- docs/performance-log.md "Partitions"): two costs the monthly partitions
-- (migration 124) brought to every settlement, each measured at about a
-- second of a statement settling 10,000 winners.
--
-- 1. Every bids partition keeps a tenth of each page free (fillfactor 90), so
--    settling a winner (status and win_points, neither of them indexed)
--    writes its new row version on the same page: a HOT update, with no entry
--    added to any of the month's five indexes. On full pages each winner's new
--    version went to another page and into all five indexes, whose pages lie
--    scattered among the month's older bids. Only the setting: rows already
--    written keep their pages (no rewrite, no exclusive lock); what is
--    inserted from now on leaves the room. Partitions created later get it
--    from create_month_partitions() (server/sql/functions/). A partitioned
--    table takes no storage parameters itself, so each partition is set, the
--    default one included. ledger rows are never updated and keep full pages.
DO $$
DECLARE
  v_partition regclass;
BEGIN
  FOR v_partition IN SELECT i.inhrelid::regclass FROM pg_inherits i WHERE i.inhparent = 'bids'::regclass LOOP
    EXECUTE format('ALTER TABLE %s SET (fillfactor = 90)', v_partition);
  END LOOP;
END
$$;

-- 2. A winner recorded in declaration_winners names an existing bid, checked
--    once per statement (declaration_winners_name_bids) instead of by the
--    foreign key declaration_winners_bid_id_fkey, whose check of each row
--    into the partitioned bids cost ≈ 0.1 ms a winner; and a recorded bid
--    cannot be deleted (bids_keep_winners), the foreign key's other half.
--    The functions are in server/sql/functions/ from the next start on; they
--    are created here because the triggers need them now.
CREATE OR REPLACE FUNCTION declaration_winners_name_bids() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date;
  v_ids bigint[];
  v_found bigint;
BEGIN
  FOR v_day, v_ids IN SELECT a.business_date, array_agg(DISTINCT a.bid_id) FROM added a GROUP BY a.business_date LOOP
    SELECT count(*) INTO v_found FROM bids b WHERE b.business_date = v_day AND b.id = ANY (v_ids);
    IF v_found < cardinality(v_ids) THEN
      RAISE EXCEPTION 'declaration_winners names % bid(s) of % that bids does not hold', cardinality(v_ids) - v_found, v_day
        USING ERRCODE = 'foreign_key_violation', TABLE = 'declaration_winners', CONSTRAINT = 'declaration_winners_name_bids';
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION bids_keep_winners() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_bid bigint;
BEGIN
  SELECT w.bid_id INTO v_bid FROM declaration_winners w JOIN removed r ON r.id = w.bid_id AND r.business_date = w.business_date LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'bid % is recorded as a declaration''s winner and cannot be deleted', v_bid
      USING ERRCODE = 'foreign_key_violation', TABLE = 'bids', CONSTRAINT = 'bids_keep_winners';
  END IF;
  RETURN NULL;
END
$$;

ALTER TABLE declaration_winners DROP CONSTRAINT declaration_winners_bid_id_fkey;
CREATE TRIGGER declaration_winners_name_bids
  AFTER INSERT ON declaration_winners REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION declaration_winners_name_bids();
CREATE TRIGGER bids_keep_winners
  AFTER DELETE ON bids REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION bids_keep_winners();
