#!/usr/bin/env node
/**
 * Screenshots of every operator-console page at 1280×800 into
 * docs/screens/admin-*.png, from a running product (`npm start`, default
 * http://localhost:8080). Signs in as the demo operator through the console's
 * own form (development data only; OPERATOR_PHONE / OPERATOR_PASSWORD to override).
 *   node scripts/capture-console-screens.mjs [baseUrl]
 * ONLY=admin-02-dashboard,admin-16-self-excluded captures just those.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const baseUrl = process.argv[2] ?? 'http://localhost:8080';
const out = resolve(import.meta.dirname, '../docs/screens');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
const page = await context.newPage();

const only = process.env.ONLY ? process.env.ONLY.split(',') : null;

async function shot(name, path, ready) {
  if (only && !only.includes(name)) return;
  try {
    if (path) await page.goto(`${baseUrl}${path}`);
    if (ready) await ready();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    // The dashboard's markers of harm sit below the markets: the whole page, 1280 wide.
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: name === 'admin-02-dashboard' });
    console.log(`✓ ${name} (${path ?? 'same page'})`);
  } catch (error) {
    // A screen whose API is not there yet: say so and go on with the others.
    console.log(`✗ ${name} (${path ?? 'same page'}): ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  }
}

const heading = (text) => () => page.getByRole('heading', { name: text }).first().waitFor({ timeout: 15_000 });

await shot('admin-01-login', '/admin', () => page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 15_000 }));
if (only) await page.goto(`${baseUrl}/admin`);
await page.getByLabel('Phone number').fill(process.env.OPERATOR_PHONE ?? '9000000000');
await page.getByLabel('Password').fill(process.env.OPERATOR_PASSWORD ?? 'operator-demo-1234');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('navigation', { name: 'Console' }).waitFor({ timeout: 15_000 });

const screens = [
  ['admin-02-dashboard', '/admin', 'Dashboard'],
  ['admin-03-results', '/admin/results', 'Results'],
  ['admin-04-fund-requests', '/admin/funds', 'Fund requests'],
  ['admin-05-withdrawals', '/admin/funds?kind=withdraw&status=all', 'Fund requests'],
  ['admin-06-players', '/admin/players', 'Players'],
  ['admin-08-markets', '/admin/markets', 'Markets'],
  ['admin-09-rates', '/admin/rates', 'Rates'],
  ['admin-10-settings', '/admin/settings', 'Settings'],
  ['admin-11-audit', '/admin/audit', 'Audit log'],
  ['admin-15-operators', '/admin/operators', 'Operators'],
  ['admin-16-self-excluded', '/admin/excluded', 'Self-excluded players'],
];
for (const [name, path, title] of screens) await shot(name, path, heading(title));

// One player's page: the first player of the list.
await shot('admin-07-player', '/admin/players', async () => {
  await page.getByRole('table').locator('tbody tr a').first().click({ timeout: 15_000 });
  await page.getByLabel('Balance', { exact: true }).waitFor({ timeout: 15_000 });
});

// The results confirmation: a preview of a pana on the first market, then the Declare dialog (nothing is declared).
await shot('admin-12-declare-confirmation', '/admin/results', async () => {
  // The first session of the first market still waiting for its result.
  const panel = page.getByRole('region', { name: /result$/ }).filter({ has: page.getByLabel(/pana$/) }).first();
  await panel.getByLabel(/pana$/).fill('128', { timeout: 15_000 });
  await panel.getByRole('button', { name: 'Preview' }).click();
  await panel.getByRole('button', { name: 'Declare 128…' }).click({ timeout: 15_000 });
  await page.getByRole('dialog').waitFor();
});
await shot('admin-13-decline-deposit', '/admin/funds', async () => {
  await page.getByRole('button', { name: /^Decline/ }).first().click({ timeout: 15_000 });
  await page.getByRole('dialog').waitFor();
});
await context.close();
if (only && !only.includes('admin-14-fund-requests-390')) {
  await browser.close();
  process.exit(0);
}
// The console at a phone's width.
const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
const phonePage = await phone.newPage();
await phonePage.goto(`${baseUrl}/admin`);
await phonePage.getByLabel('Phone number').fill(process.env.OPERATOR_PHONE ?? '9000000000');
await phonePage.getByLabel('Password').fill(process.env.OPERATOR_PASSWORD ?? 'operator-demo-1234');
await phonePage.getByRole('button', { name: 'Sign in' }).click();
// On a phone the menu is a drawer behind its Menu button (docs/CONSOLE.md "On a phone").
await phonePage.getByRole('button', { name: /^Menu/ }).waitFor({ timeout: 15_000 });
await phonePage.goto(`${baseUrl}/admin/funds`);
await phonePage.getByRole('heading', { name: 'Fund requests' }).waitFor({ timeout: 15_000 });
await phonePage.waitForLoadState('networkidle');
await phonePage.screenshot({ path: `${out}/admin-14-fund-requests-390.png`, fullPage: true });
console.log('✓ admin-14-fund-requests-390');
await browser.close();
