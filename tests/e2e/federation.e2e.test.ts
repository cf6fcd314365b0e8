import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhone, suiteBrowser } from '../support/browser';
import { REMOTE_PORTS } from '../support/product';
import { DEMO_PLAYER, logInThroughApi } from '../support/session';

const product = inject('product');
const remoteOrigins = Object.values(REMOTE_PORTS).map((port) => `http://localhost:${port}`);
const isRemoteUrl = (url: string) => remoteOrigins.some((origin) => url.startsWith(origin));

let browser: Browser;
suiteBrowser((launched) => (browser = launched));

describe('the federated shell in Chromium', () => {
  it('sends a visitor to /login and shows the Login page served by mfe-auth', async () => {
    // Encodings are read off the network: with the service worker in the way (it claims the page
    // once active, and did so before remoteEntry.js under CI load) a script has no server headers.
    const { context, page, errors } = await newPhone(browser, { serviceWorkers: 'block' });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // Scripts arrive as the build's brotli copies (build/precompress.ts), from the API and from a remote's own server.
    const encodings = new Map<string, string | undefined>();
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) encodings.set(response.url(), response.headers()['content-encoding']);
    });
    await page.goto(product.baseUrl);
    await page.waitForURL(/\/login$/);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Login');
    await page.getByLabel(/mobile number/i).waitFor();
    expect(requests).toContain(`http://localhost:${REMOTE_PORTS.auth}/assets/remoteEntry.js`);
    // The warm-up script asks for the manifest before the shell runs; the shell takes that answer instead of asking again.
    expect(requests.filter((url) => url === `${product.baseUrl}/remotes.json`)).toHaveLength(1);
    expect(encodings.get(`http://localhost:${REMOTE_PORTS.auth}/assets/remoteEntry.js`)).toBe('br');
    const shellScripts = [...encodings].filter(([url]) => url.startsWith(`${product.baseUrl}/assets/index-`));
    expect(shellScripts.length).toBeGreaterThan(0);
    for (const [url, encoding] of shellScripts) expect(encoding, url).toBe('br');
    expect(await page.getByText('is unavailable right now').count()).toBe(0);
    // The first screen's code was asked for side by side: the warm-up had mfe-auth's remoteEntry.js preload
    // the Login page's chunk (build/firstScreenPreload.ts); index.html preloads the shell's shared packages
    // (build/preloadShared.ts) and carries the shell's CSS inline (build/inlineShellCss.ts).
    const preloads = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'), (link) => link.href));
    expect(preloads.some((href) => href.startsWith(`http://localhost:${REMOTE_PORTS.auth}/assets/Login-`))).toBe(true);
    expect(preloads.some((href) => href.startsWith(`${product.baseUrl}/assets/__federation_shared_react-router-dom-`))).toBe(true);
    expect(preloads.filter((href) => /__federation_shared_(axios|react-hot-toast)-/.test(href))).toEqual([]);
    // A visitor has no live stream, so its code and zod, which parses its messages, never come (shell/src/live/playerStream.ts).
    expect(requests.filter((url) => url.includes('/assets/playerStream-'))).toEqual([]);
    expect(await page.locator(`link[rel=stylesheet][href^="/assets/"]`).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints the first screen in one step after the boot frame, with no Loading… in between, on /login in English and in Hindi', async () => {
    // React holds a page that suspended back until 300 ms after its "Loading…" (shell/src/app/firstScreen.ts).
    const { context, page, errors } = await newPhone(browser, { serviceWorkers: 'block' });
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __firstScreen: seen });
      new MutationObserver((records) => {
        for (const record of records) record.addedNodes.forEach((node) => seen.push(node.textContent ?? ''));
      }).observe(document, { childList: true, subtree: true });
    });
    const screensShown = () => page.evaluate(() => (window as unknown as { __firstScreen: string[] }).__firstScreen);

    await page.goto(`${product.baseUrl}/login`);
    await page.getByLabel(/mobile number/i).waitFor();
    const login = await screensShown();
    expect(login.some((text) => text.includes('New or returning player'))).toBe(true);
    expect(login.filter((text) => text.includes('Loading…'))).toEqual([]);
    // In Hindi too: the page's catalog is waited for with its code.
    await page.evaluate(() => window.localStorage.setItem('user_language', 'hi'));
    await page.reload();
    await page.getByText('मोबाइल नंबर').first().waitFor();
    expect((await screensShown()).filter((text) => text.includes('लोड हो रहा है'))).toEqual([]);
    await page.evaluate(() => window.localStorage.removeItem('user_language'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints /login from the HTML before any script, in the device\'s language, and the page then takes its place', async () => {
    // The API reads mfe-auth's first frames once both are up (docs/decisions/0033-first-frames-in-the-html.md).
    await expect.poll(async () => (await fetch(`${product.baseUrl}/login`)).text(), { timeout: 20_000 }).toContain('class="boot-page"');
    const intro = 'New or returning player, start with your mobile number.';

    // No script at all: the frame alone, laid out as the page, and nothing in it takes focus.
    const { context: still, page: frame } = await newPhone(browser, { serviceWorkers: 'block', javaScriptEnabled: false });
    await frame.goto(`${product.baseUrl}/login`);
    expect(await frame.locator('h2').innerText()).toBe('Log in or sign up');
    const framed = await frame.getByText(intro).boundingBox();
    await frame.getByPlaceholder('10-digit number').focus().catch(() => undefined);
    expect(await frame.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    await still.addCookies([{ name: 'user_language', value: 'hi', url: product.baseUrl }]);
    await frame.reload();
    expect(await frame.locator('h2').innerText()).toBe('लॉगिन या साइन अप');
    expect(await frame.getAttribute('html', 'lang')).toBe('hi');
    await still.close();

    // With scripts: the shell's code is asked for only after the frame painted, the largest paint is the frame's,
    // and the page renders where the frame was.
    const { context, page, errors } = await newPhone(browser, { serviceWorkers: 'block' });
    await page.goto(`${product.baseUrl}/login`);
    await page.locator('.boot-page').waitFor({ state: 'detached' });
    await page.getByLabel(/mobile number/i).waitFor();
    const timing = await page.evaluate(async () => {
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const entry = performance.getEntriesByType('resource').find((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name))!;
      const largest = await new Promise<number>((found) => {
        new PerformanceObserver((list) => found(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      return { firstPaint, entryRequested: entry.startTime, largest };
    });
    expect(timing.entryRequested).toBeGreaterThanOrEqual(timing.firstPaint);
    expect(timing.largest).toBeLessThanOrEqual(timing.entryRequested);
    expect(await page.locator('h1').innerText()).toBe('Login');
    expect(await page.getByText(intro).boundingBox()).toEqual(framed);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs one React, one router and one store across the shell and the remotes', async () => {
    const { context, page, errors } = await newPhone(browser);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await logInThroughApi(page, product.baseUrl, DEMO_PLAYER.phone, DEMO_PLAYER.mpin);

    await page.goto(`${product.baseUrl}/all-bid`);
    await page.evaluate(() => Object.assign(window, { __noReloadMarker: 42 }));
    // A remote page navigates with the shell's router: the URL and the shell's title change without a reload.
    await page.getByRole('link', { name: /Bid History/ }).click();
    await page.waitForURL(/\/my-bid$/);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Bid History');
    expect(await page.evaluate(() => (window as unknown as { __noReloadMarker?: number }).__noReloadMarker)).toBe(42);
    // mfe-history injected its slice and its api slice into the shell's one store, beside the
    // shell's session, profile and api slices (docs/decisions/0007).
    const slices = await page.evaluate(() => (window as unknown as { __MATKA_SHELL__: { sliceNames(): string[] } }).__MATKA_SHELL__.sliceNames());
    expect(slices).toEqual(expect.arrayContaining(['session', 'profileApi', 'shellApi', 'history', 'historyApi']));

    // Visit a page of each player-facing remote.
    for (const path of ['/game-rates', '/wallet_histroy', '/profile', '/account-statement']) {
      await page.goto(`${product.baseUrl}${path}`);
      await page.locator('main').getByRole('heading').first().waitFor();
    }
    await page.goto(`${product.baseUrl}/game_type/KALYAN`);
    await page.getByText('Single Digit Bulk').waitFor();

    // Each remote's api slice joined the same store when the remote loaded.
    const allSlices = await page.evaluate(() => (window as unknown as { __MATKA_SHELL__: { sliceNames(): string[] } }).__MATKA_SHELL__.sliceNames());
    expect(allSlices).toEqual(expect.arrayContaining(['gamesApi', 'gamesBidSlip']));

    // Every shared package came from the shell; no remote loaded its own fallback copy.
    const sharedChunks = requests.filter((url) => url.includes('__federation_shared_'));
    expect(sharedChunks.some((url) => url.includes('__federation_shared_react-'))).toBe(true);
    expect(sharedChunks.filter(isRemoteUrl)).toEqual([]);
    // One React module URL (the shell's), however many page loads fetched it (react-i18next is a package of its own).
    const reactModule = /__federation_shared_react-(?!dom-|hot-toast-|redux-|router-dom-|i18next-)[^/]+\.js$/;
    expect(new Set(sharedChunks.filter((url) => reactModule.test(url)))).toHaveProperty('size', 1);
    for (const port of Object.values(REMOTE_PORTS).filter((port) => port !== REMOTE_PORTS.admin)) {
      expect(requests).toContain(`http://localhost:${port}/assets/remoteEntry.js`);
    }

    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the chrome and offers Retry while a remote is down, and loads it on Retry once it is back', async () => {
    const historyPid = product.pids['mfe-history'];
    expect(historyPid).toBeTypeOf('number');
    process.kill(-historyPid!, 'SIGTERM');
    await waitUntilDown(`http://localhost:${REMOTE_PORTS.history}/assets/remoteEntry.js`);

    const { context, page } = await newPhone(browser);
    await logInThroughApi(page, product.baseUrl, DEMO_PLAYER.phone, DEMO_PLAYER.mpin);
    await page.goto(`${product.baseUrl}/all-bid`);
    await page.getByText('History and charts is unavailable right now').waitFor();
    expect(await page.locator('h1').innerText()).toBe('All Bids');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);

    // Other features keep working.
    await page.getByRole('navigation', { name: 'Main' }).getByText('Home').click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('HOME');
    await page.goBack();
    await page.getByRole('button', { name: 'Retry' }).waitFor();

    restartHistoryRemote();
    await waitUntilUp(`http://localhost:${REMOTE_PORTS.history}/assets/remoteEntry.js`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('link', { name: /Bid History/ }).waitFor();
    expect(await page.getByText('is unavailable right now').count()).toBe(0);
    await context.close();
  });
});

function restartHistoryRemote(): void {
  const root = resolve(import.meta.dirname, '../..');
  const child = spawn(
    'node',
    ['scripts/serve-remote.mjs', '--dir', 'mfe-history/dist', '--port', String(REMOTE_PORTS.history), '--name', 'history'],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  child.unref();
  // globalSetup's teardown stops it with the rest of the product.
  const extra = JSON.parse(readFileSync(product.pidFile, 'utf8')) as number[];
  writeFileSync(product.pidFile, JSON.stringify([...extra, child.pid]));
}

async function waitUntilDown(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url);
    } catch {
      return;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} still answers`);
}

async function waitUntilUp(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not come back`);
}
