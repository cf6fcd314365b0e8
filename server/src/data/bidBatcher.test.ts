/**
 * Group commit (bidBatcher.ts, place_bids_in_session()): a bid alone goes at
 * once as the one-bid statement; bids arriving while the slot is busy go as
 * one statement, each judged as it would be alone; a bid whose market or
 * wallet is held elsewhere is skipped by the slot's statement and placed
 * again alone, a few at once; a statement that fails writes nothing, and
 * each of its bids goes again alone
 * (docs/decisions/0029-bids-judged-then-written-together.md, docs/decisions/0030, docs/decisions/0031).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { availableBackends, balanceOf, newPlayer, suiteApi, type TestApi } from '../test/harness.js';
import { sessionsBlockedBy, someoneBlockedBy } from '../test/locks.js';
import { kalyanBidCall } from '../test/bidCalls.js';
import { bidBatcher } from './bidBatcher.js';
import { bidRecord, placeBidsFromSlot, placeBidsStatement, type BidCall } from './bids.js';

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
    const place = bidBatcher(api.db.pool, { slots: 1, max: 32, alone: 2 });
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
    const place = bidBatcher(api.db.pool, { slots: 1, max: 32, alone: 2 });
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
    const place = bidBatcher(api.db.pool, { slots: 1, max: 32, alone: 2 });
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

  /** The same bid on another market than KALYAN, on a day without its result. */
  async function onOtherMarket(call: BidCall): Promise<BidCall> {
    const market = (await api.db.pool.query(
      "SELECT id, name, open_time::text, close_time::text, days_mask, status FROM markets WHERE name <> 'KALYAN' AND status = '1' ORDER BY id LIMIT 1",
    )).rows[0];
    return { ...call, market };
  }

  /** What a result declaration does to its market while it settles (features/results/declare.ts): holds the row FOR UPDATE until it commits. */
  async function holdRow(sql: string, values: unknown[]) {
    const holder = await api.db.pool.connect();
    await holder.query('BEGIN');
    await holder.query(sql, values);
    return {
      holder,
      commit: () => holder.query('COMMIT'),
      release: async () => {
        await holder.query('ROLLBACK').catch(() => undefined);
        holder.release();
      },
    };
  }
  const holdKalyan = () => holdRow("SELECT 1 FROM markets WHERE name = 'KALYAN' FOR UPDATE", []);
  const holdWallet = (player: Player) => holdRow('SELECT 1 FROM wallets w JOIN users u ON u.id = w.user_id WHERE u.phone_number = $1 FOR UPDATE', [player.phone]);

  it.runIf(backend === 'postgres')('answers held, at once and writing nothing, for the bids whose market or wallet is held elsewhere; a player\'s later bids wait behind the held one', async () => {
    const [onHeldMarket, withHeldWallet, laterToo, free, twice] = await Promise.all([1, 2, 3, 4, 5].map(() => newPlayer(api, { points: 100 })));
    const market = await holdKalyan();
    const wallet = await holdWallet(withHeldWallet!);
    try {
      const calls = [
        await bidOf(onHeldMarket!, 10), await onOtherMarket(await bidOf(withHeldWallet!, 10)),
        await bidOf(laterToo!, 10), await onOtherMarket(await bidOf(laterToo!, 20)),
        await onOtherMarket(await bidOf(free!, 30)),
        // Its own wallet, locked by its first bid in this call, is not a row held elsewhere.
        await onOtherMarket(await bidOf(twice!, 10)), await onOtherMarket(await bidOf(twice!, 20)),
      ];
      // Answered while both rows are still held: nothing waited.
      expect(await placeBidsFromSlot(api.db.pool, calls, 100)).toEqual([
        { outcome: 'held' }, { outcome: 'held' }, { outcome: 'held' }, { outcome: 'held' }, { outcome: 'placed', balance: 70 },
        { outcome: 'placed', balance: 90 }, { outcome: 'placed', balance: 70 },
      ]);
      expect(await sessionsBlockedBy(api.db.pool, market.holder)).toBe(0);
    } finally {
      await market.release();
      await wallet.release();
    }
    const players = [onHeldMarket, withHeldWallet, laterToo, free, twice];
    expect(await Promise.all(players.map((player) => balanceOf(api, player!.phone)))).toEqual([100, 100, 100, 70, 70]);
    expect(await Promise.all(players.map((player) => ledgerRows(player!)))).toEqual([0, 0, 0, 1, 2]);
    // Not counted against the per-minute budget either: alone, each is counted once.
    const hits = await Promise.all(players.map(async (player) => (await api.db.pool.query(
      "SELECT c.hits FROM rate_limit_counters c JOIN users u ON c.key = 'bids|' || u.id WHERE u.phone_number = $1", [player!.phone],
    )).rows[0]?.hits ?? 0));
    expect(hits).toEqual([0, 0, 0, 1, 2]);
  });

  it.runIf(backend === 'postgres')('is never answered held when called as a node of the previous build calls it, with two arguments: it waits, as before', async () => {
    const player = await newPlayer(api, { points: 100 });
    const call = await bidOf(player, 10);
    const market = await holdKalyan();
    try {
      const sent = api.db.pool.query(
        'SELECT outcome FROM place_bids_in_session($1::jsonb, $2::integer)', [JSON.stringify([bidRecord(call)]), 100],
      );
      await expect(sent).rejects.toMatchObject({ code: '55P03' });
    } finally {
      await market.release();
    }
  });

  it.runIf(backend === 'postgres')('places the rest of a batch while a declaration holds one market: only that market\'s bids wait, alone, and are placed once it commits', async () => {
    const [first, a, held, b] = await Promise.all([1, 2, 3, 4].map(() => newPlayer(api, { points: 100 })));
    const place = bidBatcher(api.db.pool, { slots: 1, max: 32, alone: 2 });
    const calls = [
      await onOtherMarket(await bidOf(first!, 10)), await onOtherMarket(await bidOf(a!, 10)),
      await bidOf(held!, 10), await onOtherMarket(await bidOf(b!, 10)),
    ];
    const market = await holdKalyan();
    const query = vi.spyOn(api.db.pool, 'query');
    try {
      const placing = calls.map(place);
      const waiting = vi.fn();
      void placing[2]!.then(waiting);
      // The other market's bids are placed while KALYAN is still held.
      expect(await Promise.all([placing[0], placing[1], placing[3]])).toEqual([
        { outcome: 'placed', balance: 90 }, { outcome: 'placed', balance: 90 }, { outcome: 'placed', balance: 90 },
      ]);
      // The held one is sent again alone and waits on the market: watched in PostgreSQL, not timed.
      await someoneBlockedBy(api.db.pool, market.holder);
      expect(waiting).not.toHaveBeenCalled();
      await market.commit();
      expect(await placing[2]).toEqual({ outcome: 'placed', balance: 90 });
      // The first alone, the three that waited together, then the held one alone.
      expect(bidStatements(query.mock.calls)).toEqual(['one', 3, 'one']);
    } finally {
      query.mockRestore();
      await market.release();
    }
    expect(await Promise.all([first, a, held, b].map((player) => ledgerRows(player!)))).toEqual([1, 1, 1, 1]);
  });

  it.runIf(backend === 'postgres')('lets at most `alone` held bids wait on a connection: the rest wait in memory, and the bids and reads behind them go on', async () => {
    const heldPlayers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newPlayer(api, { points: 100 })));
    const later = await newPlayer(api, { points: 100 });
    const place = bidBatcher(api.db.pool, { slots: 1, max: 32, alone: 2 });
    const calls = await Promise.all(heldPlayers.map((player) => bidOf(player, 10)));
    const market = await holdKalyan();
    try {
      const placing = calls.map(place);
      const settled = vi.fn();
      for (const bid of placing) void bid.then(settled);
      await someoneBlockedBy(api.db.pool, market.holder, 10_000, 2);
      // Another market's bid is placed through the slot meanwhile: every held bid has been through it by now.
      expect(await place(await onOtherMarket(await bidOf(later, 10)))).toEqual({ outcome: 'placed', balance: 90 });
      expect(await sessionsBlockedBy(api.db.pool, market.holder)).toBe(2);
      expect(settled).not.toHaveBeenCalled();
      await market.commit();
      expect(await Promise.all(placing)).toEqual(heldPlayers.map(() => ({ outcome: 'placed', balance: 90 })));
    } finally {
      await market.release();
    }
    expect(await Promise.all(heldPlayers.map((player) => ledgerRows(player)))).toEqual(heldPlayers.map(() => 1));
  });

  it.runIf(backend === 'postgres')('places a bid whose wallet is held elsewhere once the holder commits, the bids behind it meanwhile', async () => {
    const [held, a, b] = await Promise.all([1, 2, 3].map(() => newPlayer(api, { points: 100 })));
    const place = bidBatcher(api.db.pool, { slots: 1, max: 32, alone: 2 });
    const heldCall = await bidOf(held!, 10);
    const others = [await bidOf(a!, 10), await bidOf(b!, 10)];
    // What a deposit's approval, or the other API node's batch, does to one wallet: held until it commits.
    const wallet = await holdWallet(held!);
    try {
      const first = place(heldCall);
      const settled = vi.fn();
      void first.then(settled);
      // The slot's statement skipped it at once; placed again alone, it waits on the wallet outside the slot.
      await someoneBlockedBy(api.db.pool, wallet.holder);
      expect(await Promise.all(others.map(place))).toEqual([{ outcome: 'placed', balance: 90 }, { outcome: 'placed', balance: 90 }]);
      expect(settled).not.toHaveBeenCalled();
      await wallet.commit();
      expect(await first).toEqual({ outcome: 'placed', balance: 90 });
    } finally {
      await wallet.release();
    }
    expect(await Promise.all([held, a, b].map((player) => ledgerRows(player!)))).toEqual([1, 1, 1]);
  });
});
