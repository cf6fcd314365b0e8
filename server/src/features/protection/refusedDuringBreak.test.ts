/**
 * Refused calls cost the caller, not the server (docs/SECURITY.md "Refused
 * calls", docs/PROTECTION.md "Markers"): bids and deposits refused during a
 * break spend the same per-minute budgets as accepted ones, and a burst of
 * them is one protection event per player and minute, with a count.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PROTECTION_MSG } from '@matka/shared';
import { availableBackends, bidBody, call, newPlayer, operator, startApi, type TestApi } from '../../test/harness.js';

const backends = await availableBackends();
let utrCounter = 0;
const newUtr = () => `BRK${Date.now()}${++utrCounter}`;

type Player = { phone: string; token: string };
const placeBid = (api: TestApi, player: Player) =>
  call(api, 'set_bid_new.php', bidBody(player.phone), { token: player.token, encoding: 'form' });
const manualDeposit = (api: TestApi, player: Player) =>
  call(api, 'add_points_request.php', { phone_number: player.phone, amount: 300, UTR_NUM: newUtr() }, { token: player.token, encoding: 'multipart' });
const gatewayDeposit = (api: TestApi, player: Player) =>
  call(api, 'add_fund_auto.php', { USER_ID: player.phone, TRANS_ID: `T${randomBytes(8).toString('hex')}`, AMOUNT: 300 }, { token: player.token });

async function onTimeout(api: TestApi): Promise<Player> {
  const player = await newPlayer(api, { points: 1000 });
  expect((await call(api, 'take_break.php', { kind: 'timeout', period: '24h' }, { token: player.token })).body.success).toBe('1');
  return player;
}

async function eventsOf(api: TestApi, phone: string) {
  const { rows } = await api.db.pool.query(
    `SELECT e.kind, e.attempts FROM protection_events e JOIN users u ON u.id = e.user_id WHERE u.phone_number = $1 ORDER BY e.id`, [phone],
  );
  return rows;
}

async function markerOf(api: TestApi, phone: string) {
  const { rows } = await api.db.pool.query('SELECT id FROM users WHERE phone_number = $1', [phone]);
  const reply = await api.app.inject({ method: 'GET', url: `/api/admin/players/${rows[0].id}/protection`, headers: { authorization: `Bearer ${await operator(api)}` } });
  return reply.json().data.markers.find((marker: { kind: string }) => marker.kind === 'play_while_excluded');
}

const statuses = (replies: Array<{ status: number }>) => replies.map((reply) => reply.status);

describe.each(backends)('bids and deposits refused during a break (%s)', (backend) => {
  it('a burst of bids spends the per-minute bid budget and writes one event for the minute, with its count', async () => {
    const api = await startApi(backend, { BID_RATE_PER_MINUTE: 10 });
    try {
      const player = await onTimeout(api);
      const replies = [];
      for (let i = 0; i < 25; i++) replies.push(await placeBid(api, player));
      expect(statuses(replies)).toEqual([...Array<number>(10).fill(403), ...Array<number>(15).fill(429)]);
      expect(replies[0]!.body.msg).toBe(PROTECTION_MSG.timeout('24/11/2026 10:00'));
      expect(replies[24]!.body.msg).toMatch(/^Too many bids in a short time/);
      // A parallel burst is refused as surely, and still counted once a minute.
      expect(statuses(await Promise.all(Array.from({ length: 10 }, () => placeBid(api, player)))).every((status) => status === 429)).toBe(true);
      expect(await eventsOf(api, player.phone)).toEqual([{ kind: 'excluded_attempt', attempts: 10 }]);

      // A minute on the budget is whole again, and a try then is another minute of the marker.
      api.clock.advance(61_000);
      expect((await placeBid(api, player)).status).toBe(403);
      expect(await eventsOf(api, player.phone)).toEqual([{ kind: 'excluded_attempt', attempts: 10 }, { kind: 'excluded_attempt', attempts: 1 }]);
      expect(await markerOf(api, player.phone)).toMatchObject({ count: 2 });
    } finally {
      await api.close();
    }
  });

  it('a burst of deposits spends DEPOSIT_RATE_PER_MINUTE, manual and UPI alike, and writes one event for the minute', async () => {
    const api = await startApi(backend, { DEPOSIT_RATE_PER_MINUTE: 3 });
    try {
      const player = await onTimeout(api);
      const manual = await Promise.all(Array.from({ length: 8 }, () => manualDeposit(api, player)));
      expect(statuses(manual).sort()).toEqual([403, 403, 403, 429, 429, 429, 429, 429]);
      const upi = [];
      for (let i = 0; i < 5; i++) upi.push(await gatewayDeposit(api, player));
      expect(statuses(upi)).toEqual([403, 403, 403, 429, 429]);
      expect(upi[0]!.body.msg).toBe(PROTECTION_MSG.timeout('24/11/2026 10:00'));
      expect(upi[4]!.body.msg).toMatch(/^Too many attempts/);
      expect(await eventsOf(api, player.phone)).toEqual([{ kind: 'excluded_attempt', attempts: 6 }]);
      expect(await markerOf(api, player.phone)).toMatchObject({ count: 1 });
    } finally {
      await api.close();
    }
  });
});
