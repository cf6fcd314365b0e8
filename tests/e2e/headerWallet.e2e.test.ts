import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhone, suiteBrowser } from '../support/browser';
import { creditPoints } from '../support/operator';
import { freshPhoneNumber, headerWallet, signUpNewPlayer } from '../support/phone';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const noReloadSince = (page: Page) => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

describe('the header wallet in Chromium (docs/PRODUCT.md)', () => {
  it('follows a change made by the server, a bid and a deposit on every page', async () => {
    const { context, page, errors } = await newPhone(browser);
    const phone = freshPhoneNumber();
    await signUpNewPlayer(page, product.baseUrl, phone, 'Meera Shah');
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    await mainNav(page).getByText('wallet').click();
    await page.waitForURL(/\/wallet_histroy$/);
    await expect.poll(() => headerWallet(page).innerText()).toBe('0');

    // Points credited by the server while the player is away from home (an operator's
    // adjustment here; a settled win reaches the wallet the same way): the next page shows them.
    await creditPoints(product.baseUrl, phone, 1000);
    await page.getByRole('link', { name: /Withdraw Funds/ }).click();
    await page.waitForURL(/\/withdraw$/);
    await expect.poll(() => headerWallet(page).innerText()).toContain('1000.00');

    // A bid: the header shows the balance the server reports, on the bid page and after.
    await mainNav(page).getByText('Home').click();
    await page.getByRole('button', { name: 'Play KALYAN' }).click();
    await page.getByRole('link', { name: 'Single Digit Bulk' }).click();
    await page.waitForURL(/\/game_type\/KALYAN\/single_digit_bulk$/);
    await page.getByLabel('Points', { exact: true }).fill('20');
    await page.getByRole('button', { name: /^1\b/ }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/my-bid$/, { timeout: 20_000 });
    await expect.poll(() => headerWallet(page).innerText()).toContain('980.00');
    await mainNav(page).getByText('History').click();
    await page.waitForURL(/\/account-statement$/);
    await expect.poll(() => page.locator('main').getByText('-20').count()).toBeGreaterThan(0);
    expect(await headerWallet(page).innerText()).toContain('980.00');
    expect(await noReloadSince(page)).toBe(true);

    // A deposit through the sandbox UPI gateway: back in the app, the header shows it.
    await mainNav(page).getByText('wallet').click();
    await page.getByRole('link', { name: /Add Fund/ }).first().click();
    await page.waitForURL(/\/add_fund_auto$/);
    await page.getByRole('textbox', { name: 'Amount' }).fill('500');
    await page.getByRole('button', { name: 'Pay with UPI' }).click();
    await page.getByRole('button', { name: 'Pay 500 points' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    await expect.poll(() => headerWallet(page).innerText()).toContain('1480.00');

    expect(errors).toEqual([]);
    await context.close();
  });
});
