import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhone, suiteBrowser } from '../support/browser';
import { freshPhoneNumber, signUpNewPlayer } from '../support/phone';

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
});
