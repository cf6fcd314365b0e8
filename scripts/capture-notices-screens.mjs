#!/usr/bin/env node
/**
 * Screenshots of notices (docs/API.md "Inbox", docs/CONSOLE.md) at 1280×800
 * and 390×844 into docs/screens/: the console's Notices screen, whole, with a
 * notice being written above the list (admin-notices-*.png), and the demo player's
 * header bell with its unread count (notices-bell-*.png) and their /inbox
 * page (notices-inbox-*.png). Also re-takes the console's two older 390 px
 * screens with the drawer's Menu button: fund requests
 * (admin-14-fund-requests-390.png) and an operator's own failed sign-ins on
 * the dashboard (admin-17-failed-sign-ins-390.png). Starts the built product
 * (`npm run build` first) on its own ports (CAPTURE_PORT, 18850, and the five
 * after it) with a fresh data directory and a pinned clock (Monday 23 Nov
 * 2026, 10:00 IST); stops it at the end.
 *   node scripts/capture-notices-screens.mjs
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { consoleSignIn, productApi, screenshot, startScreensProduct } from './lib/screensProduct.mjs';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'docs/screens');
const port = Number(process.env.CAPTURE_PORT ?? 18850);
const baseUrl = `http://localhost:${port}`;
const ADMIN = { login: '9000000000', password: 'operator-demo-1234' };
const PLAYER = { phone: '9876543210', mpin: '1234' };

const { call, ok, operatorToken } = productApi(baseUrl);

/** Notices of every state: in force for everyone and for the demo player, one scheduled, one withdrawn. */
async function setScene() {
  const admin = await operatorToken(ADMIN.login, ADMIN.password);
  const send = (body) => ok('POST', '/api/admin/notices', body, admin);
  const withdrawn = await send({ audience: 'all', title: 'Wrong timing for MILAN DAY', text: 'MILAN DAY closes at 15:00 today, not 14:00.' });
  await ok('POST', `/api/admin/notices/${withdrawn.data.id}/withdraw`, {}, admin);
  await send({ audience: 'all', title: 'Diwali week timings', text: 'MILAN NIGHT stays closed from 9 to 15 November. Every other market runs as usual.' });
  await send({ audience: 'player', phone_number: PLAYER.phone, title: 'Your withdrawal is on its way', text: 'We sent 600 points to your bank account ending 4321. It can take up to two hours to show.' });
  await send({ audience: 'all', title: 'Server upkeep tonight', text: 'The app pauses for ten minutes at 02:00 IST. Bids placed before then are safe.', starts_at: '2026-11-23T18:30:00.000Z' });
  await send({ audience: 'all', title: 'New market: SURYA', text: 'SURYA opens at 10:00 and closes at 11:00 every day, its results drawn by the server.' });
}

/** The demo player signed in through the API in the page's context, as the app stores its session. */
async function playerSignIn(page) {
  const response = await page.request.post(`${baseUrl}/api/login.php`, { data: { phone_number: PLAYER.phone, password: PLAYER.mpin }, headers: { 'x-matka-client': '1' } });
  const body = await response.json();
  if (body.success !== '1') throw new Error(`player login: ${JSON.stringify(body)}`);
  await page.goto(`${baseUrl}/download-now`);
  await page.evaluate(([key, user]) => window.localStorage.setItem(key, JSON.stringify(user)), ['user_session', body.data]);
}

const shot = (page, name) => screenshot(page, out, name);

mkdirSync(out, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'matka-notices-screens-'));
let product;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  product = await startScreensProduct({ port, dataDir, clockStart: '2026-11-23T10:00:00+05:30' });
  await setScene();

  for (const [suffix, viewport] of [['1280', { width: 1280, height: 800 }], ['390', { width: 390, height: 844 }]]) {
    const phone = suffix === '390';
    const options = { viewport, deviceScaleFactor: 1, isMobile: phone, hasTouch: phone };

    // The console: a notice for one player being written, above the list of those sent.
    const desk = await browser.newContext(options);
    const page = await desk.newPage();
    await consoleSignIn(page, baseUrl, ADMIN.login, ADMIN.password);
    await page.goto(`${baseUrl}/admin/notices`);
    const form = page.getByRole('form', { name: 'Write a notice' });
    await form.waitFor({ timeout: 15_000 });
    await page.getByText('Diwali week timings').first().waitFor({ timeout: 15_000 });
    await form.getByLabel('One player').check();
    await form.getByLabel('Player’s mobile number').fill(PLAYER.phone);
    await form.getByLabel('Title').fill('Deposit approved');
    await form.getByLabel('Text').fill('Your deposit of 700 points is in your wallet. Good luck!');
    await page.mouse.move(viewport.width - 10, viewport.height - 10);
    // The whole page: the form, then the list with a notice of each state.
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${out}/admin-notices-${suffix}.png`, fullPage: true });
    console.log(`✓ admin-notices-${suffix}`);
    await desk.close();

    // The player: the bell with its unread count on the home screen, then the inbox.
    const player = await browser.newContext(options);
    const playerPage = await player.newPage();
    await playerSignIn(playerPage);
    await playerPage.goto(`${baseUrl}/`);
    const bell = playerPage.getByRole('banner').getByTestId('inbox-bell');
    await bell.waitFor({ timeout: 15_000 });
    await playerPage.waitForFunction(() => /\d+ unread/.test(document.querySelector('[data-testid="inbox-bell"]')?.getAttribute('aria-label') ?? ''), undefined, { timeout: 15_000 });
    await shot(playerPage, `notices-bell-${suffix}`);
    await bell.click();
    await playerPage.waitForURL(/\/inbox$/);
    await playerPage.getByTestId('inbox-item').first().waitFor({ timeout: 15_000 });
    await shot(playerPage, `notices-inbox-${suffix}`);
    await player.close();
  }

  // The console's older 390 px screens, with the drawer's Menu button: three wrong passwords first.
  for (let n = 0; n < 3; n++) await call('POST', '/api/admin/login', { login: ADMIN.login, password: 'not the password' });
  await ok('POST', '/api/add_points_request.php', { phone_number: PLAYER.phone, amount: '700', UTR_NUM: 'NOTICES2026112301' },
    (await ok('POST', '/api/login.php', { phone_number: PLAYER.phone, password: PLAYER.mpin })).token);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await consoleSignIn(page, baseUrl, ADMIN.login, ADMIN.password);
  await page.getByText(/wrong passwords on your account/).waitFor({ timeout: 15_000 });
  await shot(page, 'admin-17-failed-sign-ins-390');
  await page.goto(`${baseUrl}/admin/funds`);
  await page.getByRole('heading', { name: 'Fund requests' }).first().waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: /^Decline/ }).first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/admin-14-fund-requests-390.png`, fullPage: true });
  console.log('✓ admin-14-fund-requests-390');
  await phone.close();
} finally {
  await browser.close();
  await product?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
