/**
 * Issue 25 "What a player trips on": each point as a player meets it, in
 * Chromium at 390×844.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhone, suiteBrowser } from '../support/browser';
import { enterMobile, freshPhoneNumber } from '../support/phone';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

describe('what a player trips on (issue 25)', () => {
  it('reads the terms from the sign-up checkbox before having an account, and comes back to what was typed', async () => {
    const { context, page, errors } = await newPhone(browser);
    await page.goto(`${product.baseUrl}/Login`);
    await enterMobile(page, freshPhoneNumber());
    await page.waitForURL(/\/sign-up$/);
    await page.getByLabel('Full name').fill('Terms Reader');
    await page.getByRole('link', { name: 'Term & Conditions' }).click();
    await page.waitForURL(/\/privacy-policy$/);
    await expect.poll(() => page.getByText('Last updated: September 06, 2024').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(/\/sign-up$/);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Terms Reader');

    // Opened directly by a logged-out visitor, it is not sent to /login.
    const fresh = await context.newPage();
    await fresh.goto(`${product.baseUrl}/privacy-policy`);
    await expect.poll(() => fresh.getByRole('heading', { name: 'Privacy Policy & Terms of Play' }).isVisible()).toBe(true);
    expect(new URL(fresh.url()).pathname).toBe('/privacy-policy');

    expect(errors).toEqual([]);
    await context.close();
  });
});
