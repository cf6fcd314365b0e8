-- A player's net loss in each limit window (docs/PROTECTION.md "Windows"):
-- points bid minus points won, a win taken back counting again, in the ledger
-- rows after each window's start. What a loss limit counts (limit_headroom())
-- and what the Responsible play screen shows as used.
CREATE OR REPLACE FUNCTION losses_in_windows(p_user_id bigint, p_day_start timestamptz, p_week_start timestamptz, p_month_start timestamptz,
                                             OUT day bigint, OUT week bigint, OUT month bigint)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  SELECT (-COALESCE(SUM(l.amount) FILTER (WHERE l.created_at > p_day_start), 0))::bigint,
         (-COALESCE(SUM(l.amount) FILTER (WHERE l.created_at > p_week_start), 0))::bigint,
         (-COALESCE(SUM(l.amount), 0))::bigint
    INTO day, week, month
    FROM ledger l
   WHERE l.user_id = p_user_id AND l.kind IN ('bid', 'win', 'win_reversal') AND l.created_at > p_month_start;
END
$$;
