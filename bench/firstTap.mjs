#!/usr/bin/env node
/**
 * The first tap into a market on a phone network: the
 * demo player opens home, reads it for a moment, taps Play on an open
 * market, and the clock runs until the game picker's first tile shows (marked
 * by the page itself; `firstDriverMs`: when Playwright's wait saw it). Chromium
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
  // The page marks when the tile is first visible (checked on each DOM change and frame): Playwright's own
  // wait polls with a growing back-off (up to 500 ms apart), so on a busy 4× CPU it saw tiles up to half a
  // second late and the figures came in two clusters (docs/performance-log.md "First tap", 2026-11-26 evening).
  const started = await page.evaluate(() => {
    window.__tileShownAt = undefined;
    const check = () => {
      const tile = document.querySelector('a[aria-labelledby^="tile-"]');
      if (window.__tileShownAt === undefined && tile?.checkVisibility()) window.__tileShownAt = performance.now();
      return window.__tileShownAt !== undefined;
    };
    const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    const frame = () => { if (!check()) requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
    return performance.now();
  });
  await play.tap();
  await tile.waitFor({ state: 'visible', timeout: 60_000 });
  // The picker's own clock: the tap and the tile on the page's timeline, not the driver's round trips.
  const [shown, seen] = await page.evaluate(() => [window.__tileShownAt, performance.now()]);
  return { ms: Math.round((shown ?? seen) - started), driverMs: Math.round(seen - started) };
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
  const first = await tapIntoMarket(page);
  await page.goBack();
  await page.locator('[data-testid="game-card"]').first().waitFor({ state: 'visible', timeout: 60_000 });
  const later = await tapIntoMarket(page);
  await context.close();
  return { firstMs: first.ms, laterMs: later.ms, firstDriverMs: first.driverMs, laterDriverMs: later.driverMs };
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
    medianFirstDriverMs: median(runs.map((run) => run.firstDriverMs)),
  }, null, 2));
} finally {
  await browser.close();
  await product.stop();
}
