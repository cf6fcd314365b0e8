#!/usr/bin/env node
/**
 * The console at a phone's width (docs/CONSOLE.md "On a phone"): screenshots
 * of the dashboard, results, fund requests and audit log at 390×844 and
 * 1280×800, and of the open menu drawer at 390×844, into
 * docs/screens/admin-phone-*.png (SCREENS_DIR to write elsewhere); for each
 * screen it prints the page's height and every table cell that lies outside
 * the viewport. Starts the built product (`npm run build` first) on its own
 * ports (CAPTURE_PORT, 19280, and the five after it) with a fresh data
 * directory and the e2e suite's pinned clock (Monday 23 Nov 2026, 09:00 IST),
 * then sets a working day's scene through the API: the demo player's bids,
 * a market whose results are declared, one reverted and declared again, a
 * deposit and a withdrawal waiting, balance adjustments and previews that
 * fill the audit log's first page, two failed sign-ins. Stops the product at
 * the end. CHECK_ALL=1 measures (and shoots) the console's other screens too.
 *   node scripts/capture-phone-console-screens.mjs
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { productApi, startScreensProduct } from './lib/screensProduct.mjs';

const root = resolve(import.meta.dirname, '..');
const out = resolve(process.env.SCREENS_DIR ?? join(root, 'docs/screens'));
const port = Number(process.env.CAPTURE_PORT ?? 19280);
const baseUrl = `http://localhost:${port}`;
const MARKET = 'SCREENS DAWN';
const ADMIN = { login: '9000000000', password: 'operator-demo-1234' };
const PLAYER = { phone: '9876543210', mpin: '1234' };

const { call, ok, operatorToken } = productApi(baseUrl);

/** A working morning: bids, a declared, reverted and re-declared market, fund requests, adjustments, previews, failed sign-ins. */
async function setScene() {
  const admin = await operatorToken(ADMIN.login, ADMIN.password);
  const player = (await ok('POST', '/api/login.php', { phone_number: PLAYER.phone, password: PLAYER.mpin })).token;
  for (let n = 1; n <= 12; n++) {
    await ok('POST', '/api/admin/adjustments', { phone_number: PLAYER.phone, amount: 500, remark: `Cash collected ${n}` }, admin);
  }
  const market = (await ok('POST', '/api/admin/markets', { name: MARKET, open_time: '10:00', close_time: '11:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] }, admin)).data;
  let serial = 0;
  const bid = (game_name, game_type, session, numbers, points) => {
    serial += 1;
    return {
      phone_number: PLAYER.phone, game_name, game_type, session, open_pana: 'NA', open_digit: 'NA', close_pana: 'NA', close_digit: 'NA',
      points_action: String(points), transaction_id: `phone-screens-${serial}-${Date.now()}`, ...numbers,
    };
  };
  const bids = [
    bid(MARKET, 'single_digit', 'Open', { open_digit: '2' }, 100), bid(MARKET, 'single_pana', 'Open', { open_pana: '129' }, 50),
    bid(MARKET, 'single_digit', 'Close', { close_digit: '1' }, 80), bid(MARKET, 'jodi_digit', 'Open', { open_digit: '2', close_digit: '1' }, 60),
    bid('KALYAN', 'single_digit', 'Open', { open_digit: '5' }, 120), bid('MILAN DAY', 'single_digit', 'Close', { close_digit: '7' }, 90),
  ];
  for (const one of bids) await ok('POST', '/api/set_bid_new.php', { bids: JSON.stringify([one]) }, player);
  // Its times move before the clock: both sessions are over, the bids keep their business date.
  await ok('PATCH', `/api/admin/markets/${market.id}`, { open_time: '07:00', close_time: '08:00' }, admin);
  const result = (session, pana) => ({ market_id: market.id, session, pana });
  for (const pana of ['577', '129']) await ok('POST', '/api/admin/results/preview', result('open', pana), admin);
  await ok('POST', '/api/admin/results', result('open', '129'), admin);
  await ok('POST', '/api/admin/results', result('close', '128'), admin);
  await ok('POST', '/api/admin/results/revert', { market_id: market.id, session: 'close', business_date: '2026-11-23', reason: 'Typed 128 for 380 from the slip' }, admin);
  await ok('POST', '/api/admin/results', result('close', '380'), admin);
  // A deposit and a withdrawal waiting for a decision.
  await ok('POST', '/api/add_points_request.php', { phone_number: PLAYER.phone, amount: '700', UTR_NUM: 'PHONE2026112301' }, player);
  await ok('POST', '/api/update_bank_details.php', {
    phone_number: PLAYER.phone, account_holder_name: 'Demo Player', account_number: '123456789012', bank_name: 'State Bank', ifsc_code: 'SBIN0001234',
  }, player);
  await ok('POST', '/api/withdraw_request.php', { phone_number: PLAYER.phone, amount: '600', remark: 'BANK_TRANSFER', request_number: '' }, player);
  // Two wrong passwords: the dashboard's failed sign-ins.
  for (let n = 0; n < 2; n++) await call('POST', '/api/admin/login', { login: 'night.shift', password: 'not the password' });
  return market.id;
}

async function signIn(page) {
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Phone number or username').fill(ADMIN.login);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 15_000 });
  // The welcome toast would cover the screens' tops.
  await page.getByRole('status').filter({ hasText: 'Welcome' }).waitFor({ state: 'hidden', timeout: 15_000 });
}

/** The page's height, whether it scrolls sideways, and each visible table cell outside the viewport. */
function measure() {
  const width = window.innerWidth;
  const cells = [...document.querySelectorAll('main td, main th')].filter((cell) => {
    const box = cell.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && getComputedStyle(cell).visibility !== 'hidden';
  });
  const clipped = cells.filter((cell) => {
    const box = cell.getBoundingClientRect();
    return box.left < -0.5 || box.right > width + 0.5;
  });
  return {
    height: document.documentElement.scrollHeight,
    sideways: document.documentElement.scrollWidth > width,
    cells: cells.length,
    clipped: clipped.map((cell) => `${cell.dataset.label ?? cell.tagName}: ${cell.textContent.trim().slice(0, 30)}`),
  };
}

async function shot(page, name, ready) {
  await ready();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  const figures = await page.evaluate(measure);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  console.log(`✓ ${name}: ${figures.height} px high${figures.sideways ? ', scrolls sideways' : ''}, ${figures.cells} cells, ${figures.clipped.length} outside the viewport${figures.clipped.length ? `: ${figures.clipped.slice(0, 8).join(' | ')}` : ''}`);
  return figures;
}

mkdirSync(out, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'matka-phone-screens-'));
let product;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  product = await startScreensProduct({ port, dataDir, clockStart: '2026-11-23T09:00:00+05:30' });
  const marketId = await setScene();
  for (const [suffix, viewport] of [['390', { width: 390, height: 844 }], ['1280', { width: 1280, height: 800 }]]) {
    const phone = suffix === '390';
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: phone, hasTouch: phone });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.log(`✗ page error at ${page.url()}: ${error.message}`));
    await signIn(page);
    const heading = (name) => () => page.getByRole('heading', { name, exact: true }).first().waitFor({ timeout: 15_000 });
    await shot(page, `admin-phone-dashboard-${suffix}`, async () => {
      await heading('Dashboard')();
      await page.getByRole('region', { name: 'Totals' }).waitFor({ timeout: 15_000 });
    });
    if (phone) {
      // The menu drawer over the dashboard, the pointer out of the way; Escape closes it.
      await page.getByRole('button', { name: /^Menu/ }).click();
      await page.getByRole('dialog', { name: 'Console menu' }).waitFor();
      await page.mouse.move(380, 830);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/admin-phone-menu-390.png` });
      console.log('✓ admin-phone-menu-390');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Console menu' }).waitFor({ state: 'hidden' });
    }
    await page.goto(`${baseUrl}/admin/results?market=${marketId}&date=2026-11-23`);
    await shot(page, `admin-phone-results-${suffix}`, heading('Declarations this day'));
    await page.goto(`${baseUrl}/admin/funds`);
    await shot(page, `admin-phone-fund-requests-${suffix}`, async () => {
      await page.getByRole('button', { name: /^Decline/ }).first().waitFor({ timeout: 15_000 });
    });
    await page.goto(`${baseUrl}/admin/audit`);
    await shot(page, `admin-phone-audit-${suffix}`, async () => {
      await heading('Audit log')();
      await page.getByText(/ of \d+$/).first().waitFor({ timeout: 15_000 });
    });
    if (phone && process.env.CHECK_ALL) {
      // Every other screen with a table, measured the same way (not kept in docs/screens: SCREENS_DIR elsewhere).
      const others = [
        ['players', '/admin/players', 'Players'], ['markets', '/admin/markets', 'Markets'], ['rates', '/admin/rates', 'Rates'],
        ['operators', '/admin/operators', 'Operators'], ['excluded', '/admin/excluded', 'Self-excluded players'],
        ['settings', '/admin/settings', 'Settings players see'], ['board', '/admin/board', "Today's board"], ['notices', '/admin/notices', 'Notices'],
      ];
      for (const [name, path, title] of others) {
        await page.goto(`${baseUrl}${path}`);
        await shot(page, `admin-phone-${name}-${suffix}`, heading(title));
      }
      await page.goto(`${baseUrl}/admin/players`);
      await shot(page, `admin-phone-player-${suffix}`, async () => {
        await page.getByRole('table').getByRole('link').first().click({ timeout: 15_000 });
        await page.getByRole('heading', { name: 'Ledger' }).waitFor({ timeout: 15_000 });
      });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await product?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
