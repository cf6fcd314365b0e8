/**
 * Group commit under a rush (data/bidBatcher.ts, place_bids_in_session()): many
 * players' bids at once, through the route, with one slot so nearly every
 * bid waits and goes in a batch. Every bid placed exactly once, no wallet
 * below zero, every wallet equal to its ledger (suiteApi checks that after
 * each test) — on one process and, on PostgreSQL, on two at once.
 */
import { describe, expect, it, vi } from 'vitest';
import { FUND_MSG } from '@matka/shared';
import { availableBackends, balanceOf, bidBody, newPlayer, suiteApi, type TestApi } from '../../test/harness.js';

const backends = await availableBackends();

describe.each(backends)('bids of many players placed together (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started), { BID_BATCH_SLOTS: 1 });

  const place = (app: TestApi['app'], token: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST', url: '/api/set_bid_new.php',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body as Record<string, string>).toString(),
    });

  async function rush(apps: TestApi['app'][]) {
    // The first alone: the harness logs its operator in once, on the first credit.
    const players = [await newPlayer(api, { points: 100 })];
    players.push(...await Promise.all(Array.from({ length: 29 }, () => newPlayer(api, { points: 100 }))));
    // Each player: three different 40-point bids (two fit in 100) and one of them sent twice (a double tap).
    const bodies = players.map((player) => [40, 40, 40].map((points) => bidBody(player.phone, { points_action: points })));
    const requests = players.flatMap((player, index) => [...bodies[index]!, bodies[index]![0]!].map((body, n) => ({ player, body, n })));
    const query = vi.spyOn(api.db.pool, 'query');
    let batches: number;
    let replies;
    try {
      replies = await Promise.all(requests.map(({ player, body, n }) => place(apps[n % apps.length]!, player.token, body)));
      batches = query.mock.calls.filter(([text]) => String(text).includes('place_bids_in_session(')).length;
    } finally {
      query.mockRestore();
    }
    expect(batches).toBeGreaterThan(0);
    for (const [index, player] of players.entries()) {
      const own = replies.slice(index * 4, index * 4 + 4).map((reply) => reply.json());
      expect(own.filter((body) => body.success === '1' && !body.replay)).toHaveLength(2);
      expect(own.filter((body) => body.success === '0').map((body) => body.msg)).toEqual(
        own.filter((body) => body.success === '0').map(() => FUND_MSG.insufficientBalance),
      );
      expect(await balanceOf(api, player.phone)).toBe(20);
    }
    const { rows } = await api.db.pool.query(
      `SELECT count(*)::int AS bids, count(DISTINCT (b.user_id, b.transaction_id))::int AS distinct_ids,
              (SELECT count(*)::int FROM wallets WHERE balance < 0) AS negative
       FROM bids b JOIN users u ON u.id = b.user_id WHERE u.phone_number = ANY($1)`,
      [players.map((player) => player.phone)],
    );
    expect(rows[0]).toEqual({ bids: 60, distinct_ids: 60, negative: 0 });
  }

  it('places every bid of a rush exactly once, never overdraws, each wallet equal to its ledger', async () => {
    await rush([api.app]);
  });

  it.runIf(backend === 'postgres')('does the same with two API processes batching on one database', async () => {
    const second = await api.secondInstance();
    try {
      await rush([api.app, second.app]);
    } finally {
      await second.close();
    }
  });
});
