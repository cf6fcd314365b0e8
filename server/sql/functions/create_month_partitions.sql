-- The monthly partitions of bids and ledger (docs/DATABASE.md "Partitions",
-- docs/decisions/0025): creates each missing one from the month of p_from
-- through the month of p_through and answers the names it created. bids is
-- partitioned by business_date (a calendar month of dates), ledger by
-- created_at in Asia/Kolkata months (a business day never straddles two).
--
-- Called by the migration that partitioned the tables, at every start and
-- with the hourly housekeeping (features/partitions/monthly.ts), a few months ahead, so an
-- insert finds its month. Idempotent (a month that exists is skipped) and
-- safe between API processes: they take one advisory lock in turn, and the
-- second finds the first one's partitions.
--
-- A row that arrived while its month was missing sits in the DEFAULT
-- partition (the safety net, so an insert never fails); PostgreSQL refuses to
-- create a partition whose rows the default holds, so such rows are moved:
-- the month is built as a plain table, filled from the default and attached
-- (ATTACH adds the parent's indexes, constraints and triggers; the triggers
-- do not run for the moved rows, which already ran them).
--
-- Every name is qualified with the parent's schema, so the partitions sit
-- next to their table whatever the search_path is.
--
-- A bids partition keeps a tenth of each page free (fillfactor 90, migration
-- 128): a settled winner's new row version then fits on its own page and the
-- update is HOT, with no entry added to any of the five indexes; on full
-- pages each winner cost five index insertions into pages scattered among the
-- month's older bids (docs/decisions/0027, docs/performance-log.md
-- "Partitions"). ledger rows are never updated and keep full pages.
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
  v_with text;
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
          v_with := ' WITH (fillfactor = 90)';
        ELSE
          v_column := 'created_at';
          v_low := quote_literal(to_char(v_month, 'YYYY-MM-DD') || ' 00:00:00+05:30');
          v_high := quote_literal(to_char(v_month + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+05:30');
          v_with := '';
        END IF;
        EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I.%I WHERE %I >= %s AND %I < %s)',
                       v_schema, v_table || '_default', v_column, v_low, v_column, v_high) INTO v_moved;
        IF v_moved THEN
          EXECUTE format('CREATE TABLE %I.%I (LIKE %I.%I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', v_schema, v_name, v_schema, v_table) || v_with;
          EXECUTE format('WITH moved AS (DELETE FROM %I.%I WHERE %I >= %s AND %I < %s RETURNING *) INSERT INTO %I.%I SELECT * FROM moved',
                         v_schema, v_table || '_default', v_column, v_low, v_column, v_high, v_schema, v_name);
          EXECUTE format('ALTER TABLE %I.%I ATTACH PARTITION %I.%I FOR VALUES FROM (%s) TO (%s)', v_schema, v_table, v_schema, v_name, v_low, v_high);
        ELSE
          EXECUTE format('CREATE TABLE %I.%I PARTITION OF %I.%I FOR VALUES FROM (%s) TO (%s)', v_schema, v_name, v_schema, v_table, v_low, v_high) || v_with;
        END IF;
        RETURN NEXT v_name;
      END IF;
      v_month := (v_month + interval '1 month')::date;
    END LOOP;
  END LOOP;
END
$$;
