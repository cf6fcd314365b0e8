/**
 * The live stream end to end through the HTTP API (docs/LIVE.md), on PGlite
 * and PostgreSQL: what a tab hears, that it hears only its own wallet, that
 * it hears a change only once committed, that a returning tab loses nothing,
 * and that a stream ends with its session.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_PATHS, type LiveEvent } from '@matka/shared';
import { adjust, availableBackends, bidBody, call, logIn, MONDAY_MORNING, newPlayer, operator, suiteApi, type TestApi } from '../../test/harness.js';
import { declare, marketIdOf, operatorToken, revert } from '../../test/results.js';
import { openLive, portOf, type LiveClient } from '../../test/liveClient.js';
import { startAnnouncer } from './announcer.js';

const backends = await availableBackends();
const MONDAY = '2026-11-23';
const at = (time: string) => new Date(`${MONDAY}T${time}:00+05:30`);

const isType = <T extends LiveEvent['type']>(type: T) => (event: LiveEvent): event is Extract<LiveEvent, { type: T }> => event.type === type;

describe.each(backends)('the live stream (%s)', (backend) => {
  let api: TestApi;
  // A short poll: the wallet of a bid placed through another process arrives by it.
  suiteApi(backend, (started) => (api = started), { LIVE_WALLET_POLL_MS: 200, LIVE_STREAMS_PER_SESSION: 3 });
  const open: LiveClient[] = [];
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
    api.clock.set(MONDAY_MORNING);
  });

  async function stream(token: string, options: { lastEventId?: string; path?: string; port?: number } = {}): Promise<LiveClient> {
    const client = await openLive(options.port ?? await portOf(api.app), options.path ?? LIVE_PATHS.player, { token, lastEventId: options.lastEventId });
    open.push(client);
    return client;
  }
  const placeBid = (player: { phone: string; token: string }, overrides: Record<string, unknown>) =>
    call(api, 'set_bid_new.php', bidBody(player.phone, overrides), { token: player.token });

  it('starts with the wallet, then tells each player their own bids and wins and everyone the result', async () => {
    const market = await marketIdOf(api, 'TIME BAZAR');
    const [a, b] = [await newPlayer(api, { points: 1000 }), await newPlayer(api, { points: 500 })];
    const [streamA, streamB] = [await stream(a.token), await stream(b.token)];
    expect((await streamA.next(isType('hello'))).event).toEqual({ type: 'hello', wallet: 1000 });
    expect((await streamB.next(isType('hello'))).event).toEqual({ type: 'hello', wallet: 500 });

    expect((await placeBid(a, { game_name: 'TIME BAZAR', open_digit: '1', points_action: 100 })).body.success).toBe('1');
    expect((await streamA.next(isType('wallet'))).event).toEqual({ type: 'wallet', kind: 'bid', amount: -100, count: 1, wallet: 900, market: 'TIME BAZAR' });

    api.clock.set(at('13:05'));
    expect((await declare(api, { marketId: market, session: 'open', pana: '128' })).status).toBe(200);
    const result = { type: 'result', action: 'declared', market_id: market, market: 'TIME BAZAR', business_date: MONDAY, session: 'open', pana: '128', digit: '1' };
    expect((await streamA.next(isType('result'))).event).toEqual(result);
    expect((await streamB.next(isType('result'))).event).toEqual(result);
    expect((await streamA.next((event) => event.type === 'wallet' && event.kind === 'win')).event)
      .toEqual({ type: 'wallet', kind: 'win', amount: 950, count: 1, wallet: 1850, market: 'TIME BAZAR' });

    const admin = await operatorToken(api, 'results');
    expect((await revert(api, { marketId: market, session: 'open', businessDate: MONDAY, reason: 'Typed 128 for 137' }, admin.token)).status).toBe(200);
    expect((await streamB.next((event) => event.type === 'result' && event.action === 'reverted')).event).toMatchObject({ pana: null, digit: null });
    expect((await streamA.next((event) => event.type === 'wallet' && event.kind === 'win_reversal')).event).toMatchObject({ amount: -950, wallet: 900 });

    // Private by construction: B heard the result and its revert, never A's wallet.
    expect(streamB.received.map((item) => item.event.type)).toEqual(['hello', 'result', 'result']);
  });

  it('tells the player a deposit decision and the operators every fund request, cashiers and admins only', async () => {
    const player = await newPlayer(api);
    const [cashier, results] = [await operatorToken(api, 'cashier'), await operatorToken(api, 'results')];
    const playerStream = await stream(player.token);
    const cashierStream = await stream(cashier.token, { path: LIVE_PATHS.operator });
    const resultsStream = await stream(results.token, { path: LIVE_PATHS.operator });
    await Promise.all([playerStream, cashierStream, resultsStream].map((client) => client.next(isType('hello'))));
    expect(cashierStream.received[0]!.event).toEqual({ type: 'hello', wallet: null });

    const sent = await call(api, 'add_points_request.php', { phone_number: player.phone, amount: 500, UTR_NUM: `UTR${Date.now()}` }, { token: player.token });
    expect(sent.body.success).toBe('1');
    const arrived = await cashierStream.next(isType('fund_request'));
    expect(arrived.event).toMatchObject({ kind: 'deposit', status: '0' });
    const requestId = (arrived.event as Extract<LiveEvent, { type: 'fund_request' }>).request_id;

    const decided = await api.app.inject({
      method: 'POST', url: `/api/admin/fund-requests/${requestId}/decision`,
      headers: { authorization: `Bearer ${cashier.token}` }, payload: { approve: true, payout_reference: 'UTR-PAYOUT-1' },
    });
    expect(decided.statusCode).toBe(200);
    expect((await playerStream.next(isType('fund'))).event).toEqual({ type: 'fund', request_id: requestId, kind: 'deposit', status: '1', points: 500 });
    expect((await playerStream.next(isType('wallet'))).event).toEqual({ type: 'wallet', kind: 'deposit', amount: 500, count: 1, wallet: 500, market: null });
    expect((await cashierStream.next((event) => event.type === 'fund_request' && event.status === '1')).event).toMatchObject({ request_id: requestId });

    // The results operator's stream heard neither: fund requests are not their work.
    await api.ctx.live!.settle();
    expect(resultsStream.received.map((item) => item.event.type)).toEqual(['hello']);
  });

  it('sends nothing for a change that rolls back, and the committed one after it once', async () => {
    const player = await newPlayer(api);
    const client = await stream(player.token);
    await client.next(isType('hello'));
    const switchOff = 'UPDATE markets SET status = $1 WHERE name = $2';
    await api.db.transaction(async (tx) => {
      await tx.query(switchOff, ['0', 'SRIDEVI']);
      await tx.query('SELECT 1 / 0').catch(() => undefined);
      throw new Error('rolled back on purpose');
    }).catch(() => undefined);
    await api.db.pool.query(switchOff, ['0', 'MILAN DAY']);
    await api.db.pool.query(switchOff, ['1', 'MILAN DAY']);
    await client.next((event) => event.type === 'market' && event.action === 'on');
    await api.ctx.live!.settle();
    expect(client.received.slice(1).map((item) => item.event)).toEqual([
      expect.objectContaining({ type: 'market', action: 'off', market: 'MILAN DAY' }),
      expect.objectContaining({ type: 'market', action: 'on', market: 'MILAN DAY' }),
    ]);
  });

  it('gives a returning tab exactly what it missed, and a reset when it cannot', async () => {
    const player = await newPlayer(api, { points: 300 });
    const first = await stream(player.token);
    const hello = await first.next(isType('hello'));
    first.close();
    await first.ended;

    await adjust(api, player.phone, 200);
    await api.db.pool.query("UPDATE player_settings SET notification_head = 'Results at 9 tonight'");
    const back = await stream(player.token, { lastEventId: hello.id });
    await back.next((event) => event.type === 'wallet' && event.kind === 'adjustment');
    await back.next(isType('notice'));
    await api.ctx.live!.settle();
    expect(back.received.map((item) => item.event)).toEqual([
      { type: 'hello', wallet: 500 },
      { type: 'notice', text: 'Results at 9 tonight' },
      { type: 'wallet', kind: 'adjustment', amount: 200, count: 1, wallet: 500, market: null },
    ]);

    // The same from the query, as a new EventSource sends it (it cannot send the header).
    const byQuery = await openLive(await portOf(api.app), LIVE_PATHS.player, { token: await logIn(api, player.phone, '2468'), query: `last_event_id=${encodeURIComponent(hello.id)}` });
    await byQuery.next(isType('notice'));
    byQuery.close();

    // From where that one stopped: nothing happened since, so nothing is sent twice.
    const again = await stream(player.token, { lastEventId: back.received.at(-1)!.id });
    await again.next(isType('hello'));
    await api.ctx.live!.settle();
    expect(again.received.map((item) => item.event.type)).toEqual(['hello']);

    // A made-up position, or one older than the window: refetch. (Another session of the player: this one has three tabs open.)
    const token = await logIn(api, player.phone, '2468');
    const againStoppedAt = again.received.at(-1)!.id;
    again.close();
    const madeUp = await stream(token, { lastEventId: '999999999-0' });
    expect((await madeUp.next(isType('reset'))).event).toEqual({ type: 'reset' });
    await api.db.pool.query("UPDATE player_settings SET notification_head = 'Holiday on Friday'");
    await api.db.pool.query("UPDATE live_events SET created_at = created_at - make_interval(mins => $1) WHERE seq = (SELECT max(seq) FROM live_events)", [api.config.LIVE_RESUME_MINUTES + 1]);
    const late = await stream(token, { lastEventId: againStoppedAt });
    expect((await late.next(isType('reset'))).event).toEqual({ type: 'reset' });
  });

  it('ends the stream when the player logs out, and refuses one without a session or past the share of a session', async () => {
    const player = await newPlayer(api);
    const client = await stream(player.token);
    await client.next(isType('hello'));
    expect((await call(api, 'logout.php', {}, { token: player.token })).status).toBe(200);
    await client.next(isType('ended'));
    await client.ended;

    const port = await portOf(api.app);
    const anonymous = await openLive(port, LIVE_PATHS.player);
    expect(anonymous.status).toBe(401);
    const other = await newPlayer(api);
    const tabs = await Promise.all([1, 2, 3].map(() => stream(other.token)));
    await Promise.all(tabs.map((tab) => tab.next(isType('hello'))));
    const fourth = await stream(other.token);
    expect(fourth.status).toBe(429);
    await fourth.ended;
    expect(JSON.parse(fourth.body)).toMatchObject({ message: 'Too many open tabs for live updates. Close a tab and try again.' });
    // A player's stream is no operator's.
    expect((await openLive(port, LIVE_PATHS.operator, { token: other.token })).status).toBe(401);
  });

  it('reaches a tab on another API process: results at once, a bid placed elsewhere by the poll', async () => {
    const second = await api.secondInstance();
    try {
      const player = await newPlayer(api, { points: 1000 });
      const elsewhere = await stream(player.token, { port: await portOf(second.app) });
      await elsewhere.next(isType('hello'));
      expect((await placeBid(player, { game_name: 'MILAN NIGHT', open_digit: '4', points_action: 40 })).body.success).toBe('1');
      expect((await elsewhere.next(isType('wallet'))).event).toMatchObject({ kind: 'bid', amount: -40, wallet: 960, market: 'MILAN NIGHT' });
      api.clock.set(at('21:05'));
      expect((await declare(api, { marketId: await marketIdOf(api, 'MILAN NIGHT'), session: 'open', pana: '220' })).status).toBe(200);
      expect((await elsewhere.next(isType('result'))).event).toMatchObject({ market: 'MILAN NIGHT', pana: '220', digit: '4' });
      expect((await elsewhere.next((event) => event.type === 'wallet' && event.kind === 'win')).event).toMatchObject({ amount: 380, wallet: 1340 });
    } finally {
      await second.close();
    }
  });

  it('announces a session closing at its cut-off once, however many processes announce it', async () => {
    const player = await newPlayer(api);
    const client = await stream(player.token);
    await client.next(isType('hello'));
    api.clock.set(at('11:34'));
    const announcers = [startAnnouncer(api.ctx), startAnnouncer(api.ctx)];
    try {
      await Promise.all(announcers.map((announcer) => announcer.tick()));
      api.clock.set(at('11:36'));
      await Promise.all(announcers.map((announcer) => announcer.tick()));
      const closed = await client.next((event) => event.type === 'market' && event.action === 'bidding_closed');
      expect(closed.event).toEqual({ type: 'market', action: 'bidding_closed', market_id: await marketIdOf(api, 'SRIDEVI'), market: 'SRIDEVI', session: 'open', business_date: MONDAY });
      await api.ctx.live!.settle();
      expect(client.received.filter((item) => item.event.type === 'market')).toHaveLength(1);
    } finally {
      for (const announcer of announcers) announcer.stop();
    }
  });

  it('tells a tab when a notice scheduled for later comes into force and when it ends, once', async () => {
    const player = await newPlayer(api);
    const client = await stream(player.token);
    await client.next(isType('hello'));
    api.clock.set(at('10:00'));
    const created = await api.app.inject({
      method: 'POST', url: '/api/admin/notices', headers: { authorization: `Bearer ${await operator(api)}` },
      payload: { audience: 'player', phone_number: player.phone, title: 'Diwali', text: 'Markets close early tonight.', starts_at: at('10:30').toISOString(), ends_at: at('11:00').toISOString() },
    });
    expect(created.statusCode).toBe(200);
    const written = await client.next(isType('inbox'));
    const announcers = [startAnnouncer(api.ctx), startAnnouncer(api.ctx)];
    try {
      api.clock.set(at('10:31'));
      await Promise.all(announcers.map((announcer) => announcer.tick()));
      await client.next(isType('inbox'), { from: client.received.indexOf(written) + 1 });
      api.clock.set(at('11:01'));
      await Promise.all(announcers.map((announcer) => announcer.tick()));
      await api.ctx.live!.settle();
      // Written, in force, ended: three, however many processes announced.
      expect(client.received.filter((item) => item.event.type === 'inbox')).toHaveLength(3);
    } finally {
      for (const announcer of announcers) announcer.stop();
    }
  });

  it('drops a tab that stops reading instead of holding what it is sent', async () => {
    const player = await newPlayer(api);
    const client = await stream(player.token);
    await client.next(isType('hello'));
    client.pause();
    let dropped = false;
    void client.ended.then(() => (dropped = true));
    const big = 'x'.repeat(60_000);
    // Megabytes of notices: past the kernel's socket buffers and then past LIVE_MAX_BUFFER_BYTES.
    for (let round = 0; round < 10 && !dropped; round += 1) {
      await api.db.pool.query(
        "INSERT INTO live_events (audience, body) SELECT 'everyone', jsonb_build_object('type', 'notice', 'text', $1::text) FROM generate_series(1, 40)", [big],
      );
      await api.ctx.live!.settle();
      await Promise.race([client.ended, new Promise<void>((resolve) => setImmediate(resolve))]);
    }
    await client.ended;
    expect(dropped).toBe(true);
  });
});

describe.each(backends)('a live stream and the server\'s limits (%s)', (backend) => {
  let api: TestApi;
  // Timeouts far below a stream's life, and room for two ordinary connections per address.
  suiteApi(backend, (started) => (api = started), {
    HEADERS_TIMEOUT_MS: 500, REQUEST_TIMEOUT_MS: 1_000, CONNECTION_TIMEOUT_MS: 1_500, LIVE_HEARTBEAT_SECONDS: 1,
    MAX_CONNECTIONS: 20, MAX_CONNECTIONS_PER_ADDRESS: 2,
  });

  it('outlives the request and idle timeouts on its heartbeats, and no longer counts against the connection caps once open', async () => {
    const port = await portOf(api.app);
    const [a, b] = [await newPlayer(api), await newPlayer(api)];
    const streams: LiveClient[] = [];
    try {
      // Five streams from one address whose cap is two connections: each leaves the cap once it is a stream.
      for (const token of [a.token, a.token, a.token, b.token, b.token]) {
        const client = await openLive(port, LIVE_PATHS.player, { token });
        streams.push(client);
        await client.next(isType('hello'));
      }
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      // Three heartbeats: three seconds, past REQUEST_TIMEOUT_MS and CONNECTION_TIMEOUT_MS.
      await streams[0]!.heartbeat(3);
      await api.db.pool.query("UPDATE player_settings SET notification_head = 'Still here'");
      for (const client of streams) expect((await client.next(isType('notice'))).event).toEqual({ type: 'notice', text: 'Still here' });
    } finally {
      for (const client of streams) client.close();
    }
  });
});
