import { describe, expect, it } from 'vitest';
import { BID_MSG, FUND_MSG } from '@matka/shared';
import { availableBackends, balanceOf, bidBody, newPlayer, suiteApi, type TestApi } from '../../test/harness.js';

const backends = await availableBackends();

describe.each(backends)('the fair bid queue (%s)', (backend) => {
  let api: TestApi;
  // The shipped defaults for the queue (1 at a time, 4 waiting) and a small per-minute budget to reach in a test.
  suiteApi(backend, (started) => (api = started), { BID_IN_FLIGHT_PER_PLAYER: 1, BID_WAITING_PER_PLAYER: 4, BID_RATE_PER_MINUTE: 40 });

  const place = (phone: string, token: string, app = api.app) =>
    app.inject({
      method: 'POST', url: '/api/set_bid_new.php',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(bidBody(phone) as Record<string, string>).toString(),
    });

  it('serves a burst of one player in order, refuses the rest with a clear 429, and never overdraws', async () => {
    const { phone, token } = await newPlayer(api, { points: 30 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => place(phone, token)));
    const placed = replies.filter((reply) => reply.statusCode === 200).map((reply) => reply.json().Remaining_user_balance as number);
    const refused = replies.filter((reply) => reply.statusCode === 429);
    const broke = replies.filter((reply) => reply.statusCode === 409);
    // One at a time: each placed bid saw the balance the one before it left (the order they reached the queue in
    // is not the order they were sent in; playerQueue.test.ts checks that order).
    expect(placed.sort((a, b) => b - a)).toEqual([20, 10, 0].slice(0, placed.length));
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((reply) => reply.json().msg === BID_MSG.tooManyWaiting && reply.json().success === '0')).toBe(true);
    expect(broke.every((reply) => reply.json().msg === FUND_MSG.insufficientBalance)).toBe(true);
    expect(placed.length + refused.length + broke.length).toBe(20);
    expect(await balanceOf(api, phone)).toBe(30 - 10 * placed.length);
  });

  it('keeps other players moving while one player bursts', async () => {
    const burster = await newPlayer(api, { points: 100_000 });
    const others = await Promise.all(Array.from({ length: 3 }, () => newPlayer(api, { points: 1000 })));
    const burst = Promise.all(Array.from({ length: 30 }, () => place(burster.phone, burster.token)));
    const theirs = await Promise.all(others.map(async (other) => {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await place(other.phone, other.token)).statusCode);
      return codes;
    }));
    const burstCodes = (await burst).map((reply) => reply.statusCode);
    expect(theirs.flat()).toEqual(Array(9).fill(200));
    // The burster held at most its in-flight bid and the four waiting behind it.
    expect(burstCodes.filter((code) => code === 200).length).toBeLessThanOrEqual(5);
    expect(burstCodes.filter((code) => code !== 200).every((code) => code === 429)).toBe(true);
  });

  it('counts a player’s bids a minute on every API process together, with the seconds to wait', async () => {
    const { phone, token } = await newPlayer(api, { points: 10_000 });
    const second = await api.secondInstance();
    try {
      for (let i = 0; i < 40; i++) expect((await place(phone, token, i % 2 ? second.app : api.app)).statusCode).toBe(200);
      const refusedHere = await place(phone, token);
      const refusedThere = await place(phone, token, second.app);
      expect(refusedHere.statusCode).toBe(429);
      expect(refusedHere.json()).toMatchObject({ success: '0', msg: BID_MSG.tooManyPerMinute(60) });
      expect(refusedThere.json().msg).toBe(BID_MSG.tooManyPerMinute(60));
      expect(await balanceOf(api, phone)).toBe(10_000 - 400);
      api.clock.advance(60_000);
      expect((await place(phone, token, second.app)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
