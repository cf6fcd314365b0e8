#!/usr/bin/env node
/**
 * Screenshots of the first screens in Hindi at 390×844 into
 * docs/screens/hindi-login.png, hindi-home.png and hindi-menu.png (the betting
 * and money screens: scripts/capture-hindi-screens.mjs).
 * Starts the built product (`npm run build` first) on its own ports
 * (CAPTURE_PORT, 18450, and the five after it) with a fresh data directory and
 * the e2e suite's pinned clock (Monday 23 Nov 2026, 09:00 IST), chooses हिन्दी
 * on the login screen as a player would, and logs the demo player in.
 *   node scripts/capture-hindi-entry.mjs
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { screenshot, startScreensProduct } from './lib/screensProduct.mjs';

const out = resolve(import.meta.dirname, '../docs/screens');
const port = Number(process.env.CAPTURE_PORT ?? 18450);
const baseUrl = `http://localhost:${port}`;
mkdirSync(out, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'matka-hindi-entry-'));
const product = await startScreensProduct({ port, dataDir, clockStart: '2026-11-23T09:00:00+05:30' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/Login`);
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await page.getByLabel('मोबाइल नंबर').waitFor();
  await screenshot(page, out, 'hindi-login');

  await page.getByLabel('मोबाइल नंबर').fill('9876543210');
  await page.getByRole('button', { name: 'आगे' }).click();
  await page.waitForURL(/\/login_mpin$/);
  await page.getByLabel('MPIN डालें', { exact: true }).click();
  // The last digit logs in.
  await page.keyboard.type('1234');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('game-card').first().waitFor();
  // The toasts of the login ('लॉगिन सफल', the spec's signed-up notice) gone, so the screen shows the page.
  await page.waitForTimeout(5500);
  await screenshot(page, out, 'hindi-home');

  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  await page.getByRole('navigation', { name: 'साइड मेन्यू' }).waitFor();
  await screenshot(page, out, 'hindi-menu');
} finally {
  await browser.close();
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
