-- bids and ledger become partitioned tables, one partition per month
-- (docs/DATABASE.md "Partitions", docs/decisions/0025): bids by business_date,
-- ledger by created_at in Asia/Kolkata months. A settlement, a revert, the
-- dashboard and the P&L name their day, so they read one month's partition
-- and its indexes instead of a year's; an old month can later be detached.
--
-- The tables are rebuilt: a new partitioned table, its monthly partitions
-- from the oldest row's month through three months ahead (and a DEFAULT
-- partition, so an insert never fails when a month is missing), the rows
-- copied, then the indexes, constraints and triggers built on the copy, under
-- the names the code and the docs use. On a large installation this rewrites
-- both tables under an exclusive lock; docs/decisions/0025 says what that
-- costs and the online alternative.
--
-- What a partitioned table cannot hold as before:
-- - A unique index must contain the partition key. The primary keys become
--   (id, business_date) and (id, created_at); ids still come from the same
--   sequences. A bid's transaction id is unique per business date
--   (bids_user_id_transaction_id_key) and place_bid() checks it across the
--   dates around the bid under the player's wallet lock: a transaction id is
--   remembered for at least 35 days (docs/API.md).
-- - (kind, reference) of deposits, withdrawals, adjustments and recoveries
--   stays unique across every month in ledger_postings_once, written by a
--   trigger with each such ledger row (constraint ledger_posting_once). A
--   bid's ledger row needs none: it is written by the statement that writes
--   the bid, whose id is new.
-- - declaration_winners refers to a bid by its whole key, so it keeps the
--   bid's business_date.

DROP VIEW bids_judged;
ALTER TABLE declaration_winners DROP CONSTRAINT declaration_winners_bid_id_fkey;

ALTER TABLE bids RENAME TO bids_unpartitioned;
ALTER SEQUENCE bids_id_seq OWNED BY NONE;
ALTER TABLE ledger RENAME TO ledger_unpartitioned;
ALTER SEQUENCE ledger_id_seq OWNED BY NONE;

