/**
 * Today's board (GET /api/admin/board, docs/CONSOLE.md "Today's board") on
 * PGlite and PostgreSQL, through the real HTTP layer at pinned clocks: each
 * session's state (taking bids, waiting, overdue after RESULT_OVERDUE_MINUTES,
 * declared, drawn, holiday, off, not running, upcoming), time order, the bids
 * and points each session's result decides equal to SQL's count, declarable
 * exactly when the Results screen would declare, the role check and a bad date.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_API, numbersForSingle, type Board, type BoardSession, type BidSelection } from '@matka/shared';
import { availableBackends, MONDAY_MORNING, suiteApi, type TestApi } from '../../test/harness.js';
import { admin } from '../../test/console.js';
import { declare, insertBids, insertPlayers, operatorToken } from '../../test/results.js';
import { runDraws } from '../results/draws.js';

const backends = await availableBackends();
/** The harness clock's business date (Monday 23 Nov 2026, 10:00 IST). */
const TODAY = '2026-11-23';
const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const at = (time: string, date = TODAY) => new Date(`${date}T${time}:00+05:30`);

let markets = 0;

describe.each(backends)("today's board (%s)", (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  async function newMarket(options: { open?: string; close?: string; days?: string[]; drawMode?: 'server' } = {}): Promise<{ id: number; name: string }> {
    markets += 1;
    const name = `Board ${markets}`;
    const created = await admin(api, 'POST', ADMIN_API.markets, {
      body: { name, open_time: options.open ?? '11:00', close_time: options.close ?? '12:00', days: options.days ?? EVERY_DAY, draw_mode: options.drawMode ?? 'manual' },
    });
    expect(created.status).toBe(201);
    return { id: created.body.data.id as number, name };
  }

  async function board(date?: string, token?: string): Promise<Board> {
    const reply = await admin(api, 'GET', `${ADMIN_API.board}${date ? `?date=${date}` : ''}`, token ? { token } : {});
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as Board;
  }

  /** The market's two sessions on the board, open then close. */
  async function sessionsOf(marketId: number, date?: string, token?: string): Promise<{ open: BoardSession; close: BoardSession }> {
    const sessions = (await board(date, token)).sessions.filter((session) => session.market_id === marketId);
    expect(sessions.map((session) => session.session)).toEqual(['open', 'close']);
    return { open: sessions[0]!, close: sessions[1]! };
  }

  async function during<T>(instant: Date, run: () => Promise<T>): Promise<T> {
    api.clock.set(instant);
    try {
      return await run();
    } finally {
      api.clock.set(MONDAY_MORNING);
    }
  }

  it('takes bids before the cut-off, then waits since the cut-off, and is overdue RESULT_OVERDUE_MINUTES later until declared', async () => {
    const market = await newMarket(); // 11:00–12:00 IST
    const before = await sessionsOf(market.id);
    expect(before.open).toMatchObject({
      market: market.name, business_date: TODAY, cutoff: '11:00', state: 'taking_bids', drawn_by: 'operator', pana: null, declared_at: null,
      bids: 0, points: 0, declarable: false, due_at: at('11:00').toISOString(), overdue_at: at('11:30').toISOString(),
    });
    expect(before.close).toMatchObject({ cutoff: '12:00', state: 'taking_bids', declarable: false, due_at: at('12:00').toISOString() });

    const waiting = await during(at('11:00'), () => sessionsOf(market.id));
    expect(waiting.open).toMatchObject({ state: 'waiting', declarable: true });
    // The close is declared after the open: waiting for nothing yet, and not declarable.
    expect(waiting.close).toMatchObject({ state: 'taking_bids', declarable: false });
    expect((await during(at('11:29'), () => sessionsOf(market.id))).open.state).toBe('waiting');
    expect((await during(at('11:30'), () => sessionsOf(market.id))).open.state).toBe('overdue');

    const late = await during(at('12:10'), () => sessionsOf(market.id));
    expect(late.open).toMatchObject({ state: 'overdue', declarable: true });
    expect(late.close).toMatchObject({ state: 'waiting', declarable: false }); // the open result first

    await during(at('12:10'), async () => expect((await declare(api, { marketId: market.id, session: 'open', pana: '128' })).status).toBe(200));
    const declared = await during(at('12:11'), () => sessionsOf(market.id));
    expect(declared.open).toMatchObject({ state: 'declared', pana: '128', declared_at: at('12:10').toISOString(), declarable: false, drawn_by: 'operator' });
    expect(declared.close).toMatchObject({ state: 'waiting', declarable: true });
    expect((await during(at('12:30'), () => sessionsOf(market.id))).close.state).toBe('overdue');
  });

  it('reads the overdue delay from RESULT_OVERDUE_MINUTES', async () => {
    const market = await newMarket({ open: '10:30', close: '11:30' });
    const other = await api.secondInstance({ RESULT_OVERDUE_MINUTES: 5 });
    try {
      api.clock.set(at('10:35'));
      const reply = await other.app.inject({ method: 'GET', url: ADMIN_API.board, headers: { authorization: `Bearer ${(await operatorToken(api, 'results')).token}` } });
      const data = reply.json().data as Board;
      expect(data.overdue_minutes).toBe(5);
      expect(data.sessions.find((session) => session.market_id === market.id && session.session === 'open')).toMatchObject({
        state: 'overdue', overdue_at: at('10:35').toISOString(),
      });
      expect((await board()).overdue_minutes).toBe(30);
      expect((await sessionsOf(market.id)).open.state).toBe('waiting');
    } finally {
      api.clock.set(MONDAY_MORNING);
      await other.close();
    }
  });

  it('shows a server-drawn session as drawn with its pana, never declarable by hand', async () => {
    const market = await newMarket({ drawMode: 'server' }); // commits 24 and 25 Nov
    const tomorrow = '2026-11-24';
    expect((await sessionsOf(market.id)).open).toMatchObject({ state: 'taking_bids', drawn_by: 'operator' }); // today is declared by hand
    expect((await sessionsOf(market.id, tomorrow)).open).toMatchObject({ state: 'upcoming', drawn_by: 'server', declarable: false });

    // An operator signed in that day (a session ends 12 hours after its sign-in).
    const due = await during(at('11:00', tomorrow), async () => sessionsOf(market.id, tomorrow, (await operatorToken(api, 'results')).token));
    expect(due.open).toMatchObject({ state: 'waiting', drawn_by: 'server', declarable: false });
    const drawn = await during(at('11:01', tomorrow), async () => {
      await runDraws(api.ctx);
      return sessionsOf(market.id, tomorrow, (await operatorToken(api, 'results')).token);
    });
    expect(drawn.open).toMatchObject({ state: 'drawn', drawn_by: 'server', declarable: false, declared_at: at('11:01', tomorrow).toISOString() });
    expect(drawn.open.pana).toMatch(/^\d{3}$/);
    expect(drawn.close).toMatchObject({ state: 'taking_bids', drawn_by: 'server', pana: null });
  });

  it('shows a holiday, a switched-off market and a day the market does not run; a switched-off session with bids can still be declared', async () => {
    const holiday = await newMarket();
    expect((await admin(api, 'PATCH', ADMIN_API.market(holiday.id), { body: { holidays: [TODAY] } })).status).toBe(200);
    const off = await newMarket();
    const [player] = await insertPlayers(api, 1);
    await insertBids(api, off.id, TODAY, [{ userId: player!, selection: { type: 'single_digit', session: 'Open', numbers: numbersForSingle('single_digit', 'Open', '4') }, points: 50 }]);
    expect((await admin(api, 'PATCH', ADMIN_API.market(off.id), { body: { status: '0', reason: 'Board test: switched off' } })).status).toBe(200);
    const sundaysOff = await newMarket({ days: ['tue', 'wed'] });

    const shown = await during(at('12:30'), async () => ({
      holiday: await sessionsOf(holiday.id), off: await sessionsOf(off.id), notRunning: await sessionsOf(sundaysOff.id),
    }));
    expect([shown.holiday.open.state, shown.holiday.close.state]).toEqual(['holiday', 'holiday']);
    expect([shown.holiday.open.declarable, shown.holiday.close.declarable]).toEqual([false, false]);
    expect(shown.off.open).toMatchObject({ state: 'off', bids: 1, points: 50, declarable: true });
    expect(shown.off.close).toMatchObject({ state: 'off', bids: 0, declarable: false }); // no bids, and the open first
    expect([shown.notRunning.open.state, shown.notRunning.close.state]).toEqual(['not_running', 'not_running']);
    // Before the cut-off a switched-off session is not declarable, bids or not.
    expect((await sessionsOf(off.id)).open).toMatchObject({ state: 'off', declarable: false });
  });

  it('lists every session in time order, a close past midnight last and on the day it belongs to', async () => {
    const late = await newMarket({ open: '21:35', close: '00:10', days: EVERY_DAY });
    const early = await newMarket({ open: '06:00', close: '07:00' });
    const { sessions } = await board();
    const dues = sessions.map((session) => Date.parse(session.due_at));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    expect(sessions[0]).toMatchObject({ market_id: early.id, session: 'open' });
    expect(sessions.at(-1)).toMatchObject({ market_id: late.id, session: 'close', cutoff: '00:10', due_at: at('00:10', '2026-11-24').toISOString() });
    // Every market that existed that day, both sessions.
    const { rows } = await api.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM markets');
    expect(sessions).toHaveLength(rows[0]!.n * 2);
    // A market made today is not on an earlier day's board.
    expect((await board('2026-11-22')).sessions.some((session) => session.market_id === late.id)).toBe(false);

    // 00:03 on the 24th: the clock is still on the 23rd's draw for this market.
    const pastMidnight = await during(at('00:03', '2026-11-24'), async () => {
      const { token } = await operatorToken(api, 'results');
      return { today: await sessionsOf(late.id, TODAY, token), next: await sessionsOf(late.id, '2026-11-24', token) };
    });
    expect(pastMidnight.today.open.state).toBe('overdue'); // due 21:35 on the 23rd, overdue from 22:05
    expect(pastMidnight.today.close.state).toBe('taking_bids');
    expect(pastMidnight.next.open.state).toBe('upcoming');
  });

  it("counts each session's bids and points as SQL does, by the result that decides them, and matches the declaration", async () => {
    const market = await newMarket();
    const players = await insertPlayers(api, 3);
    const single = (type: BidSelection['type'], session: 'Open' | 'Close', value: string): BidSelection => ({ type, session, numbers: numbersForSingle(type, session, value) });
    const bids = [
      { selection: single('single_digit', 'Open', '1'), points: 10 },
      { selection: single('single_digit_bulk', 'Open', '2'), points: 20 },
      { selection: single('single_pana', 'Open', '128'), points: 30 },
      { selection: single('single_digit', 'Close', '3'), points: 40 },
      { selection: single('double_pana', 'Close', '337'), points: 50 },
      { selection: single('jodi_digit', 'Open', '13'), points: 60 },
      { selection: { type: 'half_sangam', session: 'Open', numbers: { openPana: '128', openDigit: null, closePana: null, closeDigit: '3' } }, points: 70 },
      { selection: { type: 'full_sangam', session: 'Open', numbers: { openPana: '128', openDigit: null, closePana: '337', closeDigit: null } }, points: 80 },
    ] as const;
    await insertBids(api, market.id, TODAY, bids.map((bid, index) => ({ userId: players[index % 3]!, selection: bid.selection, points: bid.points })));
    // Another day's bids and another market's are not counted.
    await insertBids(api, market.id, '2026-11-22', [{ userId: players[0]!, selection: single('single_digit', 'Open', '1'), points: 999 }]);

    const shown = await sessionsOf(market.id);
    // Digit and pana bids of the open session are decided by the open result; the rest by the close (docs/SETTLEMENT.md).
    expect(shown.open).toMatchObject({ bids: 3, points: 60 });
    expect(shown.close).toMatchObject({ bids: 5, points: 300 });
    const { rows } = await api.db.pool.query<{ session: string; bids: number; points: number }>(
      `SELECT bid_decided_by(game_type, session) AS session, count(*)::int AS bids, sum(points)::int AS points
       FROM bids WHERE market_id = $1 AND business_date = $2 GROUP BY 1 ORDER BY 1 DESC`, [market.id, TODAY],
    );
    expect(rows).toEqual([{ session: 'open', bids: shown.open.bids, points: shown.open.points }, { session: 'close', bids: shown.close.bids, points: shown.close.points }]);

    const declared = await during(at('11:05'), () => declare(api, { marketId: market.id, session: 'open', pana: '128' }));
    expect(declared.body.data).toMatchObject({ settled: shown.open.bids, staked: shown.open.points });
    // Settled bids still count: the board shows the day's bids, whatever their status.
    expect((await sessionsOf(market.id)).open).toMatchObject({ state: 'declared', bids: 3, points: 60 });
  });

  it('is for the results grant: 403 for a cashier, 401 without a session; a read writes no audit row', async () => {
    const results = await operatorToken(api, 'results');
    const cashier = await operatorToken(api, 'cashier');
    const audited = await api.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect((await board(undefined, results.token)).date).toBe(TODAY);
    expect(await admin(api, 'GET', ADMIN_API.board, { token: cashier.token })).toMatchObject({
      status: 403, body: { success: '0', msg: 'Your operator role does not allow this.' },
    });
    expect((await api.app.inject({ method: 'GET', url: ADMIN_API.board })).statusCode).toBe(401);
    expect((await api.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n).toBe(audited.rows[0]!.n);
  });

  it('refuses a date that is not a real YYYY-MM-DD date with a 400 that says so', async () => {
    for (const date of ['2026-02-30', 'today', '23-11-2026', '']) {
      expect(await admin(api, 'GET', `${ADMIN_API.board}?date=${date}`), date).toMatchObject({
        status: 400, body: { success: '0', msg: 'Date must be a real date written YYYY-MM-DD.' },
      });
    }
    expect((await board('2026-11-20')).date).toBe('2026-11-20');
  });
});
