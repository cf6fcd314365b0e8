/** The read calls and the site routes, in the shapes the screens read (docs/PRODUCT.md §3, §7). */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATES, RED_JODIS } from '@matka/shared';
import { availableBackends, call, newPlayer, startApi, type TestApi } from '../test/harness.js';

const backends = await availableBackends();
const shellDist = mkdtempSync(join(tmpdir(), 'matka-shell-'));
mkdirSync(join(shellDist, 'assets'));
writeFileSync(join(shellDist, 'index.html'), '<!doctype html><title>shell</title>');
writeFileSync(join(shellDist, 'assets', 'app-1234.js'), 'console.log(1)');
// The build's brotli copies (build/precompress.ts) beside the files.
const bigAsset = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, n) => `row ${n}`))};`;
writeFileSync(join(shellDist, 'assets', 'big-abcdefgh.js'), bigAsset);
writeFileSync(join(shellDist, 'assets', 'big-abcdefgh.js.br'), brotliCompressSync(bigAsset));
writeFileSync(join(shellDist, 'index.html.br'), brotliCompressSync('<!doctype html><title>shell</title>'));

describe.each(backends)('read calls and site routes (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(backend, { SHELL_DIST_DIR: shellDist, REMOTE_GAMES_URL: 'https://games.example.test/assets/remoteEntry.js' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('lists markets with results, times and the server verdict', async () => {
    const { phone, token } = await newPlayer(api);
    const reply = await call(api, 'get_games.php', { phone_number: phone }, { token });
    const games = reply.body.result as Record<string, unknown>[];
    expect(games.map((game) => game.games_name)).toEqual(['STAR MORNING', 'SRIDEVI', 'TIME BAZAR', 'MILAN DAY', 'KALYAN', 'MILAN NIGHT', 'MAIN BAZAR']);
    expect(games.find((game) => game.games_name === 'KALYAN')).toMatchObject({
      open_pana: '***', open_digit: '*', close_digit: '*', close_pana: '***', open_time: '3:45 PM', close_time: '5:45 PM',
      game_status: '1', is_open: '1', open_session_open: true, close_session_open: true,
    });
    // 10:00 IST: STAR MORNING (06:30 – 07:30) is over for the day.
    expect(games[0]).toMatchObject({ is_open: '0', open_session_open: false, close_session_open: false });
  });

  it('serves the rates, de-duplicated, in the standard order', async () => {
    const reply = await call(api, 'get_rates.php');
    expect(reply.body.result).toEqual(DEFAULT_RATES.map((rate) => ({ ...rate })));
  });

  it('serves jodi and pana charts by week from Monday to Sunday', async () => {
    const reply = await call(api, 'getCharts.php', { game_name: 'KALYAN', type: 'jodi' });
    const weeks = reply.body.data as Record<string, any>[];
    expect(weeks.length).toBeGreaterThanOrEqual(3);
    expect(weeks.at(-1)!.week).toBe('23/11/2026 to 29/11/2026');
    const lastFull = weeks.at(-2)!;
    expect(lastFull.week).toBe('16/11/2026 to 22/11/2026');
    expect(lastFull.sun).toEqual({ open_panna: '---', jodi: '--', close_panna: '---' }); // KALYAN is closed on Sundays
    expect(lastFull.mon.jodi).toMatch(/^\d\d$/);
    expect(lastFull.mon.open_panna).toMatch(/^\d{3}$/);
    expect(weeks.at(-1)!.mon.jodi).toBe('**'); // today, not declared yet
    expect(RED_JODIS.size).toBe(20);
    expect((await call(api, 'getCharts.php', { game_name: 'KALYAN', type: 'weekly' })).status).toBe(400);
    expect((await call(api, 'getCharts.php', { game_name: 'NOWHERE', type: 'pana' })).status).toBe(404);
  });

  it('answers the health check and the remotes manifest, never cached', async () => {
    const health = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', database: backend, money_mode: 'play' });
    const manifest = await api.app.inject({ method: 'GET', url: '/remotes.json', headers: { host: 'play.local:8080' } });
    expect(manifest.headers['cache-control']).toBe('no-store');
    expect(manifest.json()).toMatchObject({
      auth: { url: 'http://play.local:8081/assets/remoteEntry.js' },
      games: { url: 'https://games.example.test/assets/remoteEntry.js' },
      admin: { url: 'http://play.local:8085/assets/remoteEntry.js' },
    });
  });

  it('serves the shell for every client-side route and JSON 404s for unknown API calls', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      for (const url of ['/', '/home', '/game_type/KALYAN', '/fund_histry/ALL_DEPOSIT']) {
        const page = await api.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(page.statusCode, url).toBe(200);
      }
      // Node emits a warning on the next turn of the event loop.
      await new Promise((done) => setImmediate(done));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).toEqual([]);
    for (const url of ['/', '/home']) expect((await api.app.inject({ method: 'GET', url })).body).toContain('<title>shell</title>');
    const asset = await api.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const unknown = await api.app.inject({ method: 'POST', url: '/api/nothing.php', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: '0' });
  });

  it('sends the build\'s brotli copy to a browser that accepts it, and the plain file to one that does not', async () => {
    const compressed = await api.app.inject({ method: 'GET', url: '/assets/big-abcdefgh.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['vary']).toMatch(/accept-encoding/i);
    expect(compressed.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(bigAsset);
    const plain = await api.app.inject({ method: 'GET', url: '/assets/big-abcdefgh.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigAsset);
    // A client-side route gets the shell's page compressed too.
    const page = await api.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>shell</title>');
  });
});
