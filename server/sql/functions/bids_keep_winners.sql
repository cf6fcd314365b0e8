-- The bids_keep_winners trigger (migration 128): a bid recorded as a
-- declaration's winner cannot be deleted, what the foreign key
-- declaration_winners_bid_id_fkey refused until declaration_winners_name_bids()
-- took over its insert side (docs/decisions/0027). Nothing deletes bids; once
-- per deleting statement, over the rows it deleted, with foreign_key_violation
-- (23503) as before.
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
