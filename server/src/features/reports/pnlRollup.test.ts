/**
 * The background profit-and-loss rollup (docs/decisions/0021 "Background
 * rollup") on PGlite and PostgreSQL, driven by the test clock: a date is
 * summarised by the job once closed (06:00 IST the next day) and the next
 * report reads that summary; its figures are SQL sums over the bids; a late
 * revert still forgets it; two processes write each date once, and a date
 * whose lock another holds is skipped, not waited for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNL_API, type PnlReport } from '@matka/shared';
import { availableBackends, bidBody, call, newPlayer, startApi, type TestApi } from '../../test/harness.js';
import { admin } from '../../test/console.js';
import { declare, marketIdOf, operatorToken, revert } from '../../test/results.js';
import { rollClosedDays, startPnlRollup } from './pnlRollup.js';

const backends = await availableBackends();
const MONDAY = '2026-11-23';
const WEDNESDAY = '2026-11-25';
const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

describe.each(backends)('profit and loss background rollup (%s)', (backend) => {
  let api: TestApi;
  let players: { phone: string; token: string }[];
  beforeAll(async () => {
    // Its own database: the prefix waits for every transaction open in it, and other test files' would count.
    api = await startApi(backend, {}, { ownDatabase: true });
    // Credited now: the harness's operator session lapses once the clock has moved days on.
    players = [await newPlayer(api, { points: 1000 }), await newPlayer(api, { points: 1000 })];
  });
  afterAll(async () => {
    await api?.close();
  });

  const placeBids = async (day: string, player: { phone: string; token: string }) => {
    api.clock.set(at(day, '10:00'));
    const place = (overrides: Record<string, unknown>) =>
      call(api, 'set_bid_new.php', bidBody(player.phone, { game_name: 'TIME BAZAR', ...overrides }), { token: player.token });
    expect((await place({ open_digit: '1', points_action: 100 })).body.success).toBe('1');
    expect((await place({ game_type: 'single_pana', open_digit: 'NA', open_pana: '128', points_action: 10 })).body.success).toBe('1');
  };
  /** A date's summary rows, in a comparable order. */
  const summary = async (day: string) => ({
    days: (await api.db.pool.query('SELECT rolled_at, through_bid_id FROM pnl_days WHERE business_date = $1', [day])).rows,
    games: (await api.db.pool.query(
      'SELECT market_id, game_type, bids::int, staked::int, paid::int FROM pnl_day_games WHERE business_date = $1 ORDER BY 1, 2', [day])).rows,
  });
  /** The same figures summed from the bids now. */
  const bidSums = async (day: string) => (await api.db.pool.query(
    `SELECT market_id, game_type, count(*)::int AS bids, sum(points)::int AS staked, sum(win_points)::int AS paid
     FROM bids WHERE business_date = $1 GROUP BY 1, 2 ORDER BY 1, 2`, [day])).rows;
  const report = async (day: string, token: string) => (await admin(api, 'GET', `${PNL_API}?from=${day}&to=${day}`, { token })).body.data as PnlReport;

  it('summarises a date once it is closed; the next report reads the summary; a late revert still forgets it', async () => {
    await placeBids(MONDAY, players[0]!);
    const market = await marketIdOf(api, 'TIME BAZAR');
    api.clock.set(at(MONDAY, '13:05'));
    expect((await declare(api, { marketId: market, session: 'open', pana: '128' })).body.data).toMatchObject({ winners: 2 });

    // The job as main.ts starts it, its timer far off: the test clock decides what is closed, tick() is a turn.
    const job = startPnlRollup(api.ctx, 3_600_000);
    try {
      await job.ready;
      api.clock.set(at('2026-11-24', '05:59'));
      await job.tick();
      expect((await summary(MONDAY)).days).toEqual([]);

      // 06:00 IST: Monday is closed, and the job rolls it up; its figures are the bids' sums.
      const closedAt = at('2026-11-24', '06:00');
      api.clock.set(closedAt);
      await job.tick();
      const rolled = await summary(MONDAY);
      expect(rolled.days).toEqual([{ rolled_at: closedAt, through_bid_id: null }]);
      expect(rolled.games).toEqual(await bidSums(MONDAY));
      expect(rolled.games.reduce((total, row) => total + row.paid, 0)).toBe(950 + 1500);

      // Later, a report: read from that summary (rolled at 06:00, not rolled again), equal to the sums.
      api.clock.set(at('2026-11-24', '11:00'));
      const token = (await operatorToken(api, 'admin')).token;
      const read = await report(MONDAY, token);
      expect(read).toMatchObject({ closed_through: MONDAY, totals: { bids: 2, staked: 110, paid: 2450, uncollected: 0, net: 110 - 2450 } });
      expect(await summary(MONDAY)).toEqual(rolled);
      await job.tick();
      expect(await summary(MONDAY)).toEqual(rolled);

      // A late revert forgets the background summary in its own transaction; the report is right meanwhile.
      expect((await revert(api, { marketId: market, session: 'open', businessDate: MONDAY, reason: 'Typed 128 for 137' }, token)).status).toBe(200);
      expect((await summary(MONDAY)).days).toEqual([]);
      const reverted = await report(MONDAY, token);
      expect(reverted.totals).toMatchObject({ bids: 2, staked: 110, paid: 0, uncollected: 0, net: 110 });
      // The report rolled it again on first use; forgotten once more, the job's next turn rolls it instead.
      await api.db.pool.query('DELETE FROM pnl_days WHERE business_date = $1', [MONDAY]);
      api.clock.set(at('2026-11-24', '11:05'));
      await job.tick();
      const again = await summary(MONDAY);
      expect(again.days).toEqual([{ rolled_at: at('2026-11-24', '11:05'), through_bid_id: null }]);
      expect(again.games).toEqual(await bidSums(MONDAY));
      expect(again.games.reduce((total, row) => total + row.paid, 0)).toBe(0);
    } finally {
      job.stop();
    }
  });

  it('writes each date once with two processes at it, and skips a date whose lock another holds', async () => {
    await placeBids(WEDNESDAY, players[1]!);
    api.clock.set(at('2026-11-26', '06:00'));
    const second = await api.secondInstance();
    try {
      if (backend === 'postgres') {
        // Another process mid-way through Wednesday (its lock held in an open transaction): this one moves on at once.
        const other = await second.ctx.db.pool.connect();
        try {
          await other.query('BEGIN');
          await other.query("SELECT pg_advisory_xact_lock(781245117, DATE '2026-11-25' - DATE '2000-01-01')");
          expect(await rollClosedDays(api.ctx)).toEqual([]);
        } finally {
          await other.query('ROLLBACK');
          other.release();
        }
      }
      const [first, other] = await Promise.all([rollClosedDays(api.ctx), rollClosedDays(second.ctx)]);
      expect([...first, ...other]).toEqual([WEDNESDAY]);
      const rolled = await summary(WEDNESDAY);
      expect(rolled.days).toHaveLength(1);
      expect(rolled.games).toEqual(await bidSums(WEDNESDAY));
      expect(await rollClosedDays(second.ctx)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
