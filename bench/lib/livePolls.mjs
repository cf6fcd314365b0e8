/**
 * What the live stream saves the server (bench/live.mjs, part 4): the
 * product as `npm start` runs it (bench/lib/product.mjs), Debian's Chromium
 * through playwright-core, two pages side by side in contexts of their own,
 * each logged in as the demo player and left on /home for `seconds`: one
 * as shipped (its live stream up), one with `/api/live` made to fail
 * (page.route aborts it, as a proxy that drops it would), so the app falls
 * back to its minute poll. Counts each page's `get_games.php` requests from
 * the moment /home is opened.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { logInDemoPlayer } from './product.mjs';
import { startProduct } from './product.mjs';


async function watchHome(browser, origin, seconds, blockLive) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const seen = { games: 0, liveAttempts: 0, liveStatuses: [] };
    if (blockLive) await page.route('**/api/live', (route) => route.abort('connectionfailed'));
    await logInDemoPlayer(page, origin);
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('/get_games.php')) seen.games++;
      if (path === '/api/live') seen.liveAttempts++;
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/live') seen.liveStatuses.push(response.status());
    });
    await page.goto(`${origin}/home`);
    await page.waitForTimeout(seconds * 1000);
    return {
      games: seen.games,
      liveAttempts: seen.liveAttempts,
      streamStatus: seen.liveStatuses.length ? `answered ${[...new Set(seen.liveStatuses)].join(', ')}` : 'never answered',
    };
  } finally {
    await context.close();
  }
}

/**
 * get_games.php requests of a logged-in home page over `seconds`: with the live stream up, and with it blocked.
 * `track(stop)`: the caller's cleanup list (the product runs in a process group of its own, which a signal to
 * the bench does not reach).
 */
export async function pollCounts(port, seconds, track = () => undefined) {
  const product = await startProduct(port);
  track(product.stop);
  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
    const [up, blocked] = await Promise.all([watchHome(browser, product.origin, seconds, false), watchHome(browser, product.origin, seconds, true)]);
    return { up, blocked };
  } finally {
    await browser?.close();
    await product.stop();
  }
}
