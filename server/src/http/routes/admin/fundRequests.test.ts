/** The console's session and fund-request calls: who am I, the paged queue, decisions with their rules, adjustments. */
import { describe, expect, it } from 'vitest';
import { ADMIN_API, DECISION_MSG } from '@matka/shared';
import { availableBackends, balanceOf, call, newPlayer, suiteApi, type TestApi } from '../../../test/harness.js';
import { admin, auditCount, newOperator } from '../../../test/console.js';
import { testImage } from '../../../test/images.js';
import sharp from 'sharp';

const backends = await availableBackends();
let utrCounter = 0;

describe.each(backends)('console: session and fund requests (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  async function deposit(phone: string, token: string, amount = 500): Promise<number> {
    utrCounter += 1;
    const sent = await call(api, 'add_points_request.php', { phone_number: phone, amount, UTR_NUM: `UTRC${Date.now()}${utrCounter}` }, { token });
    expect(sent.body.success).toBe('1');
    const { rows } = await api.db.pool.query('SELECT f.id FROM fund_requests f JOIN users u ON u.id = f.user_id WHERE u.phone_number = $1 ORDER BY f.id DESC LIMIT 1', [phone]);
    return rows[0].id;
  }

  async function withdrawal(points = 2000, amount = 600): Promise<{ phone: string; id: number }> {
    const { phone, token } = await newPlayer(api, { points });
    await call(api, 'update_bank_details.php', {
      phone_number: phone, ifsc_code: 'SBIN0001234', account_number: '123456789012', bank_name: 'SBI', account_holder_name: 'Test Player',
    }, { token });
    expect((await call(api, 'withdraw_request.php', { phone_number: phone, amount, remark: 'BANK_TRANSFER', request_number: '' }, { token })).body.success).toBe('1');
    const { rows } = await api.db.pool.query("SELECT f.id FROM fund_requests f JOIN users u ON u.id = f.user_id WHERE u.phone_number = $1 AND kind = 'withdraw'", [phone]);
    return { phone, id: rows[0].id };
  }

  it('tells each operator who they are and what their role may do; a player session is not an operator', async () => {
    const cashier = await newOperator(api, 'cashier');
    const me = await admin(api, 'GET', ADMIN_API.me, { token: cashier.token });
    expect(me.body).toMatchObject({ success: '1', data: { id: cashier.id, role: 'cashier', phone_number: cashier.phone, grants: ['funds', 'players', 'dashboard'] } });
    const results = await newOperator(api, 'results');
    expect((await admin(api, 'GET', ADMIN_API.me, { token: results.token })).body.data.grants).toEqual(['results', 'dashboard']);
    expect((await admin(api, 'GET', ADMIN_API.me)).body.data.grants).toContain('settings');
    const { token } = await newPlayer(api);
    expect((await admin(api, 'GET', ADMIN_API.me, { token })).status).toBe(401);
    const login = await api.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { phone_number: cashier.phone, password: 'console test password' } });
    expect(login.json()).toMatchObject({ success: '1', data: { role: 'cashier', grants: ['funds', 'players', 'dashboard'] } });
  });

  it('pages the queue with filters and counts what is pending', async () => {
    const { phone, token } = await newPlayer(api);
    const ids = [await deposit(phone, token, 300), await deposit(phone, token, 700), await deposit(phone, token, 500)];
    const page = await admin(api, 'GET', `${ADMIN_API.fundRequests}?kind=deposit&status=0&q=${phone}&page_size=2&sort=points&dir=asc`);
    expect(page.body.data).toMatchObject({ page: 1, page_size: 2, total: 3, sort: 'points', dir: 'asc' });
    expect(page.body.data.items.map((item: { points: number }) => item.points)).toEqual([300, 500]);
    expect(page.body.data.items[0]).toMatchObject({ kind: 'deposit', status: '0', has_image: false, player: { phone_number: phone, balance: 0 }, bank_details: null });
    const second = await admin(api, 'GET', `${ADMIN_API.fundRequests}?kind=deposit&q=${phone}&page=2&page_size=2&sort=points&dir=asc`);
    expect(second.body.data.items.map((item: { id: number }) => item.id)).toEqual([ids[1]]);
    // Stale filters and paging are ignored, never a 500.
    const stale = await admin(api, 'GET', `${ADMIN_API.fundRequests}?kind=bogus&status=7&page=-3&page_size=100000&sort=drop%20table`);
    expect(stale.status).toBe(200);
    expect(stale.body.data).toMatchObject({ page: 1, page_size: 25, sort: 'created_at', dir: 'desc' });
    const counts = await admin(api, 'GET', ADMIN_API.fundRequestCounts);
    expect(counts.body.data.deposit).toBeGreaterThanOrEqual(3);
  });

  it('approves a deposit once, declines only with a reason, and writes one audit row per decision', async () => {
    const { phone, token } = await newPlayer(api);
    const id = await deposit(phone, token);
    const approvedBefore = await auditCount(api, 'fund_request.approved');
    const noReason = await admin(api, 'POST', ADMIN_API.fundDecision(id), { body: { approve: false } });
    expect(noReason).toMatchObject({ status: 400, body: { success: '0', msg: DECISION_MSG.declineReason } });
    const approved = await admin(api, 'POST', ADMIN_API.fundDecision(id), { body: { approve: true } });
    expect(approved.body).toMatchObject({ success: '1', data: { id, status: '1', decided_by: 'Demo Operator', player: { balance: 500 } } });
    expect(await balanceOf(api, phone)).toBe(500);
    const again = await admin(api, 'POST', ADMIN_API.fundDecision(id), { body: { approve: false, reason: 'changed my mind' } });
    expect(again).toMatchObject({ status: 409, body: { msg: DECISION_MSG.alreadyDecided } });
    expect(await balanceOf(api, phone)).toBe(500);
    expect(await auditCount(api, 'fund_request.approved')).toBe(approvedBefore + 1);
    expect((await admin(api, 'GET', ADMIN_API.fundDecision(999_999).replace('/decision', ''))).status).toBe(404);
  });

  it('pays a withdrawal out only with a payout reference, and a decline gives the held points back', async () => {
    const paid = await withdrawal();
    expect(await balanceOf(api, paid.phone)).toBe(1400);
    const missing = await admin(api, 'POST', ADMIN_API.fundDecision(paid.id), { body: { approve: true } });
    expect(missing).toMatchObject({ status: 400, body: { msg: DECISION_MSG.payoutReference } });
    const listed = await admin(api, 'GET', `${ADMIN_API.fundRequests}?kind=withdraw&q=${paid.phone}`);
    expect(listed.body.data.items[0].bank_details).toMatchObject({ ifsc_code: 'SBIN0001234', account_number: '123456789012' });
    const approved = await admin(api, 'POST', ADMIN_API.fundDecision(paid.id), { body: { approve: true, payout_reference: 'NEFT12345' } });
    expect(approved.body.data).toMatchObject({ status: '1', payout_reference: 'NEFT12345' });
    expect(await balanceOf(api, paid.phone)).toBe(1400);

    const declinedBefore = await auditCount(api, 'fund_request.declined');
    const declined = await withdrawal();
    const reply = await admin(api, 'POST', ADMIN_API.fundDecision(declined.id), { body: { approve: false, reason: 'Bank account name differs' } });
    expect(reply.body.data).toMatchObject({ status: '-1', decline_reason: 'Bank account name differs', remark: 'Bank account name differs' });
    expect(await balanceOf(api, declined.phone)).toBe(2000);
    expect(await auditCount(api, 'fund_request.declined')).toBe(declinedBefore + 1);
  });

  it('refuses an adjustment without a reason and leaves no audit row for it', async () => {
    const { phone } = await newPlayer(api);
    const before = await auditCount(api, 'wallet.adjusted');
    const refused = await admin(api, 'POST', ADMIN_API.adjustments, { body: { phone_number: phone, amount: 100 } });
    expect(refused).toMatchObject({ status: 400, body: { msg: 'Say why the balance is adjusted (at least 3 characters).' } });
    const tooMuch = await admin(api, 'POST', ADMIN_API.adjustments, { body: { phone_number: phone, amount: -100, remark: 'Correction' } });
    expect(tooMuch.status).toBe(409);
    expect(await auditCount(api, 'wallet.adjusted')).toBe(before);
  });

  it('serves a deposit screenshot only to the cashier, typed from its stored format and never sniffed', async () => {
    const { phone, token } = await newPlayer(api);
    const jpeg = await testImage('jpeg', 12, 9);
    const sent = await call(api, 'add_points_request.php', { phone_number: phone, amount: 400, UTR_NUM: `UTRS${Date.now()}` }, {
      token, encoding: 'multipart', file: { field: 'image', bytes: jpeg, name: '../../etc/passwd.html', type: 'text/html' },
    });
    expect(sent.body.success).toBe('1');
    const { rows } = await api.db.pool.query('SELECT f.id FROM fund_requests f JOIN users u ON u.id = f.user_id WHERE u.phone_number = $1', [phone]);
    const id = rows[0].id as number;
    const listed = await admin(api, 'GET', ADMIN_API.fundRequest(id));
    expect(listed.body.data.has_image).toBe(true);
    const shot = await admin(api, 'GET', ADMIN_API.fundRequestScreenshot(id));
    expect(shot.status).toBe(200);
    expect(shot.headers).toMatchObject({
      'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff', 'content-disposition': `inline; filename="deposit-${id}.jpg"`, 'cache-control': 'private, no-store',
    });
    // What is served is the image decoded and encoded again at upload (features/funds/images.ts).
    expect(await sharp(shot.raw).metadata()).toMatchObject({ format: 'jpeg', width: 12, height: 9 });
    const cashier = await newOperator(api, 'cashier');
    expect((await admin(api, 'GET', ADMIN_API.fundRequestScreenshot(id), { token: cashier.token })).status).toBe(200);
    const results = await newOperator(api, 'results');
    expect((await admin(api, 'GET', ADMIN_API.fundRequestScreenshot(id), { token: results.token })).status).toBe(403);
    expect((await admin(api, 'GET', ADMIN_API.fundRequestScreenshot(id), { token })).status).toBe(401);
    const withoutImage = await deposit(phone, token);
    expect((await admin(api, 'GET', ADMIN_API.fundRequestScreenshot(withoutImage))).status).toBe(404);
  });

  it('two operators deciding the same request at once: one decision, one ledger row', async () => {
    const [first, second] = [await newOperator(api, 'cashier'), await newOperator(api, 'admin')];
    for (let round = 0; round < 5; round++) {
      const { phone, token } = await newPlayer(api);
      const id = await deposit(phone, token, 800);
      const replies = await Promise.all([
        admin(api, 'POST', ADMIN_API.fundDecision(id), { token: first.token, body: { approve: true } }),
        admin(api, 'POST', ADMIN_API.fundDecision(id), { token: second.token, body: { approve: true } }),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
      expect(await balanceOf(api, phone)).toBe(800);
      const ledger = await api.db.pool.query("SELECT count(*)::int AS n FROM ledger WHERE reference = $1 AND kind = 'deposit'", [`fund:${id}`]);
      expect(ledger.rows[0].n).toBe(1);
      const audit = await api.db.pool.query("SELECT count(*)::int AS n FROM audit_log WHERE target_type = 'fund_request' AND target_id = $1", [String(id)]);
      expect(audit.rows[0].n).toBe(1);
    }
    // Approve and decline racing on a withdrawal: exactly one wins, and the points are either paid out or back, never both.
    const { phone, id } = await withdrawal(2000, 1000);
    const replies = await Promise.all([
      admin(api, 'POST', ADMIN_API.fundDecision(id), { token: first.token, body: { approve: true, payout_reference: 'NEFT999' } }),
      admin(api, 'POST', ADMIN_API.fundDecision(id), { token: second.token, body: { approve: false, reason: 'Racing decline' } }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const approvedFirst = replies[0]!.status === 200;
    expect(await balanceOf(api, phone)).toBe(approvedFirst ? 1000 : 2000);
  });
});
