/**
 * The market list, rates, charts, read-route sessions and the operator's
 * limits from memory (readCache.ts, features/sessions/sessionCache.ts,
 * settings/limitsCache.ts): what an operator changes is what the next call
 * shows or checks, in this process and in a second one on the same database;
 * the cut-off still flips on the exact minute; a logged-out session is
 * refused everywhere; a repeat GET with the ETag is a 304.
 *
 * The second instance hears of a change through LISTEN/NOTIFY (migration
 * 098), a moment after the commit: its checks wait up to 5 s, far below the
 * one-minute safety age a cache that missed the change would serve stale for.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_API } from '@matka/shared';
import { availableBackends, bidBody, call, MONDAY_MORNING, newPlayer, startApi, type TestApi } from '../../test/harness.js';
import { admin } from '../../test/console.js';
import { declare, marketIdOf } from '../../test/results.js';

const backends = await availableBackends();
const SOON = { timeout: 5_000, interval: 20 };

type Game = { games_name: string; open_pana: string; close_time: string; open_session_open: boolean; close_session_open: boolean; is_open: string };

describe.each(backends)('reads from memory (%s)', (backend) => {
  let api: TestApi;
  let second: Awaited<ReturnType<TestApi['secondInstance']>>;
  let player: { phone: string; token: string };
  beforeAll(async () => {
    api = await startApi(backend);
    second = await api.secondInstance();
    player = await newPlayer(api);
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });

  const on = (app: FastifyInstance): TestApi => ({ ...api, app });
  async function games(app: FastifyInstance, who = player): Promise<Game[]> {
    const reply = await call(on(app), 'get_games.php', { phone_number: who.phone }, { token: who.token });
    expect(reply.status).toBe(200);
    return reply.body.result as Game[];
  }
  const market = (list: Game[], name: string) => list.find((game) => game.games_name === name);

  it("shows an operator's market edit and a declared result on the next call, in both processes", async () => {
    api.clock.set(MONDAY_MORNING);
    const id = await marketIdOf(api, 'TIME BAZAR');
    // Both caches warm.
    expect(market(await games(api.app), 'TIME BAZAR')?.close_time).toBe('2:00 PM');
    expect(market(await games(second.app), 'TIME BAZAR')?.close_time).toBe('2:00 PM');

    expect((await admin(api, 'PATCH', ADMIN_API.market(id), { body: { close_time: '14:30' } })).status).toBe(200);
    expect(market(await games(api.app), 'TIME BAZAR')?.close_time).toBe('2:30 PM');
    await vi.waitFor(async () => expect(market(await games(second.app), 'TIME BAZAR')?.close_time).toBe('2:30 PM'), SOON);

    api.clock.set(new Date('2026-11-23T13:05:00+05:30'));
    expect((await declare(api, { marketId: id, session: 'open', pana: '128' })).status).toBe(200);
    expect(market(await games(api.app), 'TIME BAZAR')).toMatchObject({ open_pana: '128', open_session_open: false });
    await vi.waitFor(async () => expect(market(await games(second.app), 'TIME BAZAR')?.open_pana).toBe('128'), SOON);
  });

  it("shows an operator's rate change on the next rates call, in both processes", async () => {
    const rate = async (app: FastifyInstance) =>
      (await call(on(app), 'get_rates.php')).body.result.find((row: { type: string }) => row.type === 'Single Digit');
    const before = await rate(second.app);
    expect(before).toBeDefined();
    await rate(api.app);
    expect((await admin(api, 'PUT', ADMIN_API.rates, { body: { type: 'Single Digit', min_value: 10, max_value: 97 } })).status).toBe(200);
    expect(await rate(api.app)).toMatchObject({ min_value: 10, max_value: 97 });
    await vi.waitFor(async () => expect(await rate(second.app)).toMatchObject({ min_value: 10, max_value: 97 }), SOON);
  });

  it('closes a session at its exact minute while the list is cached, and turns the business date past midnight', async () => {
    api.clock.set(new Date('2026-11-23T11:34:59.999+05:30'));
    expect(market(await games(api.app), 'SRIDEVI')?.open_session_open).toBe(true);
    expect(market(await games(api.app), 'SRIDEVI')?.open_session_open).toBe(true);
    api.clock.set(new Date('2026-11-23T11:35:00.000+05:30'));
    expect(market(await games(api.app), 'SRIDEVI')).toMatchObject({ open_session_open: false, close_session_open: true });

    // MAIN BAZAR closes at 00:05 on the next calendar day; Tuesday's draw then starts.
    api.clock.set(new Date('2026-11-24T00:04:59.999+05:30'));
    expect(market(await games(second.app), 'MAIN BAZAR')?.close_session_open).toBe(true);
    api.clock.set(new Date('2026-11-24T00:05:00.000+05:30'));
    expect(market(await games(second.app), 'MAIN BAZAR')).toMatchObject({ open_session_open: true, close_session_open: true });
    api.clock.set(MONDAY_MORNING);
  });

  it("checks the next bid against an operator's new maximum, in both processes", async () => {
    api.clock.set(MONDAY_MORNING);
    const bidder = await newPlayer(api, { points: 1000 });
    const bidOf = (app: FastifyInstance, points: number) =>
      call(on(app), 'set_bid_new.php', bidBody(bidder.phone, { points_action: points }), { token: bidder.token });
    // Both processes have the limits in memory before the edit.
    expect((await bidOf(api.app, 50)).body.success).toBe('1');
    expect((await bidOf(second.app, 50)).body.success).toBe('1');

    expect((await admin(api, 'PATCH', ADMIN_API.settings, { body: { max_bid_points: 40 } })).status).toBe(200);
    expect((await bidOf(api.app, 50)).body).toMatchObject({ success: '0' });
    await vi.waitFor(async () => expect((await bidOf(second.app, 50)).body).toMatchObject({ success: '0' }), SOON);
    expect((await bidOf(second.app, 40)).body.success).toBe('1');
    expect((await admin(api, 'PATCH', ADMIN_API.settings, { body: { max_bid_points: 5000 } })).status).toBe(200);
  });

  it('refuses a logged-out session at once here and in the other process', async () => {
    const other = await newPlayer(api);
    await games(api.app, other);
    await games(second.app, other);
    expect((await call(api, 'logout.php', {}, { token: other.token })).status).toBe(200);
    expect((await call(api, 'get_games.php', {}, { token: other.token })).status).toBe(401);
    await vi.waitFor(async () => expect((await call(on(second.app), 'get_games.php', {}, { token: other.token })).status).toBe(401), SOON);
  });

  it('answers a repeat GET with a matching ETag with 304, and a changed list with a new ETag', async () => {
    api.clock.set(MONDAY_MORNING);
    const get = (headers: Record<string, string> = {}) =>
      api.app.inject({ method: 'GET', url: '/api/get_games.php', headers: { authorization: `Bearer ${player.token}`, ...headers } });
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(first.json().result.length).toBeGreaterThan(0);

    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await api.app.inject({ method: 'GET', url: '/api/get_games.php', headers: { 'if-none-match': etag } })).statusCode).toBe(401);

    // The next minute may close a session: the ETag is of the bytes, so it only changes when they do.
    const id = await marketIdOf(api, 'KALYAN');
    expect((await admin(api, 'PATCH', ADMIN_API.market(id), { body: { close_time: '18:00' } })).status).toBe(200);
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);

    const rates = await api.app.inject({ method: 'GET', url: '/api/get_rates.php' });
    expect(rates.headers['cache-control']).toBe('public, no-cache');
    expect((await api.app.inject({ method: 'GET', url: '/api/get_rates.php', headers: { 'if-none-match': String(rates.headers.etag) } })).statusCode).toBe(304);
    const chart = await api.app.inject({ method: 'GET', url: '/api/getCharts.php?game_name=KALYAN&type=jodi' });
    expect(chart.statusCode).toBe(200);
    expect(chart.json().data.length).toBeGreaterThan(0);
    expect((await api.app.inject({ method: 'GET', url: '/api/getCharts.php?game_name=NOWHERE&type=jodi' })).statusCode).toBe(404);
  });
});
