#!/usr/bin/env node
/**
 * The first tap into a market on a phone network (issue 25 point 6): the
 * demo player opens home, reads it for a moment, taps Play on an open
 * market, and the clock runs until the game picker's first tile shows. Chromium
 * (playwright-core, Debian's binary) emulated over CDP at 150 ms round trip,
 * 1.6 Mbps down / 750 kbps up (Lighthouse's slow 4G) and a 4× slower CPU,
 * against the built product started as `npm start` starts it. Every run is
 * a fresh browser context: nothing cached, no service worker (a player's
 * first visit of the day after the app updated). A second tap, after going
 * back home, is timed too.
 *
 *   node bench/firstTap.mjs            # prints JSON: each run and the medians
 *   FIRST_TAP_RUNS=7 FIRST_TAP_READ_MS=3000 FIRST_TAP_PORT=27100 node bench/firstTap.mjs
 *
 * Figures: docs/PERFORMANCE.md "Targets", docs/performance-log.md "First tap into a market".
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { logInDemoPlayer, startProduct } from './lib/product.mjs';

const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 5);
/** How long the player reads home before tapping: the cards are on screen, the page may still be busy. */
const READ_MS = Number(process.env.FIRST_TAP_READ_MS ?? 3000);
const PORT = Number(process.env.FIRST_TAP_PORT ?? 27100);

const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Taps Play on the first open market and returns the milliseconds until the picker's first tile is visible. */
async function tapIntoMarket(page) {
  const card = page.locator('[data-testid="game-card"][data-open="true"]').first();
  const play = card.locator('button').last();
  await play.waitFor({ state: 'visible', timeout: 60_000 });
  const tile = page.locator('a[aria-labelledby^="tile-"]').first();
  const started = await page.evaluate(() => performance.now());
  await play.tap();
  await tile.waitFor({ state: 'visible', timeout: 60_000 });
  // The picker's own clock: the tap and the tile on the page's timeline, not the driver's round trips.
  return Math.round((await page.evaluate(() => performance.now())) - started);
}

async function oneRun(browser, origin) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true, serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await logInDemoPlayer(page, origin);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // A cold start of the app: the login above left the session, not the code, in this context's cache.
  await cdp.send('Network.clearBrowserCache');
  await page.goto(`${origin}/`);
  await page.locator('[data-testid="game-card"]').first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForTimeout(READ_MS);
  const firstMs = await tapIntoMarket(page);
  await page.goBack();
  await page.locator('[data-testid="game-card"]').first().waitFor({ state: 'visible', timeout: 60_000 });
  const laterMs = await tapIntoMarket(page);
  await context.close();
  return { firstMs, laterMs };
}

const product = await startProduct(PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await oneRun(browser, product.origin));
  console.log(JSON.stringify({
    profile: { latencyMs: NETWORK.latency, downMbps: 1.6, upKbps: 750, cpuSlowdown: CPU_SLOWDOWN, readMs: READ_MS },
    runs,
    medianFirstMs: median(runs.map((run) => run.firstMs)),
    medianLaterMs: median(runs.map((run) => run.laterMs)),
  }, null, 2));
} finally {
  await browser.close();
  await product.stop();
}
