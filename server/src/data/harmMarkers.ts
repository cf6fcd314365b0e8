/**
 * SQL for the markers of harm operators see (docs/PROTECTION.md "Markers"):
 * each query returns one row per flagged player with how often and when last.
 */
import type { HarmMarkerKind } from '@matka/shared';
import type { Queryable } from '../db/database.js';

export interface MarkerRow {
  kind: HarmMarkerKind;
  user_id: number;
  phone_number: string;
  name: string;
  count: number;
  last_at: Date;
}

export interface MarkerThresholds {
  /** Deposits started in any 24 hours at or above which a player is flagged. */
  depositsPerDay: number;
  /** Declined (cancelled) withdrawals in the window at or above which a player is flagged. */
  cancelledWithdrawals: number;
  /** How far back markers look. */
  since: Date;
  /** A limit raise this soon after a limit refused the player is flagged. */
  raiseAfterHitMs: number;
}

/** Every marker, or one player's when `userId` is given. */
export async function harmMarkers(db: Queryable, thresholds: MarkerThresholds, userId: number | null = null, limit = 500): Promise<MarkerRow[]> {
  const result = await db.query<MarkerRow>(
    `WITH deposits AS (
       -- The busiest 24 hours of each player: deposits started within 24 hours after each deposit.
       SELECT f.user_id, MAX(n.count) AS count, MAX(f.created_at) AS last_at
       FROM fund_requests f
       CROSS JOIN LATERAL (
         SELECT COUNT(*)::int AS count FROM fund_requests g
         WHERE g.user_id = f.user_id AND g.kind = 'deposit' AND g.created_at >= f.created_at AND g.created_at < f.created_at + interval '24 hours'
       ) n
       WHERE f.kind = 'deposit' AND f.created_at >= $1 AND ($5::bigint IS NULL OR f.user_id = $5)
       GROUP BY f.user_id HAVING MAX(n.count) >= $2
     ), cancelled AS (
       SELECT user_id, COUNT(*)::int AS count, MAX(decided_at) AS last_at FROM fund_requests
       WHERE kind = 'withdraw' AND status = 'declined' AND decided_at >= $1 AND ($5::bigint IS NULL OR user_id = $5)
       GROUP BY user_id HAVING COUNT(*) >= $3
     ), raises AS (
       SELECT a.user_id, COUNT(*)::int AS count, MAX(a.created_at) AS last_at FROM audit_log a
       WHERE a.action = 'player.limit_changed' AND a.after ->> 'change' = 'raise' AND a.created_at >= $1
         AND ($5::bigint IS NULL OR a.user_id = $5)
         AND EXISTS (SELECT 1 FROM protection_events e
                     WHERE e.user_id = a.user_id AND e.kind IN ('deposit_limit_hit', 'loss_limit_hit')
                       AND e.created_at <= a.created_at AND e.created_at > a.created_at - $4 * interval '1 millisecond')
       GROUP BY a.user_id
     ), attempts AS (
       -- One row per minute with a try (migration 106): the count is of distinct minutes, so a burst is one.
       SELECT user_id, COUNT(*)::int AS count, MAX(last_at) AS last_at FROM protection_events
       WHERE kind = 'excluded_attempt' AND created_at >= $1 AND ($5::bigint IS NULL OR user_id = $5)
       GROUP BY user_id
     ), flagged AS (
       SELECT 'deposit_frequency' AS kind, * FROM deposits
       UNION ALL SELECT 'cancelled_withdrawals', * FROM cancelled
       UNION ALL SELECT 'raise_after_limit_hit', * FROM raises
       UNION ALL SELECT 'play_while_excluded', * FROM attempts
     )
     SELECT f.kind, f.user_id, u.phone_number, u.name, f.count, f.last_at
     FROM flagged f JOIN users u ON u.id = f.user_id
     ORDER BY f.last_at DESC LIMIT $6`,
    [thresholds.since, thresholds.depositsPerDay, thresholds.cancelledWithdrawals, thresholds.raiseAfterHitMs, userId, limit],
  );
  return result.rows;
}
