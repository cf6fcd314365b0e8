import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROTECTION_MSG } from '@matka/shared';
import {
  ADULT, DEMO_OPERATOR, MONDAY_MORNING, adjust, availableBackends, balanceOf, bidBody, call, expectLedgerBalanced, logIn, newPhone, newPlayer, operator, startApi,
  type TestApi,
} from '../../test/harness.js';

const backends = await availableBackends();
const HOUR_MS = 3_600_000;
let utrCounter = 0;
const newUtr = () => `UTR${Date.now()}${++utrCounter}`;

describe.each(backends)('player protection (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend);
  });
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(() => {
    api.clock.set(MONDAY_MORNING);
  });
  afterEach(async () => {
    await expectLedgerBalanced(api);
  });

  type Player = { phone: string; token: string };
  const setLimit = (player: Player, kind: string, period: string, points: number | '') =>
    call(api, 'set_limit.php', { kind, period, points }, { token: player.token });
  const manualDeposit = (player: Player, amount: number) =>
    call(api, 'add_points_request.php', { phone_number: player.phone, amount, UTR_NUM: newUtr() }, { token: player.token });
  const gatewayDeposit = (player: Player, amount: number) =>
    call(api, 'add_fund_auto.php', { USER_ID: player.phone, TRANS_ID: `T${randomBytes(8).toString('hex')}`, AMOUNT: amount }, { token: player.token });
  const placeBid = (player: Player, points: number) =>
    call(api, 'set_bid_new.php', bidBody(player.phone, { points_action: points }), { token: player.token, encoding: 'form' });
  const takeBreak = (player: Player, kind: string, period: string) => call(api, 'take_break.php', { kind, period }, { token: player.token });
  const status = async (player: Player) => (await call(api, 'get_protection.php', {}, { token: player.token })).body.data;
  const operatorGet = async (url: string, token?: string) => {
    const reply = await api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token ?? await operator(api)}` } });
    expect(reply.statusCode, `GET ${url}: ${reply.body}`).toBe(200);
    return reply.json();
  };
  const lift = async (id: number, token?: string, reason: string | null = 'Player asked by email to return') =>
    api.app.inject({
      method: 'POST', url: `/api/admin/protection/exclusions/${id}/lift`, headers: { authorization: `Bearer ${token ?? await operator(api)}` },
      payload: reason === null ? {} : { reason },
    });
  const playerId = async (phone: string) => (await api.db.pool.query('SELECT id FROM users WHERE phone_number = $1', [phone])).rows[0].id as number;
  const protectionOf = async (phone: string, token?: string) => (await operatorGet(`/api/admin/players/${await playerId(phone)}/protection`, token)).data;
  const excludedRow = async (phone: string, query = '', token?: string) =>
    (await operatorGet(`/api/admin/protection/excluded?page_size=100${query}`, token)).data.items.find((entry: { phone_number: string }) => entry.phone_number === phone);
  /** Sessions expire: months later both sides log in again. */
  const operatorLogin = async () =>
    (await api.app.inject({ method: 'POST', url: '/api/admin/login', payload: { phone_number: DEMO_OPERATOR.phone, password: DEMO_OPERATOR.password } })).json().token as string;
  async function withBank(player: Player) {
    const bank = await call(api, 'update_bank_details.php', {
      phone_number: player.phone, ifsc_code: 'SBIN0001234', account_number: '123456789012', bank_name: 'SBI', account_holder_name: 'Test Player',
    }, { token: player.token });
    expect(bank.body.success).toBe('1');
  }
  async function auditRows(phone: string) {
    const { rows } = await api.db.pool.query(
      `SELECT a.action, a.operator_id, a.actor_user_id, a.after FROM audit_log a JOIN users u ON u.id = a.user_id WHERE u.phone_number = $1 ORDER BY a.id`,
      [phone],
    );
    return rows;
  }

  describe('sign-up', () => {
    const signup = (fields: Record<string, unknown>) =>
      call(api, 'signup.php', { phoneNumber: newPhone(), username: 'Young', user_mpin: '1234', email: '', ...ADULT, ...fields });

    it('refuses anyone under 18 by the date in India, and takes them from their 18th birthday', async () => {
      // 10:00 IST on 23 Nov 2026: born 23 Nov 2008 is 18 today; born a day later is not.
      expect((await signup({ date_of_birth: '2008-11-24' })).body).toMatchObject({ success: '0', msg: PROTECTION_MSG.underage });
      expect((await signup({ date_of_birth: '2008-11-23' })).body.success).toBe('1');
      expect((await signup({ date_of_birth: '2030-01-01' })).body.msg).toBe(PROTECTION_MSG.dobInvalid);
      expect((await signup({ date_of_birth: '2000-02-30' })).body.msg).toBe(PROTECTION_MSG.dobInvalid);
      expect((await signup({ date_of_birth: '' })).body.msg).toBe(PROTECTION_MSG.dobRequired);
    });

    it('refuses a sign-up without the terms accepted and records when they were', async () => {
      expect((await signup({ terms_accepted: '0' })).body).toMatchObject({ success: '0', msg: PROTECTION_MSG.termsRequired });
      expect((await signup({ terms_accepted: undefined })).body.msg).toBe(PROTECTION_MSG.termsRequired);
      const phone = newPhone();
      await call(api, 'signup.php', { phoneNumber: phone, username: 'Adult', user_mpin: '1234', ...ADULT });
      const { rows } = await api.db.pool.query('SELECT date_of_birth::text, terms_accepted_at FROM users WHERE phone_number = $1', [phone]);
      expect(rows[0]).toEqual({ date_of_birth: ADULT.date_of_birth, terms_accepted_at: MONDAY_MORNING });
    });
  });

  describe('deposit limits', () => {
    it('allows a deposit exactly at the limit and refuses one point above, on both deposit paths', async () => {
      const player = await newPlayer(api);
      expect((await setLimit(player, 'deposit', 'day', 1000)).body).toMatchObject({ success: '1', msg: PROTECTION_MSG.limitNow });
      expect((await gatewayDeposit(player, 1001)).body).toMatchObject({ status: 'FAILURE', msg: PROTECTION_MSG.depositLimit(1000, 'day', 1000) });
      expect((await manualDeposit(player, 1001)).body.msg).toBe(PROTECTION_MSG.depositLimit(1000, 'day', 1000));
      expect((await manualDeposit(player, 600)).body.success).toBe('1');
      expect((await gatewayDeposit(player, 400)).body.status).toBe('SUCCESS');
      const over = await manualDeposit(player, 100);
      expect(over).toMatchObject({ status: 409, body: { msg: PROTECTION_MSG.depositLimit(1000, 'day', 0) } });
      // A day later the window has moved on.
      api.clock.advance(24 * HOUR_MS + 1000);
      expect((await manualDeposit(player, 1000)).body.success).toBe('1');
    });

    it('applies the lowest of the day, week and month limits', async () => {
      const player = await newPlayer(api);
      await setLimit(player, 'deposit', 'day', 5000);
      await setLimit(player, 'deposit', 'week', 700);
      await setLimit(player, 'deposit', 'month', 9000);
      expect((await manualDeposit(player, 701)).body.msg).toBe(PROTECTION_MSG.depositLimit(700, 'week', 700));
      expect((await manualDeposit(player, 700)).body.success).toBe('1');
    });

    it('lowers a limit at once but raises it only after 24 hours', async () => {
      const player = await newPlayer(api);
      await setLimit(player, 'deposit', 'day', 500);
      const raised = await setLimit(player, 'deposit', 'day', 2000);
      expect(raised.body.msg).toBe(PROTECTION_MSG.limitLater('24/11/2026 10:00'));
      expect((await status(player)).limits).toEqual([
        { kind: 'deposit', period: 'day', points: 500, pending: { points: 2000, from: '24/11/2026 10:00' }, used: 0 },
      ]);
      expect((await manualDeposit(player, 501)).body.msg).toBe(PROTECTION_MSG.depositLimit(500, 'day', 500));
      api.clock.advance(24 * HOUR_MS - 1000);
      expect((await manualDeposit(player, 501)).status).toBe(409);
      api.clock.advance(1000);
      expect((await manualDeposit(player, 501)).body.success).toBe('1');
      expect((await status(player)).limits[0]).toMatchObject({ points: 2000, pending: null, used: 501 });

      // Removing a limit is a raise too; lowering again cancels it and applies now.
      await setLimit(player, 'deposit', 'day', '');
      expect((await status(player)).limits[0]).toMatchObject({ points: 2000, pending: { points: null } });
      await setLimit(player, 'deposit', 'day', 600);
      expect((await status(player)).limits[0]).toMatchObject({ points: 600, pending: null });
      expect((await manualDeposit(player, 100)).status).toBe(409);

      const audit = await auditRows(player.phone);
      expect(audit.map((row) => [row.action, row.after.change])).toEqual([
        ['player.limit_changed', 'lower'], ['player.limit_changed', 'raise'], ['player.limit_changed', 'raise'], ['player.limit_changed', 'lower'],
      ]);
      const { rows } = await api.db.pool.query('SELECT id FROM users WHERE phone_number = $1', [player.phone]);
      expect(audit.every((row) => row.operator_id === null && row.actor_user_id === rows[0].id)).toBe(true);
    });

    it('refuses a limit that is not a whole number of points', async () => {
      const player = await newPlayer(api);
      expect((await setLimit(player, 'deposit', 'day', -5 as never)).body.msg).toBe(PROTECTION_MSG.limitPointsInvalid);
      expect((await call(api, 'set_limit.php', { kind: 'deposit', period: 'day', points: '1.5' }, { token: player.token })).status).toBe(400);
      expect((await call(api, 'set_limit.php', { kind: 'spend', period: 'day', points: 5 }, { token: player.token })).status).toBe(400);
    });
  });

  describe('loss limits', () => {
    it('allows a bid that reaches the loss limit exactly and refuses one point above', async () => {
      const player = await newPlayer(api, { points: 1000 });
      await setLimit(player, 'loss', 'day', 100);
      expect((await placeBid(player, 101)).body).toMatchObject({ success: '0', msg: PROTECTION_MSG.lossLimit(100, 'day', 100) });
      expect((await placeBid(player, 60)).body.success).toBe('1');
      expect((await placeBid(player, 40)).body.success).toBe('1');
      expect((await placeBid(player, 10)).body.msg).toBe(PROTECTION_MSG.lossLimit(100, 'day', 0));
      expect(await balanceOf(api, player.phone)).toBe(900);
      expect((await status(player)).limits[0]).toMatchObject({ kind: 'loss', used: 100 });
    });

    it('counts wins against the loss (points bid minus points won)', async () => {
      const player = await newPlayer(api, { points: 1000 });
      await setLimit(player, 'loss', 'week', 50);
      expect((await placeBid(player, 50)).body.success).toBe('1');
      const { rows } = await api.db.pool.query('SELECT id FROM users WHERE phone_number = $1', [player.phone]);
      // A win of 30 (written as settlement writes it) leaves a net loss of 20: 30 more may be bid.
      await api.db.transaction(async (tx) => {
        await tx.query("UPDATE wallets SET balance = balance + 30 WHERE user_id = $1", [rows[0].id]);
        await tx.query(
          "INSERT INTO ledger (user_id, amount, balance_after, kind, reference, remark, created_at) SELECT $1, 30, balance, 'win', 'bid:0', 'test win', $2 FROM wallets WHERE user_id = $1",
          [rows[0].id, api.clock.now()],
        );
      });
      expect((await placeBid(player, 31)).body.msg).toBe(PROTECTION_MSG.lossLimit(50, 'week', 30));
      expect((await placeBid(player, 30)).body.success).toBe('1');
    });

    it('holds against parallel bids: no more than the limit is ever staked', async () => {
      const player = await newPlayer(api, { points: 5000 });
      await setLimit(player, 'loss', 'day', 100);
      const replies = await Promise.all(Array.from({ length: 25 }, () => placeBid(player, 10)));
      expect(replies.filter((reply) => reply.body.success === '1')).toHaveLength(10);
      expect(replies.filter((reply) => reply.status === 409).every((reply) => reply.body.msg === PROTECTION_MSG.lossLimit(100, 'day', 0))).toBe(true);
      expect(await balanceOf(api, player.phone)).toBe(4900);
    });

    it('records a refusal, and a raise right after it is a marker of harm', async () => {
      const player = await newPlayer(api, { points: 1000 });
      await setLimit(player, 'loss', 'day', 20);
      await placeBid(player, 30);
      await setLimit(player, 'loss', 'day', 500);
      const markers = await operatorGet('/api/admin/protection/markers');
      expect(markers.data.markers).toContainEqual(expect.objectContaining({
        kind: 'raise_after_limit_hit', player_id: await playerId(player.phone), phone_number: player.phone, count: 1,
        detail: '1 limit raise within 24 hours of a limit refusing a deposit or bid',
      }));
    });
  });

  describe('time-outs and self-exclusion', () => {
    it('closes betting and deposits at once during a time-out, leaves withdrawals and history open, and ends by itself', async () => {
      const player = await newPlayer(api, { points: 2000 });
      await withBank(player);
      expect((await takeBreak(player, 'timeout', '24h')).body).toMatchObject({ success: '1', msg: PROTECTION_MSG.breakTaken('24/11/2026 10:00') });
      const message = PROTECTION_MSG.timeout('24/11/2026 10:00');
      expect(await placeBid(player, 10)).toMatchObject({ status: 403, body: { msg: message } });
      expect((await manualDeposit(player, 500)).body.msg).toBe(message);
      expect((await gatewayDeposit(player, 500)).body).toMatchObject({ status: 'FAILURE', msg: message });
      const withdrawal = await call(api, 'withdraw_request.php', { phone_number: player.phone, amount: 500, remark: 'BANK_TRANSFER', request_number: '' }, { token: player.token });
      expect(withdrawal.body).toMatchObject({ success: '1', Remaining_user_balance: 1500 });
      const profile = await call(api, 'get_profile.php', { phone_number: player.phone }, { token: player.token });
      // With its words' code and figures, for the player's language (docs/decisions/0023).
      expect(profile.body.data.play_block).toEqual({ kind: 'timeout', until: '24/11/2026 10:00', ended: false, message, code: 'server:timeout', params: { until: '24/11/2026 10:00' } });
      expect((await call(api, 'get_wallet_history.php', { phone_number: player.phone }, { token: player.token })).body.result).toHaveLength(2);

      // The player cannot shorten it, not even by taking a shorter break.
      api.clock.advance(HOUR_MS);
      expect((await takeBreak(player, 'timeout', '24h')).body.success).toBe('1');
      api.clock.advance(-HOUR_MS);

      api.clock.set(new Date('2026-11-24T10:00:01+05:30'));
      expect(await placeBid(player, 10)).toMatchObject({ status: 403 });
      api.clock.set(new Date('2026-11-24T11:00:01+05:30'));
      expect((await placeBid(player, 10)).body.success).toBe('1');
    });

    it('a self-exclusion cannot be shortened and stays until an operator lifts it after its end', async () => {
      const player = await newPlayer(api, { points: 500 });
      expect((await takeBreak(player, 'self_exclusion', '6m')).body.msg).toBe(PROTECTION_MSG.breakTaken('23/05/2027 10:00'));
      expect((await placeBid(player, 10)).body.msg).toBe(PROTECTION_MSG.selfExcluded('23/05/2027 10:00'));
      expect((await takeBreak(player, 'timeout', '30d')).body).toMatchObject({ success: '0', msg: PROTECTION_MSG.breakShorter('23/05/2027 10:00') });
      expect((await takeBreak(player, 'self_exclusion', 'forever')).status).toBe(400);
      expect((await takeBreak(player, 'timeout', '6m')).status).toBe(400);

      const row = await excludedRow(player.phone);
      expect((await protectionOf(player.phone)).liftable).toEqual([]);
      expect(row).toMatchObject({ player_id: await playerId(player.phone), ended: false, exclusion: { kind: 'self_exclusion', period: '6m', lifted_at: null } });
      expect((await lift(row.exclusion.id)).json()).toMatchObject({ success: '0', msg: 'This exclusion runs until 23/05/2027 10:00 and cannot be lifted before.' });

      // Monday 24 May 2027, after the end: still closed, with a message that says how it reopens.
      api.clock.set(new Date('2027-05-24T10:00:00+05:30'));
      player.token = await logIn(api, player.phone, '2468');
      expect((await placeBid(player, 10)).body.msg).toBe(PROTECTION_MSG.selfExclusionEnded('23/05/2027 10:00'));
      const operatorToken = await operatorLogin();
      expect(await excludedRow(player.phone, '', operatorToken)).toMatchObject({ ended: true });
      expect((await protectionOf(player.phone, operatorToken)).liftable).toEqual([row.exclusion.id]);
      expect((await lift(row.exclusion.id, operatorToken, null)).statusCode).toBe(400);
      expect((await lift(row.exclusion.id, operatorToken, ' ok ')).statusCode).toBe(400);
      expect((await placeBid(player, 10)).body.msg).toBe(PROTECTION_MSG.selfExclusionEnded('23/05/2027 10:00'));
      expect((await lift(row.exclusion.id, operatorToken)).statusCode).toBe(200);
      expect((await lift(row.exclusion.id, operatorToken)).statusCode).toBe(409);
      expect((await placeBid(player, 10)).body.success).toBe('1');
      expect(await excludedRow(player.phone, '&kind=all', operatorToken)).toBeUndefined();
      expect(await protectionOf(player.phone, operatorToken)).toMatchObject({
        liftable: [], block: null, exclusions: [{ id: row.exclusion.id, lifted_at: '2027-05-24T04:30:00.000Z' }],
      });

      const audit = await auditRows(player.phone);
      expect(audit.map((entry) => entry.action)).toEqual(['wallet.adjusted', 'player.self_excluded', 'player.protection_lifted']);
      expect(audit[1].operator_id).toBeNull();
      expect(audit[2].operator_id).not.toBeNull();
      expect(audit[2].after).toEqual({ lifted_at: '2027-05-24T04:30:00.000Z', reason: 'Player asked by email to return' });
    });

    it('a permanent self-exclusion can be lifted by no one, and play attempts are flagged', async () => {
      const player = await newPlayer(api, { points: 500 });
      await takeBreak(player, 'self_exclusion', 'permanent');
      expect((await placeBid(player, 10)).body.msg).toBe(PROTECTION_MSG.selfExcluded(null));
      // The marker counts minutes with a try (docs/PROTECTION.md "Markers"): the deposit comes in the next one.
      api.clock.advance(60_000);
      expect((await manualDeposit(player, 200)).status).toBe(403);
      expect((await takeBreak(player, 'self_exclusion', '5y')).body.msg).toBe(PROTECTION_MSG.breakPermanent);
      const view = await protectionOf(player.phone);
      expect(view).toMatchObject({ phone_number: player.phone, date_of_birth: ADULT.date_of_birth, block: { kind: 'self_exclusion', until: null } });
      expect(view.markers).toEqual([expect.objectContaining({ kind: 'play_while_excluded', count: 2 })]);
      expect((await lift(view.exclusions[0].id)).json().msg).toBe('A permanent self-exclusion cannot be lifted.');
      expect(await excludedRow(player.phone)).toMatchObject({ ended: false, exclusion: { period: 'permanent', ends_at: null } });
    });

    it('lets a player cut short nothing: no call undoes a break', async () => {
      const player = await newPlayer(api);
      await takeBreak(player, 'timeout', '7d');
      for (const script of ['take_break.php', 'set_limit.php']) {
        const reply = await call(api, script, { kind: 'timeout', period: '24h' }, { token: player.token });
        expect(reply.body.success).toBe('0');
      }
      expect((await status(player)).block).toMatchObject({ kind: 'timeout', until: '30/11/2026 10:00' });
    });
  });

  it('lists each player on a break once: self-exclusions by default, time-outs when asked, paged; a time-out is never lifted', async () => {
    const excluded = await newPlayer(api);
    await takeBreak(excluded, 'self_exclusion', '6m');
    await takeBreak(excluded, 'self_exclusion', '1y');
    const resting = await newPlayer(api);
    await takeBreak(resting, 'timeout', '24h');
    let token = await operator(api);
    const ours = async (query: string) => (await operatorGet(`/api/admin/protection/excluded?page_size=100${query}`, token)).data.items
      .filter((row: { phone_number: string }) => [excluded.phone, resting.phone].includes(row.phone_number))
      .map((row: { phone_number: string; exclusion: { period: string } }) => [row.phone_number, row.exclusion.period]);
    expect(await ours('')).toEqual([[excluded.phone, '1y']]);
    expect(await ours('&kind=timeout')).toEqual([[resting.phone, '24h']]);
    expect(await ours('&kind=all&sort=ends_at&dir=asc')).toEqual([[resting.phone, '24h'], [excluded.phone, '1y']]);
    expect(await ours('&kind=all&sort=ends_at&dir=desc')).toEqual([[excluded.phone, '1y'], [resting.phone, '24h']]);
    const firstPage = (await operatorGet('/api/admin/protection/excluded?page_size=1&kind=all')).data;
    expect(firstPage).toMatchObject({ page: 1, page_size: 1, sort: 'started_at', dir: 'desc' });
    expect(firstPage.items).toHaveLength(1);
    expect(firstPage.total).toBeGreaterThanOrEqual(2);

    const timeoutId = (await protectionOf(resting.phone)).exclusions[0].id;
    api.clock.set(new Date('2026-11-24T10:00:01+05:30'));
    token = await operatorLogin();
    expect(await ours('&kind=all')).toEqual([[excluded.phone, '1y']]);
    expect((await lift(timeoutId, token)).json()).toMatchObject({ success: '0', msg: 'A time-out ends by itself: there is nothing to lift.' });
  });

  it('tells any visitor what points are: play points, or the licence in real-money mode (site_info.php)', async () => {
    expect((await call(api, 'site_info.php', {})).body).toEqual({ success: '1', msg: 'Site', data: { money_mode: 'play', operator_licence: null } });
    const real = await api.secondInstance({ MONEY_MODE: 'real', OPERATOR_JURISDICTION: 'Sikkim', OPERATOR_LICENCE: 'SK/OG/2026/17' });
    try {
      const reply = await real.app.inject({ method: 'POST', url: '/api/site_info.php', headers: { 'x-matka-client': '1' }, payload: {} });
      expect(reply.json().data).toEqual({ money_mode: 'real', operator_licence: { jurisdiction: 'Sikkim', licence: 'SK/OG/2026/17' } });
    } finally {
      await real.close();
    }
  });

  it('flags frequent deposits and repeatedly declined withdrawals as markers of harm', async () => {
    const player = await newPlayer(api, { points: 5000 });
    await withBank(player);
    for (let index = 0; index < 4; index += 1) await manualDeposit(player, 100);
    const flagged = async () => (await protectionOf(player.phone)).markers.map((marker: { kind: string; count: number }) => [marker.kind, marker.count]);
    expect(await flagged()).toEqual([]);
    await manualDeposit(player, 100);
    expect(await flagged()).toEqual([['deposit_frequency', 5]]);

    const { rows } = await api.db.pool.query('SELECT id FROM users WHERE phone_number = $1', [player.phone]);
    for (let index = 0; index < 3; index += 1) {
      await call(api, 'withdraw_request.php', { phone_number: player.phone, amount: 500, remark: 'BANK_TRANSFER', request_number: '' }, { token: player.token });
      const request = await api.db.pool.query("SELECT id FROM fund_requests WHERE user_id = $1 AND kind = 'withdraw' ORDER BY id DESC LIMIT 1", [rows[0].id]);
      const decided = await api.app.inject({
        method: 'POST', url: `/api/admin/fund-requests/${request.rows[0].id}/decision`,
        headers: { authorization: `Bearer ${await operator(api)}` }, payload: { approve: false, reason: 'test decline' },
      });
      expect(decided.statusCode).toBe(200);
    }
    expect(await flagged()).toContainEqual(['cancelled_withdrawals', 3]);
    const all = await operatorGet('/api/admin/protection/markers');
    expect(all.data.thresholds).toEqual({ deposits_per_day: 5, cancelled_withdrawals: 3, raise_after_hit_hours: 24, lookback_days: 30 });
    expect(all.data.markers.filter((marker: { phone_number: string }) => marker.phone_number === player.phone)).toHaveLength(2);
  });

  it('reports the reality check since login and activity per day', async () => {
    const player = await newPlayer(api, { points: 1000 });
    await placeBid(player, 50);
    api.clock.advance(61 * 60_000);
    const check = await call(api, 'reality_check.php', {}, { token: player.token });
    expect(check.body.data).toMatchObject({ minutes: 61, bid_points: 50, won_points: 0, net_points: -50 });
    expect((await call(api, 'set_reality_check.php', { minutes: 30 }, { token: player.token })).body.success).toBe('1');
    expect((await call(api, 'set_reality_check.php', { minutes: 7 }, { token: player.token })).status).toBe(400);
    expect((await status(player)).reality_check_minutes).toBe(30);
    const activity = await call(api, 'get_activity.php', { period: 'day' }, { token: player.token });
    expect(activity.body.data.rows).toEqual([{ start: '2026-11-23', bids: 50, wins: 0, deposits: 0, withdrawals: 0, net: -50 }]);
    await adjust(api, player.phone, 1);
  });
});
