import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhone, suiteBrowser } from '../support/browser';
import { enterMobile, freshPhoneNumber, signUpNewPlayer } from '../support/phone';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

describe('the header back button in Chromium (docs/PRODUCT.md)', () => {
  it('goes home from a page opened by a deep link instead of leaving the app, and back within the app otherwise', async () => {
    const { context, page, errors } = await newPhone(browser);
    await signUpNewPlayer(page, product.baseUrl, freshPhoneNumber(), 'Deep Link');

    // A link shared in a chat: a fresh tab whose only history entry is the deep page.
    const tab = await context.newPage();
    await tab.goto(`${product.baseUrl}/game-rates`);
    await tab.getByRole('button', { name: 'Go back' }).click();
    await tab.waitForURL((url) => url.pathname === '/' || url.pathname === '/home');
    expect(new URL(tab.url()).origin).toBe(new URL(product.baseUrl).origin);
    await expect.poll(() => tab.getByRole('article', { name: 'KALYAN' }).isVisible()).toBe(true);

    // Reached from inside the app, back returns to where the player was.
    await tab.getByRole('navigation', { name: 'Main' }).getByText('wallet').click();
    await tab.waitForURL(/\/wallet_histroy$/);
    await tab.getByRole('link', { name: /Withdraw Funds/ }).click();
    await tab.waitForURL(/\/withdraw$/);
    await tab.getByRole('button', { name: 'Go back' }).click();
    await tab.waitForURL(/\/wallet_histroy$/);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a logged-out visitor's first screen free of a back arrow that would leave the app or do nothing", async () => {
    const { context, page, errors } = await newPhone(browser);
    for (const opened of ['/', '/my-bid', '/login_mpin', '/Login']) {
      await page.goto(`${product.baseUrl}${opened}`);
      await page.waitForURL((url) => url.pathname.toLowerCase() === '/login');
      await expect.poll(() => page.getByLabel('Mobile number').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Go back' }).count(), opened).toBe(0);
      // The redirects replaced the entry they came from: the visit is one entry deep.
      expect(await page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx), opened).toBe(0);
    }

    // From the first screen into sign-up, the arrow comes back to it.
    await page.goto(`${product.baseUrl}/Login`);
    await enterMobile(page, freshPhoneNumber());
    await page.waitForURL(/\/sign-up$/);
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL((url) => url.pathname.toLowerCase() === '/login');

    expect(errors).toEqual([]);
    await context.close();
  });
});
