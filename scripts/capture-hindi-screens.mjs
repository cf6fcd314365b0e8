#!/usr/bin/env node
/**
 * Screenshots of the player's main betting and money screens in Hindi at
 * 390×844 into docs/screens/hindi-*.png: the bulk bid grid
 * with bids on it, the bid confirmation, the wallet and the bid history.
 * Starts the built product (`npm run build` first) on its own ports
 * (CAPTURE_PORT, 18650, and the five after it) with a fresh data directory and
 * the e2e suite's pinned clock (Monday 23 Nov 2026, 09:00 IST: KALYAN takes
 * bids), places a few bids for the demo player so the history has rows, and
 * checks that no screen scrolls sideways in Hindi (scrollWidth <= clientWidth
 * on the document and every card); a screen that does fails the run.
 *   node scripts/capture-hindi-screens.mjs
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { productApi, screenshot, startScreensProduct } from './lib/screensProduct.mjs';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'docs/screens');
const port = Number(process.env.CAPTURE_PORT ?? 18650);
const baseUrl = `http://localhost:${port}`;
const PLAYER = { phone_number: '9876543210', password: '1234' };
const MARKET = 'KALYAN';

const { ok } = productApi(baseUrl);

/** A few bids of the demo player, so Bid History has cards to show. */
async function placeBids(token) {
  const bid = (game_type, numbers, points, n) => ({
    phone_number: PLAYER.phone_number, game_name: MARKET, game_type, session: 'Open',
    open_pana: 'NA', open_digit: 'NA', close_pana: 'NA', close_digit: 'NA',
    points_action: String(points), transaction_id: `hindi-screens-${n}-${Date.now()}`, ...numbers,
  });
  const bids = [
    bid('single_digit', { open_digit: '5' }, 50, 1),
    bid('jodi_digit', { open_digit: '3', close_digit: '8' }, 20, 2),
    bid('single_pana', { open_pana: '128' }, 10, 3),
  ];
  for (const one of bids) await ok('POST', '/api/set_bid_new.php', { bids: JSON.stringify([one]) }, token);
}

/** What scrolls sideways: the document, or a card wider than its box. */
function overflows(page) {
  return page.evaluate(() => {
    const wide = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) wide.push(`document ${root.scrollWidth} > ${root.clientWidth}`);
    for (const card of document.querySelectorAll('.card, .dialog')) {
      if (card.scrollWidth > card.clientWidth) wide.push(`${card.className} ${card.scrollWidth} > ${card.clientWidth}`);
    }
    return wide;
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'matka-hindi-screens-'));
mkdirSync(out, { recursive: true });
const product = await startScreensProduct({ port, dataDir, clockStart: '2026-11-23T09:00:00+05:30' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const problems = [];
try {
  const login = await ok('POST', '/api/login.php', PLAYER);
  await placeBids(login.token);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  // The player signs in in the page's context (its cookie), as tests/support/session.ts does; the device is a Hindi one (docs/I18N.md "Where the choice is kept").
  const signedIn = await context.request.post(`${baseUrl}/api/login.php`, { data: PLAYER, headers: { 'x-matka-client': '1' } });
  const user = (await signedIn.json()).data;
  await context.addInitScript((session) => {
    if (!localStorage.getItem('user_session')) localStorage.setItem('user_session', JSON.stringify(session));
    localStorage.setItem('user_language', 'hi');
  }, user);
  const page = await context.newPage();
  const shot = async (name) => {
    const wide = await overflows(page);
    if (wide.length > 0) problems.push(`${name}: ${wide.join('; ')}`);
    await screenshot(page, out, name);
  };

  await page.goto(`${baseUrl}/game_type/${MARKET}/single_digit_bulk`);
  await page.getByLabel('पॉइंट', { exact: true }).fill('20', { timeout: 20_000 }).catch(async (error) => {
    console.error(`── the page showed:\n${(await page.locator('body').innerText()).slice(0, 2_000)}`);
    throw error;
  });
  for (const digit of ['3', '5', '8']) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByLabel('पॉइंट', { exact: true }).blur();
  await shot('hindi-01-bid-grid');

  await page.getByRole('button', { name: 'सबमिट करें' }).click();
  await page.getByRole('dialog', { name: 'अपनी बोलियाँ कन्फ़र्म करें' }).waitFor({ timeout: 15_000 });
  await shot('hindi-02-bid-confirmation');
  await page.getByRole('button', { name: 'रद्द करें' }).click();

  await page.goto(`${baseUrl}/wallet_histroy`);
  await page.getByRole('navigation', { name: 'वॉलेट' }).waitFor({ timeout: 15_000 });
  await shot('hindi-03-wallet');

  await page.goto(`${baseUrl}/my-bid`);
  await page.getByRole('list', { name: 'बोलियाँ' }).waitFor({ timeout: 15_000 });
  await shot('hindi-04-bid-history');
  await context.close();
} finally {
  await browser.close();
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(`✗ Scrolls sideways in Hindi at 390 px:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('✓ Nothing scrolls sideways in Hindi at 390 px');
