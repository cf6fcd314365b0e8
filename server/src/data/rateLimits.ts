/** SQL for the shared rate-limit counters (http/security/rateLimitStore.ts). */
import type { Queryable } from '../db/database.js';

/**
 * Counts one hit on `key` in one statement: a new or expired window starts at
 * 1 and ends `windowMs` from now; otherwise the hit is added. Concurrent hits
 * from any process serialise on the row, so none is lost.
 */
export async function countHit(db: Queryable, key: string, now: Date, windowMs: number): Promise<{ hits: number; windowEndsAt: Date }> {
  const result = await db.query<{ hits: number; window_ends_at: Date }>(
    `INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at) VALUES ($1, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN c.window_ends_at <= $2 THEN 1 ELSE c.hits + 1 END,
       window_ends_at = CASE WHEN c.window_ends_at <= $2 THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
     RETURNING hits, window_ends_at`,
    [key, now, new Date(now.getTime() + windowMs)],
  );
  const row = result.rows[0]!;
  return { hits: row.hits, windowEndsAt: row.window_ends_at };
}

export async function deleteExpiredCounters(db: Queryable, now: Date): Promise<number> {
  const result = await db.query('DELETE FROM rate_limit_counters WHERE window_ends_at <= $1', [now]);
  return result.rowCount ?? 0;
}
