/**
 * Group commit (bidBatcher.ts, place_bids_in_session()): a bid alone goes at
 * once as the one-bid statement; bids arriving while the slot is busy go as
 * one statement, each judged as it would be alone; a statement that fails
 * writes nothing, and each of its bids goes again alone
 * (docs/decisions/0029-bids-judged-then-written-together.md, docs/decisions/0030).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { availableBackends, balanceOf, newPlayer, suiteApi, type TestApi } from '../test/harness.js';
import { someoneBlockedBy } from '../test/locks.js';
import { kalyanBidCall } from '../test/bidCalls.js';
import { bidBatcher } from './bidBatcher.js';
import { placeBidsStatement, type BidCall } from './bids.js';

const backends = await availableBackends();

describe.each(backends)('group commit of bids (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  interface Player { phone: string; token: string }

  const bidOf = (player: Player, points: number, transactionId?: string): Promise<BidCall> => kalyanBidCall(api, player, points, transactionId);

  const ledgerRows = async (player: Player) => (await api.db.pool.query(
    "SELECT count(*)::int AS n FROM ledger l JOIN users u ON u.id = l.user_id WHERE u.phone_number = $1 AND l.kind = 'bid'", [player.phone],
  )).rows[0].n as number;

  /** The bid statements sent while `fn` runs: 'one' for a bid alone, or the size of a batch. */
  async function statementsDuring<T>(fn: () => Promise<T>): Promise<{ result: T; sent: (string | number)[] }> {
    const query = vi.spyOn(api.db.pool, 'query');
    try {
      const result = await fn();
      return { result, sent: bidStatements(query.mock.calls) };
    } finally {
      query.mockRestore();
    }
  }

  function bidStatements(calls: unknown[]): (string | number)[] {
    return (calls as [unknown, unknown[]?][]).flatMap(([text, values]): (string | number)[] => {
      const sql = String(text);
      if (!sql.includes('place_bids_in_session(')) return [];
      const bids = (JSON.parse(String(values![0])) as unknown[]).length;
      return [bids === 1 ? 'one' : bids];
    });
  }

  it('sends a bid that finds the slot free at once, as the one-bid statement', async () => {
    const player = await newPlayer(api, { points: 100 });
    const place = bidBatcher(api.db.pool, { slots: 1, max: 32 });
    const call = await bidOf(player, 10);
    const query = vi.spyOn(api.db.pool, 'query');
    try {
      const placing = place(call);
      // Sent before the caller even awaits: no timer, no waiting for company.
      expect(bidStatements(query.mock.calls)).toEqual(['one']);
      expect(await placing).toEqual({ outcome: 'placed', balance: 90 });
    } finally {
      query.mockRestore();
    }
  });

  it('places the bids that waited for the slot in one statement, each with its own outcome', async () => {
    const [first, ok, poor, replayed, last] = await Promise.all([100, 100, 5, 100, 100].map((points) => newPlayer(api, { points })));
    const place = bidBatcher(api.db.pool, { slots: 1, max: 32 });
    const earlier = await bidOf(replayed!, 30);
    expect(await place(earlier)).toEqual({ outcome: 'placed', balance: 70 });
    const calls = [await bidOf(first!, 10), await bidOf(ok!, 20), await bidOf(poor!, 10), { ...earlier }, await bidOf(last!, 50)];
    const { result, sent } = await statementsDuring(() => Promise.all(calls.map(place)));
    // The first goes alone; the four that waited go together.
    expect(sent).toEqual(['one', 4]);
    expect(result).toEqual([
      { outcome: 'placed', balance: 90 }, { outcome: 'placed', balance: 80 }, { outcome: 'insufficient' },
      { outcome: 'replay' }, { outcome: 'placed', balance: 50 },
    ]);
    expect(await Promise.all([first, ok, poor, replayed, last].map((player) => balanceOf(api, player!.phone)))).toEqual([90, 80, 5, 70, 50]);
    expect(await Promise.all([first, ok, poor, replayed, last].map((player) => ledgerRows(player!)))).toEqual([1, 1, 0, 1, 1]);
  });

  it('judges a player\'s second bid in a batch after the first: the balance left, a double tap, the loss limit', async () => {
    const [twice, tapped, limited] = await Promise.all([100, 100, 100].map((points) => newPlayer(api, { points })));
    await api.db.pool.query(
      `INSERT INTO player_limits (user_id, kind, period, points, updated_at)
       SELECT id, 'loss', 'day', 50, now() FROM users WHERE phone_number = $1`, [limited!.phone],
    );
    const tap = await bidOf(tapped!, 30);
    const calls = [
      await bidOf(twice!, 60), await bidOf(limited!, 30), tap, await bidOf(twice!, 60), { ...tap }, await bidOf(limited!, 30),
    ];
    expect(await placeBidsStatement(api.db.pool, calls)).toEqual([
      { outcome: 'placed', balance: 40 }, { outcome: 'placed', balance: 70 }, { outcome: 'placed', balance: 70 },
      { outcome: 'insufficient' }, { outcome: 'replay' }, { outcome: 'loss_limit', limit: 50, period: 'day', left: 20 },
    ]);
    expect(await Promise.all([twice, tapped, limited].map((player) => balanceOf(api, player!.phone)))).toEqual([40, 70, 70]);
    expect(await Promise.all([twice, tapped, limited].map((player) => ledgerRows(player!)))).toEqual([1, 1, 1]);
  });

  it('answers each bid of one statement by the first check that refuses it, and counts only the bids that reach the count', async () => {
    const points = [100, 100, 100, 100, 100, 100, 100, 5, 100];
    const [session, stale, replayed, rated, closed, unrated, limited, poor, placed] = await Promise.all(points.map((p) => newPlayer(api, { points: p })));
    await api.db.pool.query(
      `INSERT INTO player_limits (user_id, kind, period, points, updated_at)
       SELECT id, 'loss', 'day', 5, now() FROM users WHERE phone_number = $1`, [limited!.phone],
    );
    // A result already declared for the day the 'closed' bid is on.
    await api.db.pool.query(
      `INSERT INTO results (market_id, business_date, open_pana, open_declared_at)
       SELECT id, '2026-12-30', '123', now() FROM markets WHERE name = 'KALYAN'
       ON CONFLICT (market_id, business_date) DO UPDATE SET open_pana = '123', holiday = false`,
    );
    const first = await bidOf(replayed!, 10);
    expect(await placeBidsStatement(api.db.pool, [first])).toEqual([{ outcome: 'placed', balance: 90 }]);
    const withBid = async (player: Player, change: (call: BidCall) => BidCall) => change(await bidOf(player, 10));
    const calls = [
      await withBid(placed!, (call) => call),
      await withBid(poor!, (call) => call),
      await withBid(limited!, (call) => call),
      await withBid(unrated!, (call) => ({ ...call, bid: { ...call.bid, gameType: 'no_such_game' } })),
      await withBid(closed!, (call) => ({ ...call, bid: { ...call.bid, businessDate: '2026-12-30' } })),
      await withBid(rated!, (call) => ({ ...call, budget: { ...call.budget, max: 0 } })),
      { ...first, bid: { ...first.bid } },
      await withBid(stale!, (call) => ({ ...call, market: { ...call.market, close_time: '23:59:00' } })),
      await withBid(session!, (call) => ({ ...call, player: { ...call.player, tokenHash: 'not-a-session' } })),
    ];
    const outcomes = await placeBidsStatement(api.db.pool, calls);
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual([
      'placed', 'insufficient', 'loss_limit', 'no_rate', 'closed', 'rate', 'replay', 'stale', 'session',
    ]);
    expect(outcomes[0]).toEqual({ outcome: 'placed', balance: 90 });
    expect(outcomes[2]).toEqual({ outcome: 'loss_limit', limit: 5, period: 'day', left: 5 });
    expect(outcomes[5]).toMatchObject({ outcome: 'rate', waitMs: expect.any(Number) });

    const players = [placed, poor, limited, unrated, closed, rated, replayed, stale, session];
    expect(await Promise.all(players.map((player) => balanceOf(api, player!.phone)))).toEqual([90, 5, 100, 100, 100, 100, 90, 100, 100]);
    expect(await Promise.all(players.map((player) => ledgerRows(player!)))).toEqual([1, 0, 0, 0, 0, 0, 1, 0, 0]);
    // The per-minute count: every bid that reached it, once; a replay, a changed market and a dead session never did.
    const hits = await Promise.all(players.map(async (player) => (await api.db.pool.query(
      "SELECT c.hits FROM rate_limit_counters c JOIN users u ON c.key = 'bids|' || u.id WHERE u.phone_number = $1", [player!.phone],
    )).rows[0]?.hits ?? 0));
    expect(hits).toEqual([1, 1, 1, 1, 1, 1, 1, 0, 0]);
  });

  it('writes nothing of a batch whose statement fails, and places each of its bids again alone', async () => {
    const [first, ok, failing, last] = await Promise.all([100, 100, 100, 100].map((points) => newPlayer(api, { points })));
    const place = bidBatcher(api.db.pool, { slots: 1, max: 32 });
    const calls = [
      await bidOf(first!, 10), await bidOf(ok!, 20), await bidOf(failing!, 40, `boom${randomBytes(6).toString('hex')}`), await bidOf(last!, 50),
    ];
    // A unique violation raised by a bid's insert, after the batch's debits: what a double tap racing it would raise.
    await api.db.pool.query(`CREATE FUNCTION test_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.transaction_id LIKE 'boom%' THEN RAISE unique_violation USING MESSAGE = 'test: duplicate transaction id'; END IF; RETURN NEW; END $$`);
    await api.db.pool.query('CREATE TRIGGER test_boom BEFORE INSERT ON bids FOR EACH ROW EXECUTE FUNCTION test_boom()');
    try {
      const { result, sent } = await statementsDuring(() => Promise.allSettled(calls.map(place)));
      // The first goes alone; the three that waited go together, fail, and each goes again alone.
      expect(sent).toEqual(['one', 3, 'one', 'one', 'one']);
      expect(result[0]).toEqual({ status: 'fulfilled', value: { outcome: 'placed', balance: 90 } });
      expect(result[1]).toEqual({ status: 'fulfilled', value: { outcome: 'placed', balance: 80 } });
      // Alone, it fails as it would have without a batch: placeBid() answers a unique violation as a replay.
      expect(result[2]).toMatchObject({ status: 'rejected', reason: { code: '23505' } });
      expect(result[3]).toEqual({ status: 'fulfilled', value: { outcome: 'placed', balance: 50 } });
    } finally {
      await api.db.pool.query('DROP TRIGGER test_boom ON bids');
      await api.db.pool.query('DROP FUNCTION test_boom()');
    }
    expect(await Promise.all([first, ok, failing, last].map((player) => balanceOf(api, player!.phone)))).toEqual([90, 80, 100, 50]);
    expect(await Promise.all([first, ok, failing, last].map((player) => ledgerRows(player!)))).toEqual([1, 1, 0, 1]);
  });

  it.runIf(backend === 'postgres')('gives the slot up when a bid alone waits on a lock held elsewhere: the bids behind it are placed meanwhile', async () => {
    const [held, a, b] = await Promise.all([1, 2, 3].map(() => newPlayer(api, { points: 100 })));
    const place = bidBatcher(api.db.pool, { slots: 1, max: 32 });
    const heldCall = await bidOf(held!, 10);
    const others = [await bidOf(a!, 10), await bidOf(b!, 10)];
    const holder = await api.db.pool.connect();
    const query = vi.spyOn(api.db.pool, 'query');
    try {
      // What a result declaration does to its market's bids, here to one wallet: held until it commits.
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM wallets w JOIN users u ON u.id = w.user_id WHERE u.phone_number = $1 FOR UPDATE', [held!.phone]);
      const first = place(heldCall);
      const settled = vi.fn();
      void first.then(settled);
      // It found the slot free and waits on the wallet in it; two more bids queue behind the slot.
      await someoneBlockedBy(api.db.pool, holder);
      const behind = others.map(place);
      // It gives the slot up after its lock wait (100 ms); the two are placed while it still waits, outside the slots.
      expect(await Promise.all(behind)).toEqual([{ outcome: 'placed', balance: 90 }, { outcome: 'placed', balance: 90 }]);
      await someoneBlockedBy(api.db.pool, holder);
      expect(settled).not.toHaveBeenCalled();
      await holder.query('COMMIT');
      expect(await first).toEqual({ outcome: 'placed', balance: 90 });
      expect(bidStatements(query.mock.calls)).toEqual(['one', 2, 'one']);
    } finally {
      query.mockRestore();
      await holder.query('ROLLBACK').catch(() => undefined);
      holder.release();
    }
    expect(await Promise.all([held, a, b].map((player) => ledgerRows(player!)))).toEqual([1, 1, 1]);
  });

  it.runIf(backend === 'postgres')('does not hold a batch for a lock held elsewhere: the batch gives up, its bids go alone, and only that one waits', async () => {
    const [first, a, held, b] = await Promise.all([1, 2, 3, 4].map(() => newPlayer(api, { points: 100 })));
    const place = bidBatcher(api.db.pool, { slots: 1, max: 32 });
    const calls = [await bidOf(first!, 10), await bidOf(a!, 10), await bidOf(held!, 10), await bidOf(b!, 10)];
    const holder = await api.db.pool.connect();
    const query = vi.spyOn(api.db.pool, 'query');
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM wallets w JOIN users u ON u.id = w.user_id WHERE u.phone_number = $1 FOR UPDATE', [held!.phone]);
      const placing = calls.map(place);
      // The batch gives up on the held wallet after its lock timeout (100 ms), writing nothing; alone, the others are placed.
      expect(await Promise.all([placing[0], placing[1], placing[3]])).toEqual([
        { outcome: 'placed', balance: 90 }, { outcome: 'placed', balance: 90 }, { outcome: 'placed', balance: 90 },
      ]);
      const waiting = vi.fn();
      void placing[2]!.then(waiting);
      // The held bid is sent again alone and waits on the wallet: watched in PostgreSQL, not timed.
      await someoneBlockedBy(api.db.pool, holder);
      expect(waiting).not.toHaveBeenCalled();
      await holder.query('COMMIT');
      expect(await placing[2]).toEqual({ outcome: 'placed', balance: 90 });
      // Each bid of the batch was sent again alone.
      expect(bidStatements(query.mock.calls)).toEqual(['one', 3, 'one', 'one', 'one']);
    } finally {
      query.mockRestore();
      await holder.query('ROLLBACK').catch(() => undefined);
      holder.release();
    }
    expect(await ledgerRows(held!)).toBe(1);
  });
});
