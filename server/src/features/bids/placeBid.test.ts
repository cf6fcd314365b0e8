import { describe, expect, it } from 'vitest';
import { MSG } from '@matka/shared';
import { availableBackends, balanceOf, bid, bidBody, call, newPlayer, suiteApi, type TestApi } from '../../test/harness.js';

const backends = await availableBackends();

describe.each(backends)('placing bids (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  it('debits the wallet, records the bid and a ledger row, and answers with the remaining balance', async () => {
    const { phone, token } = await newPlayer(api, { points: 1000 });
    const reply = await call(api, 'set_bid_new.php', bidBody(phone, { points_action: 40 }), { token, encoding: 'form' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: '1', Remaining_user_balance: 960 });
    expect(await balanceOf(api, phone)).toBe(960);
    const history = await call(api, 'get_bid_history.php', { phone_number: phone }, { token });
    expect(history.body.result).toHaveLength(1);
    expect(history.body.result[0]).toMatchObject({ game_name: 'KALYAN', game_type: 'single_digit', open_digit: '5', points_action: 40, status: 'pending' });
    const wallet = await call(api, 'get_wallet_history.php', { phone_number: phone }, { token });
    expect(wallet.body.result[0]).toMatchObject({ amount: '-40', updated_amount: 960 });
    expect(wallet.body.result[1]).toMatchObject({ amount: '+1000', updated_amount: 1000 });
  });

  it('accepts exactly 50 of 200 parallel 10-point bids on a 500-point wallet', async () => {
    const { phone, token } = await newPlayer(api, { points: 500 });
    const replies = await Promise.all(
      Array.from({ length: 200 }, () => call(api, 'set_bid_new.php', bidBody(phone), { token, encoding: 'form' })),
    );
    const accepted = replies.filter((reply) => reply.body.success === '1');
    expect(accepted).toHaveLength(50);
    expect(replies.every((reply) => reply.status < 500)).toBe(true);
    expect(replies.filter((reply) => reply.body.success === '0').every((reply) => reply.body.msg === 'Insufficient Balance')).toBe(true);
    expect(await balanceOf(api, phone)).toBe(0);
    const { rows } = await api.db.pool.query("SELECT count(*)::int AS n FROM bids b JOIN users u ON u.id = b.user_id WHERE u.phone_number = $1", [phone]);
    expect(rows[0].n).toBe(50);
  });

  it('places a bid once when the same transaction id arrives five times at once', async () => {
    const { phone, token } = await newPlayer(api, { points: 300 });
    const body = bidBody(phone, { points_action: 100 });
    const replies = await Promise.all(Array.from({ length: 5 }, () => call(api, 'set_bid_new.php', body, { token, encoding: 'form' })));
    expect(replies.map((reply) => reply.body.success)).toEqual(['1', '1', '1', '1', '1']);
    expect(replies.map((reply) => reply.body.Remaining_user_balance)).toEqual([200, 200, 200, 200, 200]);
    expect(await balanceOf(api, phone)).toBe(200);
    const history = await call(api, 'get_bid_history.php', { phone_number: phone }, { token });
    expect(history.body.result).toHaveLength(1);
  });

  it('answers an identical retry with the first outcome, marked as a replay, even after the cut-off', async () => {
    const { phone, token } = await newPlayer(api, { points: 500 });
    const body = bidBody(phone, { points_action: 100 });
    const first = await call(api, 'set_bid_new.php', body, { token, encoding: 'form' });
    expect(first.body).toMatchObject({ success: '1', Remaining_user_balance: 400 });
    expect(first.body.replay).toBeUndefined();
    await call(api, 'set_bid_new.php', bidBody(phone, { points_action: 50 }), { token, encoding: 'form' });
    api.clock.set(new Date('2026-11-23T18:00:00+05:30')); // KALYAN closed at 17:45
    try {
      const retry = await api.app.inject({
        method: 'POST', url: '/api/set_bid_new.php', headers: { authorization: `Bearer ${token}` }, payload: body,
      });
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toMatchObject({ success: '1', msg: 'Bid Placed Successfully', Remaining_user_balance: 400, replay: true });
      // A new bid is still refused by the clock.
      expect((await call(api, 'set_bid_new.php', bidBody(phone), { token, encoding: 'form' })).body.msg).toBe(MSG.marketClosed);
    } finally {
      api.clock.set(new Date('2026-11-23T10:00:00+05:30'));
    }
    expect(await balanceOf(api, phone)).toBe(350);
  });

  it('answers a retry with a replay when the first bid sits in the previous month\'s partition', async () => {
    const { phone, token } = await newPlayer(api, { points: 500 });
    const body = bidBody(phone, { points_action: 100 });
    expect((await call(api, 'set_bid_new.php', body, { token, encoding: 'form' })).body).toMatchObject({ success: '1', Remaining_user_balance: 400 });
    // The first bid moves to October's partition: a unique index per partition alone would not see it (docs/decisions/0025).
    await api.db.pool.query("SELECT create_month_partitions('2026-10-01', '2026-10-01')");
    const moved = await api.db.pool.query<{ partition: string }>(
      `UPDATE bids b SET business_date = '2026-10-30' FROM users u WHERE u.id = b.user_id AND u.phone_number = $1
       RETURNING b.tableoid::regclass::text AS partition`, [phone]);
    expect(moved.rows.map((row) => row.partition.replace(/^.*\./, ''))).toEqual(['bids_2026_10']);
    const retry = await call(api, 'set_bid_new.php', body, { token, encoding: 'form' });
    expect(retry.body).toMatchObject({ success: '1', Remaining_user_balance: 400, replay: true });
    expect(await balanceOf(api, phone)).toBe(400);
    const { rows } = await api.db.pool.query('SELECT count(*)::int AS n FROM bids b JOIN users u ON u.id = b.user_id WHERE u.phone_number = $1', [phone]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses the same transaction id with other numbers, points, session or market with 409, and places nothing', async () => {
    const { phone, token } = await newPlayer(api, { points: 500 });
    const placed = bid(phone, { points_action: 100 });
    expect((await call(api, 'set_bid_new.php', { bids: JSON.stringify([placed]) }, { token, encoding: 'form' })).body.success).toBe('1');
    const variants = [
      { open_digit: '6' }, { points_action: 101 }, { game_name: 'MILAN DAY' },
      { session: 'Close', open_digit: 'NA', close_digit: '5' },
      { game_type: 'single_pana', open_pana: '123', open_digit: 'NA' },
    ];
    for (const change of variants) {
      const reply = await call(api, 'set_bid_new.php', { bids: JSON.stringify([{ ...placed, ...change }]) }, { token, encoding: 'form' });
      expect(reply.status, JSON.stringify(change)).toBe(409);
      expect(reply.body.msg).toBe('This transaction_id was already used for a different bid. Nothing was placed: send a new bid with a new transaction_id.');
    }
    expect(await balanceOf(api, phone)).toBe(400);
    const history = await call(api, 'get_bid_history.php', { phone_number: phone }, { token });
    expect(history.body.result).toHaveLength(1);
  });

  it('refuses the open session after the open time and every session after the close time, by the server clock', async () => {
    const { phone, token } = await newPlayer(api, { points: 1000 });
    api.clock.set(new Date('2026-11-23T15:50:00+05:30')); // KALYAN opens 15:45, closes 17:45
    try {
      const open = await call(api, 'set_bid_new.php', bidBody(phone), { token, encoding: 'form' });
      expect(open).toMatchObject({ status: 409, body: { success: '0', msg: MSG.marketClosed } });
      const jodi = await call(api, 'set_bid_new.php', bidBody(phone, { game_type: 'jodi_digit', open_digit: '1', close_digit: '2' }), { token, encoding: 'form' });
      expect(jodi.body.msg).toBe(MSG.marketClosed);
      const close = await call(api, 'set_bid_new.php', bidBody(phone, { session: 'Close', open_digit: 'NA', close_digit: '7' }), { token, encoding: 'form' });
      expect(close.body).toMatchObject({ success: '1', Remaining_user_balance: 990 });
      api.clock.set(new Date('2026-11-23T17:45:00+05:30'));
      const late = await call(api, 'set_bid_new.php', bidBody(phone, { session: 'Close', open_digit: 'NA', close_digit: '7' }), { token, encoding: 'form' });
      expect(late.body.msg).toBe(MSG.marketClosed);
      expect(await balanceOf(api, phone)).toBe(990);
    } finally {
      api.clock.set(new Date('2026-11-23T10:00:00+05:30'));
    }
  });

  it('takes close-session bids on a midnight-crossing market after midnight, on the previous draw', async () => {
    const { phone, token } = await newPlayer(api, { points: 100 });
    api.clock.set(new Date('2026-11-24T00:02:00+05:30')); // MAIN BAZAR 21:35 – 00:05
    try {
      const close = await call(api, 'set_bid_new.php', bidBody(phone, { game_name: 'MAIN_BAZAR', session: 'Close', open_digit: 'NA', close_digit: '3' }), { token, encoding: 'form' });
      expect(close.body.success).toBe('1');
      const { rows } = await api.db.pool.query("SELECT business_date::text AS d FROM bids b JOIN users u ON u.id = b.user_id WHERE u.phone_number = $1", [phone]);
      expect(rows[0].d).toBe('2026-11-23');
      const open = await call(api, 'set_bid_new.php', bidBody(phone, { game_name: 'MAIN BAZAR' }), { token, encoding: 'form' });
      expect(open.body.msg).toBe(MSG.marketClosed);
    } finally {
      api.clock.set(new Date('2026-11-23T10:00:00+05:30'));
    }
  });

  it.each([
    [{ open_digit: '12' }, MSG.bidInvalidNumber],
    [{ game_type: 'single_pana', open_digit: 'NA', open_pana: '112' }, MSG.bidInvalidNumber], // a double pana
    [{ game_type: 'single_pana', open_digit: 'NA', open_pana: '012' }, MSG.bidInvalidNumber], // not in conventional order
    [{ game_type: 'triple_pana', open_digit: 'NA', open_pana: '777' }, null],
    [{ game_type: 'double_pana_bulk', open_digit: 'NA', open_pana: '100' }, null],
    [{ game_type: 'half_sangam', open_digit: 'NA', open_pana: '128', close_digit: '7' }, null],
    [{ game_type: 'half_sangam', open_digit: '3', close_pana: '550' }, null],
    [{ game_type: 'full_sangam', open_digit: 'NA', open_pana: '128', close_pana: '337' }, null],
    [{ game_type: 'full_sangam', open_digit: 'NA', open_pana: '128', close_pana: '337', close_digit: '3' }, MSG.bidInvalidNumber],
    [{ game_type: 'sangam' }, 'Unknown game type.'],
    [{ points_action: 9 }, MSG.bidMinimumPoints],
    [{ points_action: '' }, MSG.bidPointsRequired],
    [{ points_action: 10.5 }, 'Points must be a whole number.'],
    [{ points_action: -10 }, 'Points must be a whole number.'],
    [{ points_action: 10_001 }, 'Maximum 10000 Points per bid.'],
    [{ game_name: 'NOWHERE' }, 'Unknown market.'],
    [{ transaction_id: undefined }, 'Every bid needs a transaction_id (8 to 64 letters, digits, - or _).'],
  ])('checks %j again on the server', async (overrides, message) => {
    const { phone, token } = await newPlayer(api, { points: 100 });
    const reply = await call(api, 'set_bid_new.php', bidBody(phone, overrides), { token, encoding: 'form' });
    if (message === null) {
      expect(reply.body).toMatchObject({ success: '1' });
    } else {
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(reply.body).toMatchObject({ success: '0', msg: message });
      expect(await balanceOf(api, phone)).toBe(100);
    }
  });

  it('refuses bids from a player whose betting is disabled', async () => {
    const { phone, token } = await newPlayer(api, { points: 100 });
    await api.db.pool.query("UPDATE users SET status = '0' WHERE phone_number = $1", [phone]);
    const reply = await call(api, 'set_bid_new.php', bidBody(phone), { token, encoding: 'form' });
    expect(reply.status).toBe(403);
    expect(await balanceOf(api, phone)).toBe(100);
  });

  it('reads the bid from JSON and multipart bodies too', async () => {
    const { phone, token } = await newPlayer(api, { points: 100 });
    expect((await call(api, 'set_bid_new.php', { bids: [bid(phone)] }, { token })).body.success).toBe('1');
    expect((await call(api, 'set_bid_new.php', bidBody(phone), { token, encoding: 'multipart' })).body.success).toBe('1');
    expect(await balanceOf(api, phone)).toBe(80);
  });
});
