/**
 * The bid's one statement (place_bids_in_session(), server/sql/functions/) against what can change
 * under it: a result declared while the bid waits for the market's lock, and an
 * operator's edit of a market the bid path last read before the edit.
 */
import { describe, expect, it } from 'vitest';
import { FUND_MSG, MSG } from '@matka/shared';
import { availableBackends, balanceOf, bidBody, call, newPlayer, suiteApi, type TestApi } from '../../test/harness.js';
import { someoneBlockedBy } from '../../test/locks.js';

const backends = await availableBackends();

describe.each(backends)('a bid in one statement (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  const place = (phone: string, token: string, overrides: Record<string, unknown> = {}) =>
    call(api, 'set_bid_new.php', bidBody(phone, overrides), { token, encoding: 'form' });

  it('refuses a bid on a market an operator switched off after the bid path last read it, and takes bids again when on', async () => {
    const { phone, token } = await newPlayer(api, { points: 100 });
    expect((await place(phone, token, { game_name: 'MILAN DAY', session: 'Close', open_digit: 'NA', close_digit: '4' })).status).toBe(200);
    await api.db.pool.query("UPDATE markets SET status = '0' WHERE name = 'MILAN DAY'");
    try {
      const refused = await place(phone, token, { game_name: 'MILAN DAY', session: 'Close', open_digit: 'NA', close_digit: '4' });
      expect(refused.body).toMatchObject({ success: '0', msg: MSG.marketClosed });
    } finally {
      await api.db.pool.query("UPDATE markets SET status = '1' WHERE name = 'MILAN DAY'");
    }
    expect((await place(phone, token, { game_name: 'MILAN DAY', session: 'Close', open_digit: 'NA', close_digit: '4' })).status).toBe(200);
    expect(await balanceOf(api, phone)).toBe(80);
  });

  it('takes a bid on a market whose close an operator moved later after the bid path last read it', async () => {
    const { phone, token } = await newPlayer(api, { points: 100 });
    const close = { game_name: 'KALYAN', session: 'Close', open_digit: 'NA', close_digit: '2' };
    expect((await place(phone, token, close)).status).toBe(200);
    const { rows } = await api.db.pool.query<{ close_time: string }>("SELECT close_time::text FROM markets WHERE name = 'KALYAN'");
    api.clock.set(new Date('2026-11-23T18:00:00+05:30')); // KALYAN closes at 17:45
    await api.db.pool.query("UPDATE markets SET close_time = '18:30' WHERE name = 'KALYAN'");
    try {
      expect((await place(phone, token, close)).status).toBe(200);
    } finally {
      await api.db.pool.query('UPDATE markets SET close_time = $1 WHERE name = \'KALYAN\'', [rows[0]!.close_time]);
      api.clock.set(new Date('2026-11-23T10:00:00+05:30'));
    }
    expect((await place(phone, token, close)).status).toBe(200);
    expect(await balanceOf(api, phone)).toBe(70);
  });

  it.runIf(backend === 'postgres')('refuses a bid that waited for the market while a declaration of its session committed', async () => {
    const { phone, token } = await newPlayer(api, { points: 100 });
    await place(phone, token); // the bid path knows KALYAN
    const declaring = await api.db.pool.connect();
    try {
      await declaring.query('BEGIN');
      const { rows } = await declaring.query<{ id: number }>("SELECT id FROM markets WHERE name = 'KALYAN' FOR UPDATE");
      await declaring.query(
        `INSERT INTO results (market_id, business_date, open_pana, open_declared_at) VALUES ($1, '2026-11-23', '123', now())
         ON CONFLICT (market_id, business_date) DO UPDATE SET open_pana = '123'`,
        [rows[0]!.id],
      );
      const waiting = place(phone, token);
      await someoneBlockedBy(api.db.pool, declaring);
      await declaring.query('COMMIT');
      expect((await waiting).body).toMatchObject({ success: '0', msg: MSG.marketClosed });
    } finally {
      await declaring.query("DELETE FROM results WHERE business_date = '2026-11-23' AND market_id = (SELECT id FROM markets WHERE name = 'KALYAN')");
      declaring.release();
    }
    expect(await balanceOf(api, phone)).toBe(90);
  });

  it('refuses a bid above the balance with nothing written, and keeps the per-minute count', async () => {
    const { phone, token } = await newPlayer(api, { points: 5 });
    expect((await place(phone, token)).body).toMatchObject({ success: '0', msg: FUND_MSG.insufficientBalance });
    const { rows } = await api.db.pool.query(
      "SELECT hits FROM rate_limit_counters WHERE key = 'bids|' || (SELECT id FROM users WHERE phone_number = $1)", [phone]);
    expect(rows[0]?.hits).toBe(1);
    expect(await balanceOf(api, phone)).toBe(5);
  });
});
