import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhone } from '../support/browser';
import { creditPoints } from '../support/operator';
import { enterMobile, freshPhoneNumber, typePin } from '../support/phone';

const product = inject('product');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signUp(page: Page, phone: string, name: string): Promise<void> {
  await page.goto(`${product.baseUrl}/Login`);
  await enterMobile(page, phone);
  await page.waitForURL(/\/sign-up$/);
  await page.getByLabel('Full name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/M_pin$/);
  await typePin(page, 'Enter MPIN', '5913');
  await typePin(page, 'Confirm MPIN', '5913');
  await page.getByRole('button', { name: 'Create MPIN' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
}

const headerWallet = (page: Page) => page.getByRole('banner').getByTestId('header-wallet');

describe('betting in Chromium', () => {
  it('takes a new player from sign-up to three Single Digit Bulk bids shown on /my-bid', async () => {
    const { context, page, errors } = await newPhone(browser);
    const phone = freshPhoneNumber();
    await signUp(page, phone, 'Kiran Rao');
    // Points arrive through the server's own ledger, as an operator adjustment does; home reloads the profile.
    await creditPoints(product.baseUrl, phone, 1000);
    await page.reload();
    await expect.poll(() => headerWallet(page).innerText()).toContain('1000.00');

    await page.getByRole('button', { name: 'Play KALYAN' }).click();
    await page.waitForURL(/\/game_type\/KALYAN$/);
    await page.getByRole('link', { name: 'Single Digit Bulk' }).click();
    await page.waitForURL(/\/game_type\/KALYAN\/single_digit_bulk$/);
    await page.getByLabel('Points', { exact: true }).fill('20');
    for (const digit of ['1', '5', '9']) await page.getByRole('button', { name: new RegExp(`^${digit}\\b`) }).click();
    await page.getByRole('button', { name: 'Submit' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByText('Bid Once Played Will Not Be Cancelled').waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/my-bid$/, { timeout: 20_000 });
    await expect.poll(() => page.locator('h1').innerText()).toBe('Bid History');
    const main = page.locator('main');
    await expect.poll(() => main.getByText('KALYAN').count()).toBe(3);
    await expect.poll(() => headerWallet(page).innerText()).toContain('940.00');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'This Market Betting Is Closed For Today.' when a closed market's play is pressed", async () => {
    const { context, page } = await newPhone(browser);
    await signUp(page, freshPhoneNumber(), 'Closed Market');
    // STAR MORNING runs 06:30 – 07:30 IST; the server clock of the e2e product starts at 09:00.
    await page.getByRole('button', { name: 'Play STAR MORNING' }).click();
    await page.getByRole('status').filter({ hasText: 'This Market Betting Is Closed For Today.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
