/**
 * The dashboard's bid figures from a rolled prefix plus the bids after it (docs/decisions/0026), on PGlite
 * and PostgreSQL: equal to a direct count of the day's bids before and after each roll, a player of both
 * the prefix and the tail counted once, a bid committed after later ones not lost, a day rolled by one of
 * two processes at a time, and a closed day read from its prefix alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API } from '@matka/shared';
import { availableBackends, bidBody, call, MONDAY_MORNING, newPlayer, startApi, type TestApi } from '../../test/harness.js';
import { admin } from '../../test/console.js';
import { rollDayPrefix } from '../../data/dashboard.js';
import { dashboard } from './dashboard.js';
import { rollDashboardDays } from './dashboardRollup.js';

const backends = await availableBackends();
const MONDAY = '2026-11-23';
const later = (seconds: number) => new Date(MONDAY_MORNING.getTime() + seconds * 1000);

describe.each(backends)('dashboard prefix and tail (%s)', (backend) => {
  let api: TestApi;
  let players: { phone: string; token: string }[];
  beforeAll(async () => {
    // Its own database: the prefix waits for every transaction open in it, and other test files' would count.
    api = await startApi(backend, {}, { ownDatabase: true });
    players = [await newPlayer(api, { points: 5000 }), await newPlayer(api, { points: 5000 }), await newPlayer(api, { points: 5000 })];
  });
  afterAll(async () => {
    await api?.close();
  });

  const bet = async (player: { phone: string; token: string }, game: string, points: number) => {
    const reply = await call(api, 'set_bid_new.php', bidBody(player.phone, { game_name: game, points_action: points }), { token: player.token });
    expect(reply.body.success).toBe('1');
  };
  /** The day's figures counted from the bids now: per market, and the day's (market_id null). */
  const direct = async (day: string) => {
    const { rows } = await api.db.pool.query<{ market_id: number | null; bids: number; points_staked: number; players: number }>(
      `SELECT market_id, count(*)::int AS bids, sum(points)::int AS points_staked, count(DISTINCT user_id)::int AS players
       FROM bids WHERE business_date = $1 GROUP BY GROUPING SETS ((market_id), ())`, [day]);
    const { market_id: _day, ...totals } = rows.find((row) => row.market_id === null)!;
    const markets = Object.fromEntries(rows.filter((row) => row.market_id !== null).map(({ market_id: id, ...figures }) => [Number(id), figures]));
    return { totals, markets };
  };
  /** The same figures as the dashboard shows them (markets without bids left out). */
  const shown = async (day: string) => {
    const board = await dashboard(api.ctx, { date: day, withActions: false });
    const markets = Object.fromEntries(board.markets.filter((market) => market.bids > 0)
      .map((market) => [market.market_id, { bids: market.bids, points_staked: market.points_staked, players: market.players }]));
    return { totals: board.totals, markets };
  };
  const prefixOf = async (day: string) =>
    (await api.db.pool.query('SELECT through_bid_id::int, closed FROM dashboard_days WHERE business_date = $1', [day])).rows[0];
  const newestBid = async () => (await api.db.pool.query<{ id: number }>('SELECT max(id)::int AS id FROM bids')).rows[0]!.id;

  it('equals a direct count before and after a roll, and counts a player of both the prefix and the tail once', async () => {
    api.clock.set(MONDAY_MORNING);
    await bet(players[0]!, 'KALYAN', 10);
    await bet(players[0]!, 'KALYAN', 20);
    await bet(players[1]!, 'MILAN DAY', 30);
    expect(await shown(MONDAY)).toEqual(await direct(MONDAY));

    expect(await rollDashboardDays(api.ctx)).toEqual([MONDAY]);
    expect(await prefixOf(MONDAY)).toEqual({ through_bid_id: await newestBid(), closed: false });
    expect(await shown(MONDAY)).toEqual(await direct(MONDAY));

    // The tail: a player already in the prefix (same market, and a new market), and a new one.
    await bet(players[0]!, 'KALYAN', 40);
    await bet(players[0]!, 'MILAN DAY', 50);
    await bet(players[2]!, 'KALYAN', 60);
    const withTail = await direct(MONDAY);
    expect(withTail.totals).toEqual({ bids: 6, points_staked: 210, players: 3 });
    expect(await shown(MONDAY)).toEqual(withTail);

    // A prefix younger than a turn is left alone; a turn later the tail joins it, and the figures hold.
    expect(await rollDashboardDays(api.ctx)).toEqual([]);
    api.clock.set(later(61));
    expect(await rollDashboardDays(api.ctx)).toEqual([MONDAY]);
    expect(await prefixOf(MONDAY)).toEqual({ through_bid_id: await newestBid(), closed: false });
    expect(await shown(MONDAY)).toEqual(withTail);
    const rows = await api.db.pool.query('SELECT market_id, user_id, bids::int, points::int FROM dashboard_day_players WHERE business_date = $1', [MONDAY]);
    expect(rows.rows).toHaveLength(4);

    // The route answers as before, from the prefix.
    const route = (await admin(api, 'GET', `${ADMIN_API.dashboard}?date=${MONDAY}`)).body.data;
    expect(route.totals).toEqual(withTail.totals);
    expect(Object.keys(route)).toEqual(expect.arrayContaining(['date', 'markets', 'totals', 'deposits', 'withdrawals', 'pending', 'ledger_check']));
  });

  it.runIf(backend === 'postgres')('does not lose a bid committed after later ones (a transaction open across the watermark)', async () => {
    api.clock.set(later(200));
    const late = await api.db.pool.connect();
    try {
      // A bid inserted (its id taken) in a transaction left open, like a slow bid statement.
      await late.query('BEGIN');
      await late.query(
        `INSERT INTO bids SELECT (jsonb_populate_record(NULL::bids,
           to_jsonb(b) || jsonb_build_object('id', nextval('bids_id_seq'), 'transaction_id', b.transaction_id || '-late'))).*
         FROM bids b WHERE b.business_date = $1 ORDER BY b.id LIMIT 1`, [MONDAY]);
      await bet(players[1]!, 'KALYAN', 70);
      // The roll waits for it, then leaves the day to the next turn rather than roll past an uncommitted id.
      const before = await prefixOf(MONDAY);
      expect(await rollDashboardDays(api.ctx)).toEqual([]);
      expect(await prefixOf(MONDAY)).toEqual(before);
      await late.query('COMMIT');
    } finally {
      late.release();
    }
    expect(await rollDashboardDays(api.ctx)).toEqual([MONDAY]);
    const counted = await direct(MONDAY);
    expect(counted.totals.bids).toBe(8);
    expect(await shown(MONDAY)).toEqual(counted);
  });

  it('rolls a day in one process at a time, and a closed day once, read without a tail', async () => {
    const second = await api.secondInstance();
    try {
      api.clock.set(later(400));
      await bet(players[2]!, 'MILAN DAY', 80);
      if (backend === 'postgres') {
        // Another process rolling Monday (its lock held in an open transaction): this one skips it at once.
        const other = await second.ctx.db.pool.connect();
        try {
          await other.query('BEGIN');
          await other.query("SELECT pg_advisory_xact_lock(781245127, DATE '2026-11-23' - DATE '2000-01-01')");
          // (The turn itself would wait for that open transaction's watermark first: the roll is called here directly.)
          const roll = { now: api.clock.now(), throughBidId: await newestBid(), closed: false, minAgeMs: 0 };
          expect(await api.db.transaction((tx) => rollDayPrefix(tx, MONDAY, roll))).toBe(false);
        } finally {
          await other.query('ROLLBACK');
          other.release();
        }
      }
      const [first, other] = await Promise.all([rollDashboardDays(api.ctx), rollDashboardDays(second.ctx)]);
      expect([...first, ...other]).toEqual([MONDAY]);
      expect(await shown(MONDAY)).toEqual(await direct(MONDAY));

      // 06:00 IST Tuesday: Monday is closed, rolled once more as the whole day, and read from the prefix alone.
      api.clock.set(new Date('2026-11-24T06:00:00+05:30'));
      const [closing, alongside] = await Promise.all([rollDashboardDays(api.ctx), rollDashboardDays(second.ctx)]);
      expect([...closing, ...alongside].filter((day) => day === MONDAY)).toEqual([MONDAY]);
      expect(await prefixOf(MONDAY)).toEqual({ through_bid_id: expect.any(Number), closed: true });
      expect(await shown(MONDAY)).toEqual(await direct(MONDAY));
      expect(await rollDashboardDays(api.ctx)).not.toContain(MONDAY);
    } finally {
      await second.close();
    }
  });
});
