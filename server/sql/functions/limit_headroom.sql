-- The rule of a player's own deposit and loss limits (docs/PROTECTION.md
-- "Enforcement"), called inside the transaction that moves the money: by
-- place_bid() for a bid's loss limits, by the deposit request for deposit
-- limits (server/src/features/protection/enforce.ts).
--
-- With no limit of p_kind in force it answers NULLs and takes no lock. With
-- any, it locks the player's wallet row first, so parallel bids or deposits
-- of one player are judged one after another against sums that include each
-- other, then reads what each window used (losses_in_windows(),
-- deposits_in_windows()). Every period's limit holds at once: the lowest
-- headroom decides, the shorter period on a tie. The caller refuses an amount
-- above limit_left and names limit_points and limit_period to the player.
CREATE OR REPLACE FUNCTION limit_headroom(p_user_id bigint, p_kind text, p_now timestamptz,
                                          p_day_start timestamptz, p_week_start timestamptz, p_month_start timestamptz,
                                          OUT limit_points bigint, OUT limit_period text, OUT limit_left bigint)
LANGUAGE plpgsql
-- Index lookups only, whatever the statistics said when this connection first planned it (docs/DATABASE.md "Plans of the bid path").
SET enable_seqscan = off AS $$
DECLARE
  v_used_day bigint;
  v_used_week bigint;
  v_used_month bigint;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM player_limits pl
    WHERE pl.user_id = p_user_id AND pl.kind = p_kind
      AND limit_in_force(pl.points, pl.pending_points, pl.pending_from, p_now) IS NOT NULL
  ) THEN
    RETURN;
  END IF;
  PERFORM 1 FROM wallets w WHERE w.user_id = p_user_id FOR UPDATE;
  IF p_kind = 'loss' THEN
    SELECT u.day, u.week, u.month INTO v_used_day, v_used_week, v_used_month
      FROM losses_in_windows(p_user_id, p_day_start, p_week_start, p_month_start) u;
  ELSE
    SELECT u.day, u.week, u.month INTO v_used_day, v_used_week, v_used_month
      FROM deposits_in_windows(p_user_id, p_day_start, p_week_start, p_month_start) u;
  END IF;
  SELECT l.points, l.period, l.left_points INTO limit_points, limit_period, limit_left
    FROM (
      SELECT a.period, a.applied AS points,
             GREATEST(0, a.applied - CASE a.period WHEN 'day' THEN v_used_day WHEN 'week' THEN v_used_week ELSE v_used_month END) AS left_points,
             CASE a.period WHEN 'day' THEN 1 WHEN 'week' THEN 2 ELSE 3 END AS period_order
        FROM (SELECT pl.period, limit_in_force(pl.points, pl.pending_points, pl.pending_from, p_now) AS applied
                FROM player_limits pl WHERE pl.user_id = p_user_id AND pl.kind = p_kind) a
       WHERE a.applied IS NOT NULL
    ) l
   ORDER BY l.left_points, l.period_order
   LIMIT 1;
END
$$;
