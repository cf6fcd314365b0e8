#!/usr/bin/env node
/**
 * Screenshots of the console's Profit and loss (docs/CONSOLE.md "Profit and
 * loss") at 1280×800 and 390×844 into docs/screens/admin-pnl-*.png. Starts
 * the built product (`npm run build` first) on its own ports (CAPTURE_PORT,
 * 18250, and the five after it) with a fresh data directory, once per day of
 * the week before Monday 23 Nov 2026 with the clock pinned to 09:00 IST that
 * day (TEST_CLOCK_START): the demo player and a second player bid on two
 * markets of the scene, the markets' times are moved before the clock, their
 * results declared and the times put back; deposits are approved and the odd
 * adjustment made. Some days the house wins, some it pays out. Then the
 * screen for the last 30 days, by day.
 *   node scripts/capture-pnl-screens.mjs
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { consoleSignIn, productApi, screenshot, startScreensProduct } from './lib/screensProduct.mjs';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'docs/screens');
const port = Number(process.env.CAPTURE_PORT ?? 18250);
const baseUrl = `http://localhost:${port}`;
const ADMIN = { login: '9000000000', password: 'operator-demo-1234' };
const PLAYERS = [{ phone: '9876543210', mpin: '1234' }, { phone: '9876500011', mpin: '2468', name: 'Bala Screens' }];
const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const MARKETS = [{ name: 'SITARA DAY', open: '10:00', close: '11:00' }, { name: 'SITARA NIGHT', open: '20:00', close: '21:00' }];
const DAYS = ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];
/** Each day's open and close panas per market: some days digit 1 (the players' favourite) comes, some it does not. */
const PANAS = [['128', '337'], ['456', '579'], ['137', '238'], ['589', '460'], ['245', '119'], ['679', '344'], ['146', '570']];

const { ok, operatorToken } = productApi(baseUrl);

async function playDay(dayIndex, first) {
  const admin = await operatorToken(ADMIN.login, ADMIN.password);
  if (first) {
    for (const market of MARKETS) await ok('POST', '/api/admin/markets', { name: market.name, open_time: market.open, close_time: market.close, days: EVERY_DAY }, admin);
    await ok('POST', '/api/signup.php', { phoneNumber: PLAYERS[1].phone, username: PLAYERS[1].name, user_mpin: PLAYERS[1].mpin, email: '', date_of_birth: '1990-05-17', terms_accepted: '1' });
    for (const player of PLAYERS) await ok('POST', '/api/admin/adjustments', { phone_number: player.phone, amount: 200000, remark: 'Screens credit' }, admin);
  }
  const markets = (await ok('GET', '/api/admin/markets', undefined, admin)).data;
  let serial = 0;
  for (const [index, player] of PLAYERS.entries()) {
    const token = (await ok('POST', '/api/login.php', { phone_number: player.phone, password: player.mpin })).token;
    for (const market of MARKETS) {
      const bids = [];
      for (let n = 0; n < 6; n++) {
        serial += 1;
        const base = { phone_number: player.phone, game_name: market.name, open_pana: 'NA', open_digit: 'NA', close_pana: 'NA', close_digit: 'NA', transaction_id: `pnl-screens-${dayIndex}-${index}-${serial}` };
        if (n < 3) bids.push({ ...base, game_type: 'single_digit', session: 'Open', open_digit: String((n + index + dayIndex) % 10), points_action: String(100 + 50 * n) });
        else if (n === 3) bids.push({ ...base, game_type: 'jodi_digit', session: 'Open', open_digit: '1', close_digit: String((dayIndex + 3) % 10), points_action: '200' });
        else bids.push({ ...base, game_type: 'single_pana', session: 'Close', close_pana: n === 4 ? '128' : '579', points_action: String(60 + 20 * dayIndex) });
      }
      // One bid a call, as the spec's form sends them.
      for (const one of bids) await ok('POST', '/api/set_bid_new.php', { bids: JSON.stringify([one]) }, token);
    }
    if (dayIndex % 2 === index) {
      await ok('POST', '/api/add_points_request.php', { phone_number: player.phone, amount: 2000 + 500 * dayIndex, UTR_NUM: `UTRPNL${dayIndex}${index}${Date.now() % 100000}` }, token);
    }
  }
  const pending = (await ok('GET', '/api/admin/fund-requests?kind=deposit&status=0', undefined, admin)).data.items;
  for (const request of pending) await ok('POST', `/api/admin/fund-requests/${request.id}/decision`, { approve: true }, admin);
  if (dayIndex === 4) await ok('POST', '/api/admin/adjustments', { phone_number: PLAYERS[1].phone, amount: -1500, remark: 'Duplicate credit taken back' }, admin);
  // The sessions over: times before the 09:00 clock, results declared, times put back for the next day.
  for (const market of MARKETS) {
    const id = markets.find((one) => one.name === market.name).id;
    await ok('PATCH', `/api/admin/markets/${id}`, { open_time: '07:00', close_time: '08:00' }, admin);
    const [open, close] = PANAS[dayIndex];
    await ok('POST', '/api/admin/results', { market_id: id, session: 'open', pana: market === MARKETS[0] ? open : close }, admin);
    await ok('POST', '/api/admin/results', { market_id: id, session: 'close', pana: market === MARKETS[0] ? close : open }, admin);
    await ok('PATCH', `/api/admin/markets/${id}`, { open_time: market.open, close_time: market.close }, admin);
  }
}

mkdirSync(out, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'matka-pnl-screens-'));
let product;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  for (const [index, day] of DAYS.entries()) {
    product = await startScreensProduct({ port, dataDir, clockStart: `${day}T09:00:00+05:30` });
    await playDay(index, index === 0);
    if (index < DAYS.length - 1) await product.stop();
  }
  for (const [suffix, viewport] of [['1280', { width: 1280, height: 800 }], ['390', { width: 390, height: 844 }]]) {
    const phone = suffix === '390';
    const desk = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: phone, hasTouch: phone });
    const page = await desk.newPage();
    await consoleSignIn(page, baseUrl, ADMIN.login, ADMIN.password);
    if (phone) await page.getByRole('button', { name: /^Menu/ }).click();
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Profit and loss' }).click();
    await page.getByRole('table', { name: 'Profit and loss by market' }).getByRole('row', { name: /SITARA DAY/ }).waitFor({ timeout: 15_000 });
    await page.getByRole('img', { name: /^Day by day/ }).waitFor();
    await screenshot(page, out, `admin-pnl-${suffix}`);
    await desk.close();
  }
} finally {
  await browser.close();
  await product?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
