-- A player's net loss in each limit window (docs/PROTECTION.md "Windows"):
-- points bid minus points won, a win taken back counting again (by a revert,
-- or later by a receivable's recovery, docs/decisions/0020), in the ledger
-- rows after each window's start. What a loss limit counts (limit_headroom())
-- and what the Responsible play screen shows as used.
CREATE OR REPLACE FUNCTION losses_in_windows(p_user_id bigint, p_day_start timestamptz, p_week_start timestamptz, p_month_start timestamptz,
                                             OUT day bigint, OUT week bigint, OUT month bigint)
LANGUAGE plpgsql STABLE
-- Index lookups only, whatever the statistics said when this connection first planned it (docs/DATABASE.md "Plans of the bid path").
SET enable_seqscan = off AS $$
BEGIN
  SELECT (-COALESCE(SUM(l.amount) FILTER (WHERE l.created_at > p_day_start), 0))::bigint,
         (-COALESCE(SUM(l.amount) FILTER (WHERE l.created_at > p_week_start), 0))::bigint,
         (-COALESCE(SUM(l.amount), 0))::bigint
    INTO day, week, month
    FROM (SELECT amount, created_at FROM ledger
           WHERE user_id = p_user_id AND kind IN ('bid', 'win', 'win_reversal') AND created_at > p_month_start
          UNION ALL
          -- Two branches, each on its own partial index (migration 123).
          SELECT amount, created_at FROM ledger
           WHERE user_id = p_user_id AND kind = 'receivable_recovery' AND created_at > p_month_start) l;
END
$$;
