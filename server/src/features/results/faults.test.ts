/**
 * Exactly once under races (docs/SETTLEMENT.md "Exactly once"): the same
 * result declared twice at once, two operators declaring on two API
 * instances, a revert racing a declaration. Whatever wins, no bid is paid
 * twice and no market day is left half-settled: every bid's status matches
 * the result that stands, and every wallet equals its deposit minus its
 * stakes plus the wins of the result that stands. On PostgreSQL the requests
 * truly run in parallel; PGlite (one connection) serialises them, and the
 * rules hold there too. The kill -9 case is `npm run soak` (scripts/soak-settlement.mjs).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ALL_PANAS, DEFAULT_RATES, GAME_TYPES, payout, type BidSelection } from '@matka/shared';
import { availableBackends, expectLedgerBalanced, startApi, type TestApi } from '../../test/harness.js';
import { insertBids, insertPlayers, judgedBySql, marketIdOf, operatorToken } from '../../test/results.js';

const backends = await availableBackends();
const STAKE = 100;

/** A market day of bids on every open-session digit and a spread of panas, from a handful of players. */
function dayOfBids(players: number[]): { userId: number; selection: BidSelection; points: number }[] {
  const bids: { userId: number; selection: BidSelection; points: number }[] = [];
  for (let digit = 0; digit < 10; digit++) {
    bids.push({ userId: players[digit % players.length]!, points: STAKE, selection: { type: 'single_digit', session: 'Open', numbers: { openPana: null, openDigit: String(digit), closePana: null, closeDigit: null } } });
    bids.push({ userId: players[(digit + 1) % players.length]!, points: STAKE, selection: { type: 'jodi_digit', session: 'Open', numbers: { openPana: null, openDigit: String(digit), closePana: null, closeDigit: String((digit * 3) % 10) } } });
  }
  for (const pana of ['128', '137', '146', '236', '245', '290']) {
    bids.push({ userId: players[Number(pana) % players.length]!, points: STAKE, selection: { type: 'single_pana', session: 'Open', numbers: { openPana: pana, openDigit: null, closePana: null, closeDigit: null } } });
  }
  return bids;
}

describe.each(backends)('declarations and reverts exactly once under races (%s)', (backend) => {
  let api: TestApi;
  let second: { app: FastifyInstance; close(): Promise<void> };
  let market: number;
  let day = 0;
  beforeAll(async () => {
    // The races run on fresh days of June 2026: any results operator may declare them here (docs/SETTLEMENT.md
    // "Integrity" keeps days before the market or past RESULT_DAYS_BACK to admins with a reason).
    api = await startApi(backend, { RESULT_DAYS_BACK: 365 });
    second = await api.secondInstance();
    market = await marketIdOf(api, 'KALYAN');
    await api.db.pool.query("UPDATE markets SET created_at = '2026-01-01T00:00:00+05:30' WHERE id = $1", [market]);
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(api);
  });

  async function post(app: FastifyInstance, url: string, token: string, payload: Record<string, unknown>) {
    const response = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
    return { status: response.statusCode, body: response.json() };
  }

  /** A fresh past market day with its bids; returns what the checks need. */
  async function freshDay() {
    day += 1;
    const businessDate = new Date(Date.UTC(2026, 5, day * 2)).toISOString().slice(0, 10); // every other day: KALYAN skips Sundays
    const players = await insertPlayers(api, 4);
    const bids = dayOfBids(players);
    const ids = await insertBids(api, market, businessDate, bids);
    return { businessDate, players, bids, ids };
  }

  /** The day is consistent with whatever result stands now: statuses, wins and wallets. */
  async function expectSettledOnceFor(fresh: Awaited<ReturnType<typeof freshDay>>) {
    const { rows: [result] } = await api.db.pool.query(
      'SELECT open_pana, close_pana FROM results WHERE market_id = $1 AND business_date = $2', [market, fresh.businessDate],
    );
    const openPana: string | null = result?.open_pana ?? null;
    const { rows } = await api.db.pool.query('SELECT id, status, win_points FROM bids_judged WHERE id = ANY($1::bigint[])', [fresh.ids]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const wallets = new Map(fresh.players.map((id) => [id, 0]));
    const outcomes = openPana
      ? await judgedBySql(api.db.pool, fresh.bids.map((bid) => ({ selection: bid.selection, result: { openPana, closePana: result?.close_pana ?? null } })))
      : fresh.bids.map(() => 'pending');
    fresh.bids.forEach((bid, index) => {
      const outcome = outcomes[index];
      const rate = DEFAULT_RATES.find((candidate) => candidate.type === GAME_TYPES[bid.selection.type].rateType)!;
      const win = outcome === 'won' ? payout(bid.points, rate) : 0;
      expect(byId.get(fresh.ids[index]!)).toMatchObject({ status: outcome, win_points: win });
      wallets.set(bid.userId, wallets.get(bid.userId)! + win);
    });
    const { rows: balances } = await api.db.pool.query('SELECT user_id, balance FROM wallets WHERE user_id = ANY($1::bigint[])', [fresh.players]);
    expect(new Map(balances.map((row) => [row.user_id, row.balance]))).toEqual(wallets);
    const { rows: standing } = await api.db.pool.query(
      'SELECT session, pana FROM result_declarations WHERE market_id = $1 AND business_date = $2 AND reverted_at IS NULL', [market, fresh.businessDate],
    );
    expect(standing).toEqual(openPana ? [{ session: 'open', pana: openPana }] : []);
  }

  it('the same open result declared at once, by two operators on two API instances: one succeeds, the rest are refused, paid once', async () => {
    const first = await operatorToken(api, 'results');
    const other = await operatorToken(api, 'admin');
    for (let round = 0; round < 3; round++) {
      const fresh = await freshDay();
      const panas = [ALL_PANAS[round * 7]!, ALL_PANAS[round * 7 + 1]!, '128', '137'];
      const replies = await Promise.all(panas.map((pana, index) => post(
        index % 2 === 0 ? api.app : second.app, '/api/admin/results', index % 2 === 0 ? first.token : other.token,
        { market_id: market, session: 'open', pana, business_date: fresh.businessDate },
      )));
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409]);
      await expectSettledOnceFor(fresh);
    }
  });

  it('a revert racing a re-declaration and a second revert: the day ends consistent, never paid twice', async () => {
    const admin = await operatorToken(api, 'admin');
    const results = await operatorToken(api, 'results');
    for (let round = 0; round < 3; round++) {
      const fresh = await freshDay();
      const declare = (app: FastifyInstance, token: string, pana: string) =>
        post(app, '/api/admin/results', token, { market_id: market, session: 'open', pana, business_date: fresh.businessDate });
      const revert = (app: FastifyInstance, token: string) =>
        post(app, '/api/admin/results/revert', token, { market_id: market, session: 'open', business_date: fresh.businessDate, reason: 'race test' });
      expect((await declare(api.app, admin.token, '128')).status).toBe(200);
      const replies = await Promise.all([revert(api.app, admin.token), declare(second.app, results.token, '137'), revert(second.app, results.token), declare(api.app, admin.token, '146')]);
      for (const reply of replies) expect([200, 409]).toContain(reply.status);
      expect(replies[0]!.status === 200 || replies[2]!.status === 200).toBe(true); // the standing 128 was reverted by one of them
      await expectSettledOnceFor(fresh);
    }
  });
});
