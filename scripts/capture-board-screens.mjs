#!/usr/bin/env node
/**
 * Screenshots of the console's board (docs/CONSOLE.md "Today's board") at
 * 1280×800 and 390×844 into docs/screens/admin-board-*.png. Starts the built
 * product (`npm run build` first) on its own ports (CAPTURE_PORT, 19080, and
 * the five after it) with a fresh data directory, three times on the same
 * data with the clock pinned each time (TEST_CLOCK_START), to set a Monday
 * that shows every state:
 *   1. Sunday 22 Nov 2026, 20:00 IST: SURYA, a market the server draws
 *      (10:00–11:00), publishes its commitments for Monday;
 *   2. Monday 09:00: the demo player bids on Monday's markets;
 *   3. Monday 16:05: the server draws SURYA's two sessions as it starts; a
 *      results operator declares STAR MORNING and SRIDEVI's open, TIME BAZAR
 *      gets a holiday, MILAN NIGHT is switched off, SUNDAY SPECIAL (Sundays
 *      only) is created — then the board, and the declare flow of KALYAN's
 *      open session with a preview of 380.
 * Stops the product at the end.
 *   node scripts/capture-board-screens.mjs
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { consoleSignIn, productApi, screenshot, startScreensProduct } from './lib/screensProduct.mjs';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'docs/screens');
const port = Number(process.env.CAPTURE_PORT ?? 19080);
const baseUrl = `http://localhost:${port}`;
const ADMIN = { login: '9000000000', password: 'operator-demo-1234' };
const RESULTS = { name: 'Rekha Results', username: 'screens.board', password: 'screens board passphrase' };
const PLAYER = '9876543210';
const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

const { ok, operatorToken } = productApi(baseUrl);
const startProduct = (dataDir, clockStart) => startScreensProduct({ port, dataDir, clockStart });
const marketId = async (admin, name) => (await ok('GET', '/api/admin/markets', undefined, admin)).data.find((market) => market.name === name).id;

/** Sunday evening: a market the server draws publishes Monday's commitments. */
async function sundayEvening() {
  const admin = await operatorToken(ADMIN.login, ADMIN.password);
  await ok('POST', '/api/admin/markets', { name: 'SURYA', open_time: '10:00', close_time: '11:00', days: EVERY_DAY, draw_mode: 'server' }, admin);
}

/** Monday morning: the demo player's bids, open and close sessions, on the day's markets. */
async function mondayMorning() {
  const player = (await ok('POST', '/api/login.php', { phone_number: PLAYER, password: '1234' })).token;
  let serial = 0;
  const bid = (market, game_type, session, numbers, points) => {
    serial += 1;
    return {
      phone_number: PLAYER, game_name: market, game_type, session, open_pana: 'NA', open_digit: 'NA', close_pana: 'NA', close_digit: 'NA',
      points_action: String(points), transaction_id: `board-screens-${serial}-${Date.now()}`, ...numbers,
    };
  };
  const day = [
    ['SRIDEVI', 6], ['SURYA', 4], ['MILAN DAY', 9], ['KALYAN', 12], ['MILAN NIGHT', 3], ['MAIN BAZAR', 5],
  ];
  for (const [market, count] of day) {
    const bids = [];
    for (let n = 0; n < count; n++) {
      bids.push(bid(market, 'single_digit', 'Open', { open_digit: String(n % 10) }, 50 + 10 * n));
      bids.push(bid(market, 'single_digit', 'Close', { close_digit: String((n * 3) % 10) }, 40 + 5 * n));
      if (n % 3 === 0) bids.push(bid(market, 'jodi_digit', 'Open', { open_digit: String(n % 10), close_digit: String((n + 4) % 10) }, 100));
    }
    for (const one of bids) await ok('POST', '/api/set_bid_new.php', { bids: JSON.stringify([one]) }, player);
  }
}

/** Monday afternoon: some results declared, a holiday, a market switched off, one that does not run on Mondays. */
async function mondayAfternoon() {
  const admin = await operatorToken(ADMIN.login, ADMIN.password);
  await ok('POST', '/api/admin/operator-accounts', { ...RESULTS, role: 'results' }, admin);
  const results = await operatorToken(RESULTS.username, RESULTS.password);
  const declare = async (name, session, pana) => ok('POST', '/api/admin/results', { market_id: await marketId(admin, name), session, pana }, results);
  await declare('STAR MORNING', 'open', '148');
  await declare('STAR MORNING', 'close', '379');
  await declare('SRIDEVI', 'open', '236');
  await ok('PATCH', `/api/admin/markets/${await marketId(admin, 'TIME BAZAR')}`, { holidays: ['2026-11-23'] }, admin);
  await ok('PATCH', `/api/admin/markets/${await marketId(admin, 'MILAN NIGHT')}`, { status: '0', reason: 'Market closed for Diwali week' }, admin);
  await ok('POST', '/api/admin/markets', { name: 'SUNDAY SPECIAL', open_time: '19:00', close_time: '20:00', days: ['sun'] }, admin);
}

const signIn = (page, login, password) => consoleSignIn(page, baseUrl, login, password);
const shot = (page, name) => screenshot(page, out, name);

mkdirSync(out, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'matka-board-screens-'));
let product;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  product = await startProduct(dataDir, '2026-11-22T20:00:00+05:30');
  await sundayEvening();
  await product.stop();
  product = await startProduct(dataDir, '2026-11-23T09:00:00+05:30');
  await mondayMorning();
  await product.stop();
  product = await startProduct(dataDir, '2026-11-23T16:05:00+05:30');
  await mondayAfternoon();

  for (const [suffix, viewport] of [['1280', { width: 1280, height: 800 }], ['390', { width: 390, height: 844 }]]) {
    const phone = suffix === '390';
    const desk = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: phone, hasTouch: phone });
    const page = await desk.newPage();
    await signIn(page, RESULTS.username, RESULTS.password);
    if (phone) await page.getByRole('button', { name: /^Menu/ }).click(); // the menu is a drawer there
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: "Today's board" }).click();
    const list = page.getByRole('list', { name: 'Sessions by cut-off' });
    await list.getByRole('listitem', { name: 'SURYA Close', exact: true }).getByText('Drawn by the server').waitFor({ timeout: 15_000 });
    await shot(page, `admin-board-${suffix}`);

    // Declaring KALYAN's open result from the board: the Results screen's flow, a preview of 380 on screen.
    const kalyan = list.getByRole('listitem', { name: 'KALYAN Open', exact: true });
    await kalyan.getByRole('button', { name: 'Declare the Open result of KALYAN…' }).click();
    const panel = page.getByRole('region', { name: 'Declare the Open result of KALYAN for 2026-11-23' });
    await panel.getByLabel('Open pana').fill('380', { timeout: 15_000 });
    await panel.getByRole('button', { name: 'Preview', exact: true }).click();
    await panel.getByLabel('Preview of 380').waitFor();
    await kalyan.evaluate((element) => element.scrollIntoView({ block: 'start' })); // clear of the header: scroll-margin-top
    await shot(page, `admin-board-declare-${suffix}`);
    await desk.close();
  }
} finally {
  await browser.close();
  await product?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
