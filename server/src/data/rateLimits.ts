/** SQL for the shared rate-limit counters: the HTTP rate limits (http/security/rateLimitStore.ts) and every budget. */
import type { Queryable } from '../db/database.js';

/**
 * Counts one hit on `key`: count_hit() (server/sql/functions/count_hit.sql),
 * the window rule place_bids_in_session() applies to the per-minute bid budget too. A new
 * or expired window starts at 1 and ends `windowMs` from now; otherwise the
 * hit is added. Concurrent hits from any process serialise on the row.
 */
export async function countHit(db: Queryable, key: string, now: Date, windowMs: number): Promise<{ hits: number; windowEndsAt: Date }> {
  const result = await db.query<{ hits: number; window_ends_at: Date }>(
    'SELECT hits, window_ends_at FROM count_hit($1, $2, $3)',
    [key, now, windowMs],
  );
  const row = result.rows[0]!;
  return { hits: row.hits, windowEndsAt: row.window_ends_at };
}

export async function deleteExpiredCounters(db: Queryable, now: Date): Promise<number> {
  const result = await db.query('DELETE FROM rate_limit_counters WHERE window_ends_at <= $1', [now]);
  return result.rowCount ?? 0;
}
