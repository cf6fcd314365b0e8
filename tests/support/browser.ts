import { afterAll, afterEach, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--disable-quic', ...extraArgs], headless: true });
}

/** One Chromium for the test file: launched before its tests and handed to `use`, closed after them. */
export function suiteBrowser(use: (browser: Browser) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    use(browser);
  });
  // A failed step in CI shows only the locator it waited for: print what each open page showed instead.
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail' || !browser) return;
    for (const page of browser.contexts().flatMap((open) => open.pages())) {
      const text = await page.locator('body').innerText({ timeout: 2_000 }).catch((error: Error) => `(unreadable: ${error.message})`);
      console.error(`── page ${page.url()} at the failure:\n${text.slice(0, 3_000)}`);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/**
 * A host name that is not localhost but reaches this machine, as a phone on
 * the same network reaches the app by the computer's address. Pages opened
 * through it are not a secure context (no `crypto.randomUUID`, no service
 * worker), exactly like http://192.168.x.y.
 */
export const LAN_HOST = 'matka-lan.test';
export function launchLanBrowser(): Promise<Browser> {
  return launchBrowser([`--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`]);
}

/** A phone-sized context (390×844), as players see the app. */
/**
 * A phone-sized context. `serviceWorkers: 'block'` is for a test that reads network responses:
 * the app's service worker (shell/public/sw.js) claims the page as soon as it activates, and a
 * script it serves reaches the page without the server's headers.
 */
export async function newPhone(
  browser: Browser,
  options: { serviceWorkers?: 'allow' | 'block'; javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
    serviceWorkers: options.serviceWorkers ?? 'allow',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Anything the Content-Security-Policy blocked (server/src/http/security/headers.ts) fails the test that met it.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) errors.push(message.text());
  });
  return { context, page, errors };
}
