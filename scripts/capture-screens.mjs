#!/usr/bin/env node
/**
 * Screenshots of the main screens at 390×844 into docs/screens/, from a
 * running product (`npm start`, default http://localhost:8080). Logs in as
 * the demo player through the API.
 *   node scripts/capture-screens.mjs [baseUrl]
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const baseUrl = process.argv[2] ?? 'http://localhost:8080';
const out = resolve(import.meta.dirname, '../docs/screens');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
const page = await context.newPage();

async function shot(name, path, waitFor) {
  await page.goto(`${baseUrl}${path}`);
  if (waitFor) await waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png` });
  console.log(`✓ ${name} (${path})`);
}

await shot('01-login', '/Login', () => page.getByLabel('Mobile number').waitFor());
const login = await page.request.post(`${baseUrl}/api/login.php`, { data: { phone_number: '9876543210', password: '1234' } });
const user = (await login.json()).data;
await page.evaluate((value) => localStorage.setItem('user_session', JSON.stringify(value)), user);
const screens = (process.env.SCREENS ?? [
  '02-home:/',
  '03-game-types:/game_type/KALYAN',
  '04-single-digit-bulk:/game_type/KALYAN/single_digit_bulk',
  '05-single-pana:/game_type_single/KALYAN/single_pana',
  '06-half-sangam:/game_type/KALYAN/half_sangam',
  '07-game-rates:/game-rates',
  '08-my-bids:/my-bid',
  '09-account-statement:/account-statement',
  '10-jodi-chart:/jodi_chart/KALYAN',
  '11-wallet:/wallet_histroy',
  '12-profile:/profile',
].join(',')).split(',');
for (const entry of screens) {
  const [name, path] = entry.split(':');
  await shot(name, path, () => page.locator('main').getByRole('heading').first().waitFor({ timeout: 10_000 }).catch(() => undefined));
}
await browser.close();
