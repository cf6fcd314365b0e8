-- A player's deposits started (pending or credited, not declined) in each
-- limit window (docs/PROTECTION.md "Windows"): what a deposit limit counts
-- (limit_headroom()) and what the Responsible play screen shows as used.
CREATE OR REPLACE FUNCTION deposits_in_windows(p_user_id bigint, p_day_start timestamptz, p_week_start timestamptz, p_month_start timestamptz,
                                               OUT day bigint, OUT week bigint, OUT month bigint)
LANGUAGE plpgsql STABLE
-- Index lookups only, whatever the statistics said when this connection first planned it (docs/DATABASE.md "Plans of the bid path").
SET enable_seqscan = off AS $$
BEGIN
  SELECT COALESCE(SUM(f.points) FILTER (WHERE f.created_at > p_day_start), 0)::bigint,
         COALESCE(SUM(f.points) FILTER (WHERE f.created_at > p_week_start), 0)::bigint,
         COALESCE(SUM(f.points), 0)::bigint
    INTO day, week, month
    FROM fund_requests f
   WHERE f.user_id = p_user_id AND f.kind = 'deposit' AND f.status <> 'declined' AND f.created_at > p_month_start;
END
$$;
