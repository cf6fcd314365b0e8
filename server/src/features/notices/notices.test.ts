/** Notices and the inbox (docs/API.md "Inbox"): audience, start and end on the server clock, read state per player, audit, roles, declines, live events. */
import { describe, expect, it } from 'vitest';
import { ADMIN_API, NOTICE_MSG } from '@matka/shared';
import { MONDAY_MORNING, availableBackends, call, newPlayer, suiteApi, type TestApi } from '../../test/harness.js';
import { admin, auditCount, newOperator } from '../../test/console.js';

const backends = await availableBackends();
const HOUR = 3_600_000;

describe.each(backends)('notices and the inbox (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => {
    api = started;
  });

  const inbox = async (token: string, body: Record<string, unknown> = {}) => (await call(api, 'get_inbox.php', body, { token })).body;
  const unread = async (token: string) => (await call(api, 'get_inbox_unread.php', {}, { token })).body.unread as number;
  const send = (body: Record<string, unknown>, token?: string) => admin(api, 'POST', ADMIN_API.notices, { body, ...(token ? { token } : {}) });
  const liveBodies = async (noticeId: number) =>
    (await api.db.pool.query("SELECT audience, user_id, body FROM live_events WHERE body->>'type' = 'inbox' AND (body->>'notice_id')::bigint = $1 ORDER BY id", [noticeId])).rows;

  it('sends a broadcast to every player, one player’s notice to that player only, with read state per player', async () => {
    const a = await newPlayer(api);
    const b = await newPlayer(api);
    await call(api, 'read_inbox.php', {}, { token: a.token });
    await call(api, 'read_inbox.php', {}, { token: b.token });
    expect(await unread(a.token)).toBe(0);

    const auditsBefore = await auditCount(api, 'notice.created');
    const all = await send({ audience: 'all', title: 'Diwali', text: 'Markets close early today.' });
    expect(all.body).toMatchObject({ success: '1', msg: NOTICE_MSG.sent, data: { audience: 'all', state: 'in_force', created_by: 'Demo Operator', ends_at: null } });
    const one = await send({ audience: 'player', phone_number: a.phone, title: 'For you', text: 'Your bank details are saved.' });
    expect(one.body.data).toMatchObject({ audience: 'player', phone_number: a.phone });
    expect(await auditCount(api, 'notice.created')).toBe(auditsBefore + 2);
    const audit = (await api.db.pool.query("SELECT after, user_id FROM audit_log WHERE action = 'notice.created' ORDER BY id DESC LIMIT 1")).rows[0];
    expect(audit.after).toMatchObject({ audience: 'player', phone_number: a.phone, title: 'For you' });
    expect(audit.user_id).not.toBeNull();

    const inboxA = await inbox(a.token);
    expect(inboxA.unread).toBe(2);
    expect(inboxA.result.slice(0, 2)).toMatchObject([
      { id: one.body.data.id, kind: 'notice', title: 'For you', text: 'Your bank details are saved.', read: false, date: '2026-11-23 10:00:00' },
      { id: all.body.data.id, title: 'Diwali', read: false },
    ]);
    const inboxB = await inbox(b.token);
    expect(inboxB.unread).toBe(1);
    expect(inboxB.result.map((row: { id: number }) => row.id)).not.toContain(one.body.data.id);
    // B cannot read (or learn of) A's notice.
    expect((await call(api, 'read_inbox.php', { id: one.body.data.id }, { token: b.token })).status).toBe(404);

    const read = await call(api, 'read_inbox.php', { id: one.body.data.id }, { token: a.token });
    expect(read.body).toMatchObject({ success: '1', unread: 1 });
    expect(await unread(b.token)).toBe(1);
    expect((await inbox(a.token)).result[0]).toMatchObject({ id: one.body.data.id, read: true });
    expect((await call(api, 'read_inbox.php', {}, { token: a.token })).body.unread).toBe(0);
    expect(await unread(b.token)).toBe(1);
    // A broadcast is one row and one read row per reader, not a row per player.
    expect((await api.db.pool.query('SELECT count(*)::int AS n FROM notice_reads WHERE notice_id = $1', [all.body.data.id])).rows[0].n).toBe(1);

    // The live events: everyone for the broadcast, the one player for theirs.
    expect(await liveBodies(all.body.data.id)).toMatchObject([{ audience: 'everyone', user_id: null, body: { type: 'inbox', notice_id: all.body.data.id } }]);
    expect(await liveBodies(one.body.data.id)).toMatchObject([{ audience: 'player', body: { type: 'inbox' } }]);
    // The newest broadcast in force is the ticker.
    expect((await call(api, 'get_profile.php', { phone_number: b.phone }, { token: b.token })).body.data.notification_head).toBe('Diwali: Markets close early today.');
  });

  it('shows a notice only between its start and end on the server clock, and not once withdrawn', async () => {
    const p = await newPlayer(api);
    await call(api, 'read_inbox.php', {}, { token: p.token });
    const start = new Date(MONDAY_MORNING.getTime() + 2 * HOUR);
    const end = new Date(MONDAY_MORNING.getTime() + 4 * HOUR);
    const later = await send({ audience: 'player', phone_number: p.phone, title: 'Later', text: 'Coming up.', starts_at: start.toISOString(), ends_at: end.toISOString() });
    expect(later.body.data.state).toBe('scheduled');
    // Its live event is sent on creation; the poll finds it when it starts.
    expect(await liveBodies(later.body.data.id)).toHaveLength(1);
    try {
      expect(await unread(p.token)).toBe(0);
      api.clock.set(new Date(start.getTime() + 1000));
      expect(await unread(p.token)).toBe(1);
      const listed = (await admin(api, 'GET', ADMIN_API.notices)).body.data.items.find((row: { id: number }) => row.id === later.body.data.id);
      expect(listed).toMatchObject({ state: 'in_force', reads: 0 });
      api.clock.set(end);
      expect(await unread(p.token)).toBe(0);
      expect((await inbox(p.token)).result.map((row: { id: number }) => row.id)).not.toContain(later.body.data.id);
      expect((await admin(api, 'GET', ADMIN_API.notices)).body.data.items.find((row: { id: number }) => row.id === later.body.data.id).state).toBe('ended');
    } finally {
      api.clock.set(MONDAY_MORNING);
    }

    const now = await send({ audience: 'player', phone_number: p.phone, title: 'Now', text: 'Here.' });
    expect(await unread(p.token)).toBe(1);
    const before = await auditCount(api, 'notice.withdrawn');
    const withdrawn = await admin(api, 'POST', ADMIN_API.noticeWithdraw(now.body.data.id));
    expect(withdrawn.body).toMatchObject({ success: '1', data: { state: 'withdrawn' } });
    expect(await auditCount(api, 'notice.withdrawn')).toBe(before + 1);
    expect(await unread(p.token)).toBe(0);
    expect(await liveBodies(now.body.data.id)).toHaveLength(2);
    expect((await admin(api, 'POST', ADMIN_API.noticeWithdraw(now.body.data.id))).body.msg).toBe(NOTICE_MSG.withdrawn);
  });

  it('refuses bad notices and roles other than admin', async () => {
    const before = await auditCount(api, 'notice.created');
    expect((await send({ audience: 'all', title: '', text: 'x' })).body.msg).toBe(NOTICE_MSG.titleRequired);
    expect((await send({ audience: 'player', title: 'T', text: 'x' })).body.msg).toBe(NOTICE_MSG.phoneRequired);
    expect((await send({ audience: 'player', phone_number: '9999999990', title: 'T', text: 'x' })).body.msg).toBe(NOTICE_MSG.playerUnknown);
    expect((await send({ audience: 'all', title: 'T', text: 'x', starts_at: '2026-11-24T10:00:00Z', ends_at: '2026-11-24T09:00:00Z' })).body.msg).toBe(NOTICE_MSG.endBeforeStart);
    expect((await send({ audience: 'all', title: 'T', text: 'x', ends_at: '2026-11-01T09:00:00Z' })).body.msg).toBe(NOTICE_MSG.endPassed);
    expect((await send({ audience: 'all', title: 'T', text: 'x'.repeat(1001) })).status).toBe(400);
    for (const role of ['cashier', 'results'] as const) {
      const { token } = await newOperator(api, role);
      expect((await send({ audience: 'all', title: 'T', text: 'x' }, token)).status).toBe(403);
      expect((await admin(api, 'GET', ADMIN_API.notices, { token })).status).toBe(403);
    }
    expect(await auditCount(api, 'notice.created')).toBe(before);
    const { token } = await newPlayer(api);
    expect((await admin(api, 'GET', ADMIN_API.notices, { token })).status).toBe(401);
  });

  it('puts a declined deposit in the player’s inbox with its reason', async () => {
    const p = await newPlayer(api);
    await call(api, 'read_inbox.php', {}, { token: p.token });
    expect((await call(api, 'add_points_request.php', { phone_number: p.phone, amount: 700, UTR_NUM: `UTRN${Date.now()}` }, { token: p.token })).body.success).toBe('1');
    const { rows } = await api.db.pool.query('SELECT f.id FROM fund_requests f JOIN users u ON u.id = f.user_id WHERE u.phone_number = $1', [p.phone]);
    const declined = await admin(api, 'POST', ADMIN_API.fundDecision(rows[0].id), { body: { approve: false, reason: 'UTR not found in the bank statement' } });
    expect(declined.body.success).toBe('1');
    const page = await inbox(p.token);
    expect(page.unread).toBe(1);
    expect(page.result[0]).toMatchObject({ kind: 'fund_declined', title: 'Deposit declined', text: '700 points: UTR not found in the bank statement', read: false });
    // Not in the console's list of operators' notices.
    expect((await admin(api, 'GET', ADMIN_API.notices)).body.data.items.map((row: { id: number }) => row.id)).not.toContain(page.result[0].id);
    expect(await liveBodies(page.result[0].id)).toMatchObject([{ audience: 'player' }]);
  });

  it('pages the inbox newest first', async () => {
    const p = await newPlayer(api);
    for (const n of [1, 2, 3]) await send({ audience: 'player', phone_number: p.phone, title: `N${n}`, text: 'x' });
    const first = await inbox(p.token, { limit: 2 });
    expect(first.result.map((row: { title: string }) => row.title)).toEqual(['N3', 'N2']);
    const second = await inbox(p.token, { limit: 2, before: first.next_cursor });
    expect(second.result[0].title).toBe('N1');
  });

  it("pages the console's list newest first, with the total over all pages", async () => {
    for (const n of [1, 2, 3]) expect((await send({ audience: 'all', title: `Paged ${n}`, text: 'x' })).status).toBe(200);
    const first = (await admin(api, 'GET', `${ADMIN_API.notices}?page_size=2`)).body.data;
    expect(first).toMatchObject({ page: 1, page_size: 2, sort: 'created_at', dir: 'desc' });
    expect(first.items.map((row: { title: string }) => row.title)).toEqual(['Paged 3', 'Paged 2']);
    const { rows } = await api.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM notices WHERE fund_request_id IS NULL');
    expect(first.total).toBe(rows[0]!.n);
    const second = (await admin(api, 'GET', `${ADMIN_API.notices}?page_size=2&page=2`)).body.data;
    expect(second.items[0].title).toBe('Paged 1');
  });
});
