/**
 * Notices (docs/API.md "Inbox" and "Operator API" → notices): operators write
 * and withdraw them, each change with its audit row in one transaction;
 * players read the ones in force for them on the server's clock. A declined
 * fund request's notice is written by the database itself (migration 114).
 */
import { NOTICE_MSG, type AdminNotice, type Page, type PageInput, type CreateNoticeInput, type HistoryPageInput, type InboxItem, type NoticeState } from '@matka/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/database.js';
import { recordAudit, type Actor } from '../../data/audit.js';
import {
  inboxPage, insertNotice, markRead, newestBroadcast, operatorNotice, operatorNotices, unreadCount, withdrawNotice, type AdminNoticeRow,
} from '../../data/notices.js';
import { pageBounds, pageOf } from '../../data/paging.js';
import { pageOf as tablePageOf } from '../../data/tablePages.js';
import { findUserByPhone } from '../../data/users.js';
import { badRequest, notFound } from '../../errors.js';
import { istDateTime } from '../../format.js';

type NoticeContext = Pick<AppContext, 'db' | 'clock'>;

export interface Inbox {
  rows: InboxItem[];
  nextCursor: string | null;
  unread: number;
}

export async function inbox(ctx: NoticeContext, userId: number, page: HistoryPageInput): Promise<Inbox> {
  const now = ctx.clock.now();
  const { before, limitPlusOne } = pageBounds(page);
  const rows = await inboxPage(ctx.db.pool, userId, now, before, limitPlusOne);
  const paged = pageOf(rows, page.limit);
  return {
    rows: paged.rows.map((row) => ({
      id: row.id, kind: row.fund_request_id === null ? 'notice' : 'fund_declined', title: row.title, text: row.body,
      date: istDateTime(row.starts_at), read: row.read,
    })),
    nextCursor: paged.nextCursor,
    unread: await unreadCount(ctx.db.pool, userId, now),
  };
}

export function unreadNotices(ctx: NoticeContext, userId: number): Promise<number> {
  return unreadCount(ctx.db.pool, userId, ctx.clock.now());
}

/** One notice read (`id`) or all of them; the count left unread. */
export async function readNotices(ctx: NoticeContext, userId: number, id: number | undefined): Promise<number> {
  const now = ctx.clock.now();
  if (!(await markRead(ctx.db.pool, userId, now, id ?? null))) throw notFound(NOTICE_MSG.notFound);
  return unreadCount(ctx.db.pool, userId, now);
}

/** The home ticker: the newest broadcast in force, else the settings' notice (`fallback`). */
export async function tickerText(ctx: Pick<AppContext, 'clock'>, db: Queryable, fallback: string): Promise<string> {
  const notice = await newestBroadcast(db, ctx.clock.now());
  return notice ? `${notice.title}: ${notice.body}` : fallback;
}

export function noticeState(row: Pick<AdminNoticeRow, 'starts_at' | 'ends_at' | 'withdrawn_at'>, now: Date): NoticeState {
  if (row.withdrawn_at) return 'withdrawn';
  if (row.starts_at > now) return 'scheduled';
  if (row.ends_at && row.ends_at <= now) return 'ended';
  return 'in_force';
}

function adminNoticeOf(row: AdminNoticeRow, now: Date): AdminNotice {
  return {
    id: row.id, audience: row.audience, phone_number: row.phone_number, title: row.title, text: row.body,
    starts_at: row.starts_at.toISOString(), ends_at: row.ends_at?.toISOString() ?? null, created_at: row.created_at.toISOString(),
    created_by: row.created_by_name, withdrawn_at: row.withdrawn_at?.toISOString() ?? null, state: noticeState(row, now), reads: row.reads,
  };
}

export async function listNotices(ctx: NoticeContext, page: PageInput<'created_at'>): Promise<Page<AdminNotice>> {
  const now = ctx.clock.now();
  const { rows, total } = await operatorNotices(ctx.db.pool, page);
  return tablePageOf(rows.map((row) => adminNoticeOf(row, now)), total, page);
}

export async function createNotice(ctx: NoticeContext, actor: Actor, input: CreateNoticeInput): Promise<AdminNotice> {
  const now = ctx.clock.now();
  const startsAt = input.starts_at ? new Date(input.starts_at) : now;
  const endsAt = input.ends_at ? new Date(input.ends_at) : null;
  if (endsAt && endsAt <= now) throw badRequest(NOTICE_MSG.endPassed);
  if (endsAt && endsAt <= startsAt) throw badRequest(NOTICE_MSG.endBeforeStart);
  const id = await ctx.db.transaction(async (tx) => {
    let userId: number | null = null;
    if (input.audience === 'player') {
      const user = await findUserByPhone(tx, input.phone_number ?? '');
      if (!user) throw badRequest(NOTICE_MSG.playerUnknown);
      userId = user.id;
    }
    const noticeId = await insertNotice(tx, { userId, title: input.title, body: input.text, startsAt, endsAt, operatorId: actor.operatorId, now });
    await recordAudit(tx, {
      operatorId: actor.operatorId, action: 'notice.created', targetType: 'notice', targetId: noticeId, userId,
      after: { audience: input.audience, phone_number: input.phone_number ?? null, title: input.title, text: input.text,
        starts_at: startsAt.toISOString(), ends_at: endsAt?.toISOString() ?? null },
      requestId: actor.requestId, now,
    });
    return noticeId;
  });
  const row = await operatorNotice(ctx.db.pool, id);
  return adminNoticeOf(row!, now);
}

export async function withdraw(ctx: NoticeContext, actor: Actor, id: number): Promise<AdminNotice> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await operatorNotice(tx, id, true);
    if (!row) throw notFound(NOTICE_MSG.notFound);
    if (row.withdrawn_at) throw badRequest(NOTICE_MSG.withdrawn);
    await withdrawNotice(tx, id, actor.operatorId, now);
    await recordAudit(tx, {
      operatorId: actor.operatorId, action: 'notice.withdrawn', targetType: 'notice', targetId: id, userId: row.user_id,
      before: { state: noticeState(row, now) }, after: { state: 'withdrawn' }, requestId: actor.requestId, now,
    });
  });
  const row = await operatorNotice(ctx.db.pool, id);
  return adminNoticeOf(row!, now);
}
