/**
 * Two API processes on one database (API_PROCESSES=2, or two hosts behind a
 * balancer): a second app instance with its own connections takes half the
 * bids. Every invariant still holds, because each is kept by the database,
 * not by a process: no overdraft, a transaction id places once, the
 * per-minute budget is one budget (fairQueue.test.ts spends it across both).
 */
import { describe, expect, it } from 'vitest';
import { FUND_MSG } from '@matka/shared';
import { availableBackends, balanceOf, bidBody, newPlayer, suiteApi, type TestApi } from '../../test/harness.js';

const backends = (await availableBackends()).filter((backend) => backend === 'postgres');

describe.each(backends)('bids on two API processes (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  const place = (app: TestApi['app'], token: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST', url: '/api/set_bid_new.php',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body as Record<string, string>).toString(),
    });

  it('never overdraws a wallet bid on from both at once, and places a transaction id once across both', async () => {
    const second = await api.secondInstance();
    try {
      const { phone, token } = await newPlayer(api, { points: 500 });
      const replies = await Promise.all(Array.from({ length: 80 }, (_, index) => place(index % 2 ? second.app : api.app, token, bidBody(phone))));
      const placed = replies.filter((reply) => reply.statusCode === 200);
      expect(placed).toHaveLength(50);
      expect(replies.filter((reply) => reply.statusCode !== 200).every((reply) => reply.json().msg === FUND_MSG.insufficientBalance)).toBe(true);
      expect(await balanceOf(api, phone)).toBe(0);

      const rich = await newPlayer(api, { points: 1000 });
      const once = bidBody(rich.phone, { points_action: 100 });
      const same = await Promise.all(Array.from({ length: 10 }, (_, index) => place(index % 2 ? second.app : api.app, rich.token, once)));
      expect(same.map((reply) => reply.json().Remaining_user_balance)).toEqual(Array(10).fill(900));
      expect(same.filter((reply) => reply.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
      expect(await balanceOf(api, rich.phone)).toBe(900);
    } finally {
      await second.close();
    }
  });
});