-- LIKE keeps the columns in order, their defaults (the id sequences) and the
-- CHECK constraints under their names (bids_game_type_known,
-- bids_rate_positive, ledger_kind_check, ledger_reference_present ...).
CREATE TABLE bids (LIKE bids_unpartitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE (business_date);
CREATE TABLE bids_default PARTITION OF bids DEFAULT;
CREATE TABLE ledger (LIKE ledger_unpartitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE (created_at);
CREATE TABLE ledger_default PARTITION OF ledger DEFAULT;

-- The partitions' function (server/sql/functions/create_month_partitions.sql
-- holds it from the next start on).
CREATE OR REPLACE FUNCTION create_month_partitions(p_from date, p_through date)
RETURNS SETOF text LANGUAGE plpgsql AS $$
DECLARE
  v_schema text;
  v_month date;
  v_table text;
  v_name text;
  v_low text;
  v_high text;
  v_column text;
  v_moved boolean;
BEGIN
  PERFORM pg_advisory_xact_lock(781245124);
  SELECT n.nspname INTO v_schema FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = 'bids'::regclass;
  FOREACH v_table IN ARRAY ARRAY['bids', 'ledger'] LOOP
    v_month := date_trunc('month', p_from)::date;
    WHILE v_month <= p_through LOOP
      v_name := v_table || '_' || to_char(v_month, 'YYYY_MM');
      IF to_regclass(format('%I.%I', v_schema, v_name)) IS NULL THEN
        IF v_table = 'bids' THEN
          v_column := 'business_date';
          v_low := quote_literal(v_month::text);
          v_high := quote_literal((v_month + interval '1 month')::date::text);
        ELSE
          v_column := 'created_at';
          v_low := quote_literal(to_char(v_month, 'YYYY-MM-DD') || ' 00:00:00+05:30');
          v_high := quote_literal(to_char(v_month + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+05:30');
        END IF;
        EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I.%I WHERE %I >= %s AND %I < %s)',
                       v_schema, v_table || '_default', v_column, v_low, v_column, v_high) INTO v_moved;
        IF v_moved THEN
          EXECUTE format('CREATE TABLE %I.%I (LIKE %I.%I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', v_schema, v_name, v_schema, v_table);
          EXECUTE format('WITH moved AS (DELETE FROM %I.%I WHERE %I >= %s AND %I < %s RETURNING *) INSERT INTO %I.%I SELECT * FROM moved',
                         v_schema, v_table || '_default', v_column, v_low, v_column, v_high, v_schema, v_name);
          EXECUTE format('ALTER TABLE %I.%I ATTACH PARTITION %I.%I FOR VALUES FROM (%s) TO (%s)', v_schema, v_table, v_schema, v_name, v_low, v_high);
        ELSE
          EXECUTE format('CREATE TABLE %I.%I PARTITION OF %I.%I FOR VALUES FROM (%s) TO (%s)', v_schema, v_name, v_schema, v_table, v_low, v_high);
        END IF;
        RETURN NEXT v_name;
      END IF;
      v_month := (v_month + interval '1 month')::date;
    END LOOP;
  END LOOP;
END
$$;

SELECT count(*) FROM create_month_partitions(
  LEAST(current_date,
        (SELECT min(business_date) FROM bids_unpartitioned),
        (SELECT min((created_at AT TIME ZONE 'Asia/Kolkata')::date) FROM ledger_unpartitioned)),
  (current_date + interval '3 months')::date);

-- Copied before any index exists: one sorted build per index afterwards is
-- cheaper than maintaining them row by row.
INSERT INTO bids SELECT * FROM bids_unpartitioned;
INSERT INTO ledger SELECT * FROM ledger_unpartitioned;

-- Each winner names its bid by the whole key (migration 115's rows included).
ALTER TABLE declaration_winners ADD COLUMN business_date date;
UPDATE declaration_winners w SET business_date = b.business_date FROM bids b WHERE b.id = w.bid_id;
ALTER TABLE declaration_winners ALTER COLUMN business_date SET NOT NULL;

DROP TABLE bids_unpartitioned;
DROP TABLE ledger_unpartitioned;
ALTER SEQUENCE bids_id_seq OWNED BY bids.id;
ALTER SEQUENCE ledger_id_seq OWNED BY ledger.id;

ALTER TABLE bids ADD CONSTRAINT bids_pkey PRIMARY KEY (id, business_date);
ALTER TABLE bids ADD CONSTRAINT bids_user_id_transaction_id_key UNIQUE (user_id, transaction_id, business_date);
ALTER TABLE bids ADD CONSTRAINT bids_market_id_fkey FOREIGN KEY (market_id) REFERENCES markets (id);
ALTER TABLE bids ADD CONSTRAINT bids_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id);
CREATE INDEX bids_day_market ON bids (business_date, market_id) INCLUDE (user_id, points);
CREATE INDEX bids_market_day ON bids (market_id, business_date);
CREATE INDEX bids_user_newest ON bids (user_id, id DESC);
CREATE TRIGGER bids_numbers_checked
  BEFORE INSERT OR UPDATE OF game_type, session, open_pana, open_digit, close_pana, close_digit ON bids
  FOR EACH ROW EXECUTE FUNCTION bids_check_numbers();

ALTER TABLE declaration_winners ADD CONSTRAINT declaration_winners_bid_id_fkey
  FOREIGN KEY (bid_id, business_date) REFERENCES bids (id, business_date);

CREATE VIEW bids_judged AS
  SELECT b.id, b.user_id, b.market_id, b.business_date, b.game_type, b.session,
         b.open_pana, b.open_digit, b.close_pana, b.close_digit, b.points, b.transaction_id, b.balance_after,
         bid_status(b.status, bid_decided_by(b.game_type, b.session), r.open_pana, r.close_pana) AS status,
         b.win_points, b.created_at, b.rate_min_value, b.rate_max_value
  FROM bids b
  LEFT JOIN results r ON r.market_id = b.market_id AND r.business_date = b.business_date;

ALTER TABLE ledger ADD CONSTRAINT ledger_pkey PRIMARY KEY (id, created_at);
ALTER TABLE ledger ADD CONSTRAINT ledger_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id);
CREATE INDEX ledger_created_brin ON ledger USING brin (created_at);
CREATE INDEX ledger_user_newest ON ledger (user_id, id DESC);
CREATE INDEX ledger_user_created ON ledger (user_id, created_at) WHERE kind IN ('bid', 'win', 'win_reversal');
CREATE INDEX ledger_user_recovery ON ledger (user_id, created_at) WHERE kind = 'receivable_recovery';

-- The postings that happen once, over every month: what ledger_posting_once
-- (migration 045) and ledger_recovery_once (migration 116) were as unique
-- indexes on the one table. A second posting raises unique_violation (23505),
-- as before.
CREATE TABLE ledger_postings_once (
  kind text NOT NULL,
  reference text NOT NULL,
  CONSTRAINT ledger_posting_once PRIMARY KEY (kind, reference)
);
INSERT INTO ledger_postings_once (kind, reference)
  SELECT kind, reference FROM ledger WHERE kind IN ('deposit', 'withdrawal_hold', 'withdrawal_refund', 'adjustment', 'receivable_recovery');

-- The trigger's function (server/sql/functions/ledger_remember_posting.sql from
-- the next start on).
CREATE OR REPLACE FUNCTION ledger_remember_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_postings_once (kind, reference) VALUES (NEW.kind, NEW.reference);
  RETURN NEW;
END
$$;

CREATE TRIGGER ledger_posted_once
  BEFORE INSERT ON ledger
  FOR EACH ROW WHEN (NEW.kind IN ('deposit', 'withdrawal_hold', 'withdrawal_refund', 'adjustment', 'receivable_recovery'))
  EXECUTE FUNCTION ledger_remember_posting();
CREATE TRIGGER ledger_collects_receivables
  AFTER INSERT ON ledger
  FOR EACH ROW WHEN (NEW.amount > 0) EXECUTE FUNCTION collect_receivables();

ANALYZE bids;
ANALYZE ledger;
ANALYZE declaration_winners;
