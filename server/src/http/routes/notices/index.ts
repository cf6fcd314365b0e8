/**
 * Notices (docs/API.md "Inbox"): the player's inbox and its unread count, and
 * the console's list, send and withdraw (grant `settings`: admin only).
 */
import {
  ADMIN_API, createNoticeRequest, idParams, inboxRequest, noticesQuery, readInboxRequest, NOTICE_MSG,
  type AdminNotice, type ConsoleResponse, type InboxResponse, type InboxUnreadResponse, type Page,
  adminNotice, consoleReply, inboxResponse, inboxUnreadResponse, pageOf,
} from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { createNotice, inbox, listNotices, readNotices, unreadNotices, withdraw } from '../../../features/notices/notices.js';
import { actorOf, playerOf } from '../../auth.js';
import { replies } from '../../responses.js';
import { endpoint } from '../paths.js';
import type { Routes } from '../../validate.js';

/** Reads only: the session may come from memory (features/sessions/sessionCache.ts). */
const reads = { config: { cachedSession: true } };

export function noticeRoutes(app: Routes, ctx: AppContext): void {
  app.post(endpoint('inbox'), { ...reads, schema: { body: inboxRequest, ...replies(inboxResponse) } }, async (request) => {
    const page = await inbox(ctx, playerOf(request).id, request.body);
    return { success: '1', msg: 'Inbox', result: page.rows, next_cursor: page.nextCursor, unread: page.unread } satisfies InboxResponse;
  });
  app.post(endpoint('inboxUnread'), { ...reads, schema: replies(inboxUnreadResponse) }, async (request) => {
    return { success: '1', msg: 'Inbox', unread: await unreadNotices(ctx, playerOf(request).id) } satisfies InboxUnreadResponse;
  });
  app.post(endpoint('readInbox'), { schema: { body: readInboxRequest, ...replies(inboxUnreadResponse) } }, async (request) => {
    const unread = await readNotices(ctx, playerOf(request).id, request.body.id);
    return { success: '1', msg: 'Read', unread } satisfies InboxUnreadResponse;
  });
}

export function noticeOperatorRoutes(app: Routes, ctx: AppContext): void {
  app.get(ADMIN_API.notices, { config: { grant: 'settings' }, schema: { querystring: noticesQuery, ...replies(consoleReply(pageOf(adminNotice))) } }, async (request) => {
    return { success: '1', msg: 'Notices', data: await listNotices(ctx, request.query) } satisfies ConsoleResponse<Page<AdminNotice>>;
  });
  app.post(ADMIN_API.notices, { config: { grant: 'settings' }, schema: { body: createNoticeRequest, ...replies(consoleReply(adminNotice)) } }, async (request) => {
    const data = await createNotice(ctx, actorOf(request), request.body);
    return { success: '1', msg: NOTICE_MSG.sent, data } satisfies ConsoleResponse<AdminNotice>;
  });
  app.post('/api/admin/notices/:id/withdraw', { config: { grant: 'settings' }, schema: { params: idParams, ...replies(consoleReply(adminNotice)) } }, async (request) => {
    const data = await withdraw(ctx, actorOf(request), request.params.id);
    return { success: '1', msg: NOTICE_MSG.withdrawnNow, data } satisfies ConsoleResponse<AdminNotice>;
  });
}
