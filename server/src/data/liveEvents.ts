/**
 * The live stream's event log (migration 113, docs/LIVE.md): events in
 * commit order (`seq`), and the announcements the API processes write
 * themselves (a session's cut-off), once however many processes announce.
 */
import type { Queryable } from '../db/database.js';

export type LiveAudience = 'everyone' | 'player' | 'operators';

export interface LiveEventRow {
  seq: number;
  created_at: Date;
  audience: LiveAudience;
  user_id: number | null;
  /** The event as the stream sends it (shared/src/schemas/live.ts); checked by the reader. */
  body: unknown;
}

/** The newest committed stream position (0 when none): where a process starts reading. */
export async function lastLiveEventSeq(db: Queryable): Promise<number> {
  const result = await db.query<{ seq: number | null }>('SELECT max(seq) AS seq FROM live_events');
  return result.rows[0]?.seq ?? 0;
}

/** The oldest event still kept (null when none): a position before it may have missed deleted events. */
export async function oldestLiveEventSeq(db: Queryable): Promise<number | null> {
  const result = await db.query<{ seq: number | null }>('SELECT min(seq) AS seq FROM live_events');
  return result.rows[0]?.seq ?? null;
}

/** Every committed event after `after`, in order, at most `limit`. */
export async function liveEventsAfter(db: Queryable, after: number, limit: number): Promise<LiveEventRow[]> {
  const result = await db.query<LiveEventRow>(
    `SELECT seq, created_at, audience, user_id, body FROM live_events
     WHERE seq > $1 ORDER BY seq LIMIT $2`,
    [after, limit],
  );
  return result.rows;
}

/**
 * What one stream missed after `after` (a reconnecting tab): the events for everyone, and the player's own or
 * the operators', in order, at most `limit`; `stale` when one of them is older than `windowMinutes` by the
 * database's clock, which wrote them.
 */
export async function liveEventsMissed(
  db: Queryable, reader: { userId: number } | { operators: true }, after: number, limit: number, windowMinutes: number,
): Promise<(LiveEventRow & { stale: boolean })[]> {
  const userId = 'userId' in reader ? reader.userId : null;
  const result = await db.query<LiveEventRow & { stale: boolean }>(
    `SELECT seq, created_at, audience, user_id, body, created_at < now() - make_interval(mins => $4) AS stale FROM live_events
     WHERE seq > $1 AND (audience = 'everyone' OR ($2::bigint IS NULL AND audience = 'operators') OR user_id = $2::bigint)
     ORDER BY seq LIMIT $3`,
    [after, userId, limit, windowMinutes],
  );
  return result.rows;
}

/** Writes an event unless one with the same key exists (every process announces a cut-off; one row results). */
export async function announceLiveEvent(
  db: Queryable, event: { audience: 'everyone' | 'operators' } & { body: object; dedupeKey: string } | { audience: 'player'; userId: number; body: object; dedupeKey: string },
): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO live_events (audience, user_id, body, dedupe_key) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [event.audience, event.audience === 'player' ? event.userId : null, JSON.stringify(event.body), event.dedupeKey],
  );
  return (result.rowCount ?? 0) > 0;
}

/** Forgets events older than `minutes` by the database's clock (a tab away longer than that starts afresh). */
export async function deleteLiveEventsOlderThan(db: Queryable, minutes: number): Promise<number> {
  const result = await db.query('DELETE FROM live_events WHERE created_at < now() - make_interval(mins => $1)', [minutes]);
  return result.rowCount ?? 0;
}
