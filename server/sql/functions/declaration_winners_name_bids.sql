-- The declaration_winners_name_bids trigger (migration 128): every winner
-- recorded names a bid that exists, by its whole key (bid_id, business_date),
-- what the foreign key declaration_winners_bid_id_fkey held until then. Once
-- per statement over the rows it inserted, not once per row: the foreign key's
-- check into the partitioned bids cost ≈ 0.1 ms per winner, a second of each
-- settlement of 10,000 winners (docs/decisions/0027). Per business date, one
-- primary-key look-up of all its bids at once in that day's month (the
-- settlement's own `id = ANY (...)` shape; no join, so no plan the
-- settlement's enable_nestloop = off could turn into a scan of every month).
-- A winner naming no bid fails the statement with foreign_key_violation
-- (23503), as the foreign key did.
--
-- The foreign key also locked each bid (FOR KEY SHARE) until commit; the one
-- writer, the settlement (server/src/data/settlement.ts), inserts the winners
-- it has just updated in the same statement, which holds those rows' locks
-- already. Deleting a recorded bid is refused by bids_keep_winners().
CREATE OR REPLACE FUNCTION declaration_winners_name_bids() RETURNS trigger LANGUAGE plpgsql
-- Primary-key look-ups whatever the statistics said when this connection first planned it: a generic plan made
-- while the month was empty would scan the whole month (docs/DATABASE.md "Plans of the bid path").
SET enable_seqscan = off AS $$
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
