#!/usr/bin/env node
/**
 * Screenshots of the console screens of docs/SETTLEMENT.md "Integrity" at
 * 1280×800 and 390×844 into docs/screens/admin-integrity-*.png. Starts the
 * built product (`npm run build` first) on its own ports (CAPTURE_PORT, 19080,
 * and the five after it) with a fresh data directory and the e2e suite's
 * pinned clock (Monday 23 Nov 2026, 09:00 IST), then sets the scene through
 * the API: a market whose sessions are over with the demo player's bids on
 * it; a results operator who previews 577 and 129 of the open session and
 * declares 129 (the best for the house), then previews three panas of the
 * close session and is refused a fourth. Stops the product at the end.
 *   node scripts/capture-integrity-screens.mjs
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
const MARKET = 'SCREENS DAWN';
const ADMIN = { login: '9000000000', password: 'operator-demo-1234' };
const PREVIEWER = { name: 'Priya Previews', username: 'screens.previewer', password: 'screens previewer passphrase' };

const { call, ok, operatorToken } = productApi(baseUrl);

async function setScene() {
  const admin = await operatorToken(ADMIN.login, ADMIN.password);
  const market = (await ok('POST', '/api/admin/markets', { name: MARKET, open_time: '10:00', close_time: '11:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] }, admin)).data;
  // The demo player bids while the market is open: 577 would pay 30,000, nothing else pays much.
  const player = (await ok('POST', '/api/login.php', { phone_number: '9876543210', password: '1234' })).token;
  const bid = (game_type, numbers, n) => ({
    phone_number: '9876543210', game_name: MARKET, game_type, session: 'Open', open_pana: 'NA', open_digit: 'NA', close_pana: 'NA', close_digit: 'NA',
    points_action: '100', transaction_id: `screens-${n}-${Date.now()}`, ...numbers,
  });
  const bids = [bid('double_pana', { open_pana: '577' }, 1), bid('single_digit', { open_digit: '0' }, 2), bid('jodi_digit', { open_digit: '2', close_digit: '4' }, 3)];
  for (const one of bids) await ok('POST', '/api/set_bid_new.php', { bids: JSON.stringify([one]) }, player);
  // Its times move before the clock: both sessions are over, the bids keep their business date.
  await ok('PATCH', `/api/admin/markets/${market.id}`, { open_time: '07:00', close_time: '08:00' }, admin);
  await ok('POST', '/api/admin/operator-accounts', { ...PREVIEWER, role: 'results' }, admin);
  const previewer = await operatorToken(PREVIEWER.username, PREVIEWER.password);
  const result = (session, pana) => ({ market_id: market.id, session, pana });
  for (const pana of ['577', '129']) await ok('POST', '/api/admin/results/preview', result('open', pana), previewer);
  await ok('POST', '/api/admin/results', result('open', '129'), previewer);
  for (const pana of ['128', '139', '137']) await ok('POST', '/api/admin/results/preview', result('close', pana), previewer);
  const refused = await call('POST', '/api/admin/results/preview', result('close', '146'), previewer);
  if (refused.status !== 429) throw new Error(`expected a 429, got ${refused.status}`);
  return market.id;
}

const signIn = (page, login, password) => consoleSignIn(page, baseUrl, login, password);
const shot = (page, name) => screenshot(page, out, name);

/** The results screen as the previewer left it: the close session refused a fourth pana. */
async function refusedPreview(page, marketId) {
  await page.goto(`${baseUrl}/admin/results?market=${marketId}`);
  const close = page.getByRole('region', { name: 'Close result' });
  await close.getByLabel('Close pana').fill('146', { timeout: 15_000 });
  await close.getByRole('button', { name: 'Preview', exact: true }).click();
  await close.getByRole('alert').filter({ hasText: 'Preview limit reached' }).waitFor();
}

mkdirSync(out, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'matka-screens-'));
const product = await startScreensProduct({ port, dataDir, clockStart: '2026-11-23T09:00:00+05:30' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  const marketId = await setScene();

  for (const [suffix, viewport] of [['1280', { width: 1280, height: 800 }], ['390', { width: 390, height: 844 }]]) {
    const phone = suffix === '390';
    const desk = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: phone, hasTouch: phone });
    const page = await desk.newPage();
    await signIn(page, PREVIEWER.username, PREVIEWER.password);
    await refusedPreview(page, marketId);
    if (phone) await page.getByRole('region', { name: 'Close result' }).scrollIntoViewIfNeeded();
    await shot(page, `admin-integrity-results-${suffix}`);
    await desk.close();

    const office = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: phone, hasTouch: phone });
    const adminPage = await office.newPage();
    await signIn(adminPage, ADMIN.login, ADMIN.password);
    await adminPage.getByRole('region', { name: /^Result integrity/ }).waitFor({ timeout: 15_000 });
    // A phone's dashboard starts with the section folded: open it, as the operator would.
    if (phone) await adminPage.getByRole('button', { name: /^Result integrity/ }).click();
    await adminPage.getByRole('region', { name: /^Result integrity/ }).scrollIntoViewIfNeeded();
    await shot(adminPage, `admin-integrity-dashboard-${suffix}`);
    // A day before the market existed: the admin is asked for a reason.
    await adminPage.goto(`${baseUrl}/admin/results?market=${marketId}&date=2026-11-20`);
    await adminPage.getByRole('note', { name: 'Back-dated day' }).waitFor({ timeout: 15_000 });
    await shot(adminPage, `admin-integrity-back-dated-${suffix}`);
    // The audit log and Settings read the same at both widths: the desktop one only.
    if (!phone) {
      await adminPage.goto(`${baseUrl}/admin/audit?action=result.previewed`);
      await adminPage.getByRole('table').locator('tbody tr').filter({ hasText: PREVIEWER.name }).first().waitFor({ timeout: 15_000 });
      await shot(adminPage, 'admin-integrity-audit-1280');
      await adminPage.goto(`${baseUrl}/admin/settings`);
      await adminPage.getByLabel('Previews per session').scrollIntoViewIfNeeded({ timeout: 15_000 });
      await shot(adminPage, 'admin-integrity-settings-1280');
    }
    await office.close();
  }
} finally {
  await browser.close();
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
