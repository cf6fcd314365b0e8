/**
 * Notices and their read state (migration 114, docs/API.md "Inbox"). A notice
 * is in force for a player when it is theirs or everyone's, not withdrawn,
 * started and not ended, on the server's clock (`now` is passed in). A read is
 * one notice_reads row, written when the player reads it: sending a broadcast
 * writes one row however many players there are.
 */
import type { PageInput } from '@matka/shared';
import type { Queryable } from '../db/database.js';
import { orderAndPage } from './tablePages.js';

/** In force for player $1 at $2 (n is notices). */
const IN_FORCE = `(n.audience = 'all' OR n.user_id = $1) AND n.withdrawn_at IS NULL
  AND n.starts_at <= $2 AND (n.ends_at IS NULL OR n.ends_at > $2)`;

export interface InboxRow {
  id: number;
  title: string;
  body: string;
  starts_at: Date;
  fund_request_id: number | null;
  read: boolean;
}

/** A page of the player's notices in force, newest first (by id), one row more than `limitPlusOne - 1`. */
export async function inboxPage(db: Queryable, userId: number, now: Date, before: number | null, limitPlusOne: number): Promise<InboxRow[]> {
  const { rows } = await db.query<InboxRow>(
    `SELECT n.id, n.title, n.body, n.starts_at, n.fund_request_id, (r.notice_id IS NOT NULL) AS read
       FROM notices n LEFT JOIN notice_reads r ON r.notice_id = n.id AND r.user_id = $1
      WHERE ${IN_FORCE} AND ($3::bigint IS NULL OR n.id < $3)
      ORDER BY n.id DESC LIMIT $4`,
    [userId, now, before, limitPlusOne],
  );
  return rows;
}

export async function unreadCount(db: Queryable, userId: number, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notices n
      WHERE ${IN_FORCE} AND NOT EXISTS (SELECT 1 FROM notice_reads r WHERE r.user_id = $1 AND r.notice_id = n.id)`,
    [userId, now],
  );
  return rows[0]!.n;
}

/** Marks one notice in force (`noticeId`) or all of them (null) read; false when the one notice is not in force for this player. */
export async function markRead(db: Queryable, userId: number, now: Date, noticeId: number | null): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `WITH shown AS (SELECT n.id FROM notices n WHERE ${IN_FORCE} AND ($3::bigint IS NULL OR n.id = $3)),
          marked AS (INSERT INTO notice_reads (user_id, notice_id, read_at) SELECT $1, id, $2 FROM shown ON CONFLICT DO NOTHING)
     SELECT id FROM shown`,
    [userId, now, noticeId],
  );
  return noticeId === null || rows.length > 0;
}

/** The home ticker: the newest broadcast in force, if any. */
export async function newestBroadcast(db: Queryable, now: Date): Promise<{ title: string; body: string } | null> {
  const { rows } = await db.query<{ title: string; body: string }>(
    `SELECT n.title, n.body FROM notices n
      WHERE n.audience = 'all' AND n.withdrawn_at IS NULL AND n.starts_at <= $1 AND (n.ends_at IS NULL OR n.ends_at > $1)
      ORDER BY n.id DESC LIMIT 1`,
    [now],
  );
  return rows[0] ?? null;
}

export interface NewNotice {
  userId: number | null;
  title: string;
  body: string;
  startsAt: Date;
  endsAt: Date | null;
  operatorId: number;
  now: Date;
}

export async function insertNotice(db: Queryable, notice: NewNotice): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO notices (audience, user_id, title, body, starts_at, ends_at, created_by, created_at)
     VALUES (CASE WHEN $1::bigint IS NULL THEN 'all' ELSE 'player' END, $1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [notice.userId, notice.title, notice.body, notice.startsAt, notice.endsAt, notice.operatorId, notice.now],
  );
  return rows[0]!.id;
}

export interface AdminNoticeRow {
  id: number;
  audience: 'all' | 'player';
  user_id: number | null;
  phone_number: string | null;
  title: string;
  body: string;
  starts_at: Date;
  ends_at: Date | null;
  created_at: Date;
  created_by_name: string | null;
  withdrawn_at: Date | null;
  reads: number;
}

const ADMIN_COLUMNS = `n.id, n.audience, n.user_id, u.phone_number, n.title, n.body, n.starts_at, n.ends_at, n.created_at,
  o.name AS created_by_name, n.withdrawn_at, (SELECT count(*)::int FROM notice_reads r WHERE r.notice_id = n.id) AS reads`;

/** The console's list, a page at a time: operators' notices (not the server's declined-request ones), newest first. */
export async function operatorNotices(db: Queryable, page: PageInput<'created_at'>): Promise<{ rows: AdminNoticeRow[]; total: number }> {
  const { rows } = await db.query<AdminNoticeRow>(
    `SELECT ${ADMIN_COLUMNS} FROM notices n LEFT JOIN users u ON u.id = n.user_id LEFT JOIN operators o ON o.id = n.created_by
      WHERE n.fund_request_id IS NULL ${orderAndPage(page, { created_at: 'n.id' }, 'n.id')}`,
  );
  const count = await db.query<{ total: number }>('SELECT count(*)::bigint AS total FROM notices WHERE fund_request_id IS NULL');
  return { rows, total: count.rows[0]?.total ?? 0 };
}

export async function operatorNotice(db: Queryable, id: number, forUpdate = false): Promise<AdminNoticeRow | null> {
  const { rows } = await db.query<AdminNoticeRow>(
    `SELECT ${ADMIN_COLUMNS} FROM notices n LEFT JOIN users u ON u.id = n.user_id LEFT JOIN operators o ON o.id = n.created_by
      WHERE n.id = $1 AND n.fund_request_id IS NULL${forUpdate ? ' FOR UPDATE OF n' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function withdrawNotice(db: Queryable, id: number, operatorId: number, now: Date): Promise<void> {
  await db.query('UPDATE notices SET withdrawn_at = $2, withdrawn_by = $3 WHERE id = $1', [id, now, operatorId]);
}

/** A scheduled notice coming into force or ending: the moment, and who hears it. */
export interface NoticeBoundary {
  id: number;
  audience: 'all' | 'player';
  user_id: number | null;
  at: Date;
  edge: 'start' | 'end';
}

/**
 * The starts and ends of notices in (from, to], not withdrawn. A start at or before the notice was written is left
 * out: writing it was its event (trigger notices_live).
 */
export async function noticeBoundariesBetween(db: Queryable, from: Date, to: Date): Promise<NoticeBoundary[]> {
  const result = await db.query<NoticeBoundary>(
    `SELECT id, audience, user_id, starts_at AS at, 'start' AS edge FROM notices
     WHERE starts_at > $1 AND starts_at <= $2 AND starts_at > created_at AND withdrawn_at IS NULL
     UNION ALL
     SELECT id, audience, user_id, ends_at AS at, 'end' AS edge FROM notices
     WHERE ends_at > $1 AND ends_at <= $2 AND withdrawn_at IS NULL
     ORDER BY at`,
    [from, to],
  );
  return result.rows;
}

/** The first start or end of a notice after `after` (null when none is due). */
export async function nextNoticeBoundary(db: Queryable, after: Date): Promise<Date | null> {
  const result = await db.query<{ at: Date | null }>(
    `SELECT least(
       (SELECT min(starts_at) FROM notices WHERE starts_at > $1 AND withdrawn_at IS NULL),
       (SELECT min(ends_at) FROM notices WHERE ends_at > $1 AND withdrawn_at IS NULL)) AS at`,
    [after],
  );
  const at = result.rows[0]?.at;
  return at ? new Date(at) : null;
}
