/**
 * A bid's session may come from memory because its statement checks it again
 * (place_bids_in_session(), server/sql/functions/): one round trip per bid, and a
 * logout, a disabled account or a break stops the very next bid even while
 * this process has not yet heard of the change (the moment between a commit
 * and its notification, simulated here by a cache that keeps answering with
 * what it held before).
 */
import { describe, expect, it, vi } from 'vitest';
import { PROTECTION_MSG, istText } from '@matka/shared';
import { hashToken } from '../../auth/tokens.js';
import { availableBackends, balanceOf, bidBody, call, newPlayer, suiteApi, type TestApi } from '../../test/harness.js';

const backends = await availableBackends();

describe.each(backends)('the session checked in the bid statement (%s)', (backend) => {
  let api: TestApi;
  suiteApi(backend, (started) => (api = started));

  const bidCount = async (phone: string) =>
    (await api.db.pool.query('SELECT count(*)::int AS n FROM bids b JOIN users u ON u.id = b.user_id WHERE u.phone_number = $1', [phone])).rows[0].n as number;

  /** A warm session, then the cache pinned to what it held: the notification of the next change is "not heard yet". */
  async function staleCacheFor(player: { phone: string; token: string }) {
    expect((await call(api, 'set_bid_new.php', bidBody(player.phone), { token: player.token })).body.success).toBe('1');
    const sessions = api.ctx.reads!.sessions;
    const held = sessions.get(hashToken(player.token), api.clock.now());
    expect(held?.who.phone_number).toBe(player.phone);
    return vi.spyOn(sessions, 'get').mockImplementation(() => held);
  }

  it('places a bid with a session from memory in one database statement', async () => {
    const player = await newPlayer(api, { points: 500 });
    expect((await call(api, 'set_bid_new.php', bidBody(player.phone), { token: player.token })).body.success).toBe('1');
    const query = vi.spyOn(api.db.pool, 'query');
    try {
      const reply = await call(api, 'set_bid_new.php', bidBody(player.phone, { points_action: 20 }), { token: player.token });
      expect(reply.body).toMatchObject({ success: '1', Remaining_user_balance: 470 });
      const statements = query.mock.calls.map(([text]) => String(text));
      expect(statements).toEqual([expect.stringContaining('place_bids_in_session(')]);
    } finally {
      query.mockRestore();
    }
  });

  it('places the bids of a player whose ended time-out was written with microseconds (the caller sees milliseconds)', async () => {
    const player = await newPlayer(api, { points: 500 });
    await api.db.pool.query(
      "UPDATE users SET exclusion_kind = 'timeout', self_excluded_until = '2026-11-01 10:00:00.123456+05:30' WHERE phone_number = $1", [player.phone],
    );
    for (const points of [10, 20]) {
      const reply = await call(api, 'set_bid_new.php', bidBody(player.phone, { points_action: points }), { token: player.token });
      expect(reply.body).toMatchObject({ success: '1' });
    }
    expect(await balanceOf(api, player.phone)).toBe(470);
  });

  it('refuses the next bid of a player disabled a moment ago, before this process hears of it', async () => {
    const player = await newPlayer(api, { points: 500 });
    const pinned = await staleCacheFor(player);
    try {
      await api.db.pool.query("UPDATE users SET status = '0' WHERE phone_number = $1", [player.phone]);
      const reply = await call(api, 'set_bid_new.php', bidBody(player.phone), { token: player.token });
      expect(reply).toMatchObject({ status: 403, body: { success: '0', msg: 'Betting is not enabled on your account.' } });
    } finally {
      pinned.mockRestore();
    }
    expect(await bidCount(player.phone)).toBe(1);
    expect(await balanceOf(api, player.phone)).toBe(490);
  });

  it('refuses the next bid of a player who began a self-exclusion a moment ago, and records the try', async () => {
    const player = await newPlayer(api, { points: 500 });
    const pinned = await staleCacheFor(player);
    try {
      const until = new Date(api.clock.now().getTime() + 30 * 86_400_000);
      await api.db.pool.query(
        "UPDATE users SET exclusion_kind = 'self_exclusion', self_excluded_until = $2 WHERE phone_number = $1", [player.phone, until],
      );
      const reply = await call(api, 'set_bid_new.php', bidBody(player.phone), { token: player.token });
      expect(reply).toMatchObject({ status: 403, body: { success: '0', msg: PROTECTION_MSG.selfExcluded(istText(until)) } });
    } finally {
      pinned.mockRestore();
    }
    expect(await bidCount(player.phone)).toBe(1);
    const { rows } = await api.db.pool.query(
      "SELECT count(*)::int AS n FROM protection_events e JOIN users u ON u.id = e.user_id WHERE u.phone_number = $1 AND e.kind = 'excluded_attempt'",
      [player.phone],
    );
    expect(rows[0].n).toBe(1);
  });

  it('places the next bid of a player whose ended self-exclusion an operator lifted a moment ago, before this process hears of it', async () => {
    const player = await newPlayer(api, { points: 500 });
    expect((await call(api, 'set_bid_new.php', bidBody(player.phone), { token: player.token })).body.success).toBe('1');
    const sessions = api.ctx.reads!.sessions;
    const held = sessions.get(hashToken(player.token), api.clock.now());
    expect(held?.who.phone_number).toBe(player.phone);
    // Memory still holds the player on the break the operator has just lifted in the database.
    const onBreak = { ...held!, who: { ...held!.who, exclusion_kind: 'self_exclusion' as const, self_excluded_until: new Date(api.clock.now().getTime() - 86_400_000) } };
    const pinned = vi.spyOn(sessions, 'get').mockImplementation(() => onBreak);
    try {
      const reply = await call(api, 'set_bid_new.php', bidBody(player.phone), { token: player.token });
      expect(reply.body).toMatchObject({ success: '1', Remaining_user_balance: 480 });
    } finally {
      pinned.mockRestore();
    }
    expect(await bidCount(player.phone)).toBe(2);
  });

  it('refuses the next bid of a session logged out a moment ago with a 401', async () => {
    const player = await newPlayer(api, { points: 500 });
    const pinned = await staleCacheFor(player);
    try {
      await api.db.pool.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [hashToken(player.token)]);
      const reply = await call(api, 'set_bid_new.php', bidBody(player.phone), { token: player.token });
      expect(reply).toMatchObject({ status: 401, body: { success: '0', msg: 'Your session has ended. Please log in again.' } });
    } finally {
      pinned.mockRestore();
    }
    expect(await bidCount(player.phone)).toBe(1);
    expect(await balanceOf(api, player.phone)).toBe(490);
  });
});
