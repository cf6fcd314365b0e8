import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhone, suiteBrowser } from '../support/browser';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

interface WebManifest {
  name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

describe('the installable app, in Chromium', () => {
  it('links a valid web app manifest with its icons and registers the service worker', async () => {
    const { context, page, errors } = await newPhone(browser);
    await page.goto(`${product.baseUrl}/download-now`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(`${product.baseUrl}${href}`);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({ name: 'Sitara Matka', start_url: '/', display: 'standalone' });
    // Chromium's install criteria: a 192 px and a 512 px icon.
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === size && candidate.purpose === 'any');
      expect(icon, size).toBeDefined();
      const image = await page.request.get(`${product.baseUrl}${icon!.src}`);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${product.baseUrl}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens offline to the "You are offline" screen once it has been visited', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${product.baseUrl}/download-now`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // A second visit runs under the worker and fills its caches.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.getByRole('button', { name: 'Download App' }).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'You are offline' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);

    // Back online, the page returns by itself.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Download App' }).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
