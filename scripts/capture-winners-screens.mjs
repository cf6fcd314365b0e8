#!/usr/bin/env node
/**
 * Screenshots of a declaration's Winners and of Receivables (docs/CONSOLE.md
 * "Winners", "Receivables") at 1280×800 and 390×844 into
 * docs/screens/admin-winners-*.png and admin-receivables-*.png. Starts the
 * built product (`npm run build` first) on its own ports (CAPTURE_PORT,
 * 18150, and the five after it) with a fresh data directory and the clock
 * pinned to Monday 23 Nov 2026, 09:00 IST, and sets the scene through the API:
 * eight players (2,000 points each) bid on SCREENS DAY (then moved to
 * 07:00–08:00), its open result 128 is declared, three winners withdraw
 * most of their wins, the result is reverted (receivables of 8,500, 700 and
 * 14,100), Bala is credited 1,000 (700 collected at once) and an admin
 * writes off Chitra's.
 *   node scripts/capture-winners-screens.mjs
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { consoleSignIn, productApi, screenshot, startScreensProduct } from './lib/screensProduct.mjs';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'docs/screens');
const port = Number(process.env.CAPTURE_PORT ?? 18150);
const baseUrl = `http://localhost:${port}`;
const ADMIN = { login: '9000000000', password: 'operator-demo-1234' };
const MARKET = 'SCREENS DAY';
const TODAY = '2026-11-23';
const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const NAMES = ['Asha Patil', 'Bala Kumar', 'Chitra Rao', 'Deepak Shah', 'Esha Nair', 'Farhan Ali', 'Gita Joshi', 'Hari Menon'];

const { ok, operatorToken } = productApi(baseUrl);

async function newPlayer(index, admin) {
  const phone = `70000000${String(10 + index)}`;
  await ok('POST', '/api/signup.php', { phoneNumber: phone, username: NAMES[index], user_mpin: '2468', email: '', date_of_birth: '1990-05-17', terms_accepted: '1' });
  const token = (await ok('POST', '/api/login.php', { phone_number: phone, password: '2468' })).token;
  await ok('POST', '/api/admin/adjustments', { phone_number: phone, amount: 2000, remark: 'Opening balance' }, admin);
  return { phone, token };
}

async function bid(player, serial, game_type, numbers, points) {
  const one = {
    phone_number: player.phone, game_name: MARKET, game_type, session: 'Open', open_pana: 'NA', open_digit: 'NA', close_pana: 'NA', close_digit: 'NA',
    points_action: String(points), transaction_id: `winners-screens-${serial}`, ...numbers,
  };
  await ok('POST', '/api/set_bid_new.php', { bids: JSON.stringify([one]) }, player.token);
}

async function withdraw(player, amount) {
  await ok('POST', '/api/update_bank_details.php', {
    phone_number: player.phone, ifsc_code: 'SBIN0001234', account_number: '123456789012', bank_name: 'SBI', account_holder_name: 'Screens Player', paytm: '',
  }, player.token);
  await ok('POST', '/api/withdraw_request.php', { phone_number: player.phone, amount: String(amount), remark: 'BANK_TRANSFER', request_number: '' }, player.token);
}

/** Returns the reverted declaration's id. */
async function setScene() {
  const admin = await operatorToken(ADMIN.login, ADMIN.password);
  const market = (await ok('POST', '/api/admin/markets', { name: MARKET, open_time: '10:00', close_time: '11:00', days: EVERY_DAY }, admin)).data;
  const players = [];
  for (let index = 0; index < NAMES.length; index++) players.push(await newPlayer(index, admin));
  const [asha, bala, chitra, deepak, esha, farhan, gita, hari] = players;
  let serial = 0;
  const next = () => (serial += 1);
  await bid(asha, next(), 'single_digit', { open_digit: '1' }, 1000); // 9,500
  await bid(bala, next(), 'single_digit', { open_digit: '1' }, 200); // 1,900
  await bid(chitra, next(), 'single_pana', { open_pana: '128' }, 100); // 15,000
  await bid(deepak, next(), 'single_digit_bulk', { open_digit: '1' }, 50); // 475
  await bid(esha, next(), 'single_pana', { open_pana: '128' }, 10); // 1,500
  await bid(farhan, next(), 'single_digit', { open_digit: '1' }, 20); // 190
  await bid(gita, next(), 'single_digit', { open_digit: '4' }, 300); // loses
  await bid(hari, next(), 'double_pana', { open_pana: '118' }, 100); // loses
  await ok('PATCH', `/api/admin/markets/${market.id}`, { open_time: '07:00', close_time: '08:00' }, admin);
  const declared = (await ok('POST', '/api/admin/results', { market_id: market.id, session: 'open', pana: '128' }, admin)).data;
  await withdraw(asha, 9500);
  await withdraw(bala, 2500);
  await withdraw(chitra, 16000);
  await ok('POST', '/api/admin/results/revert', { market_id: market.id, session: 'open', business_date: TODAY, reason: 'Typed 128 for 138 from the slip' }, admin);
  await ok('POST', '/api/admin/adjustments', { phone_number: bala.phone, amount: 1000, remark: 'Cash at the counter' }, admin);
  const owed = (await ok('GET', `/api/admin/receivables?q=${chitra.phone}`, undefined, admin)).data.receivables.items[0];
  await ok('POST', `/api/admin/receivables/${owed.id}/write-off`, { reason: 'Goodwill: the typo was ours' }, admin);
  return declared.declaration_id;
}

mkdirSync(out, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'matka-winners-screens-'));
let product;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  product = await startScreensProduct({ port, dataDir, clockStart: `${TODAY}T09:00:00+05:30` });
  const declarationId = await setScene();
  for (const [suffix, viewport] of [['1280', { width: 1280, height: 800 }], ['390', { width: 390, height: 844 }]]) {
    const phone = suffix === '390';
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: phone, hasTouch: phone });
    const page = await context.newPage();
    await consoleSignIn(page, baseUrl, ADMIN.login, ADMIN.password);
    await page.goto(`${baseUrl}/admin/results/declarations/${declarationId}/winners`);
    await page.getByRole('note', { name: 'Reverted' }).waitFor({ timeout: 15_000 });
    await screenshot(page, out, `admin-winners-${suffix}`);
    await page.goto(`${baseUrl}/admin/receivables?state=all`);
    await page.getByRole('status', { name: 'Owed now' }).waitFor({ timeout: 15_000 });
    await screenshot(page, out, `admin-receivables-${suffix}`);
    await context.close();
  }
} finally {
  await browser.close();
  await product?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
