import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LAN_HOST, launchLanBrowser, newPhone, suiteBrowser } from '../support/browser';
import { creditPoints } from '../support/operator';
import { freshPhoneNumber, headerWallet, signUpNewPlayer } from '../support/phone';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

function signUp(page: Page, phone: string, name: string, baseUrl = product.baseUrl): Promise<void> {
  return signUpNewPlayer(page, baseUrl, phone, name);
}

/** Play KALYAN → Single Digit Bulk → 20 points on 1, 5 and 9 → Submit → /my-bid; the wallet goes from 1000 to 940. */
async function threeBulkBids(page: Page): Promise<void> {
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
}

describe('betting in Chromium', () => {
  it('takes a new player from sign-up to three Single Digit Bulk bids shown on /my-bid', async () => {
    const { context, page, errors } = await newPhone(browser);
    const phone = freshPhoneNumber();
    await signUp(page, phone, 'Kiran Rao');
    // Points arrive through the server's own ledger, as an operator adjustment does; home reloads the profile.
    await creditPoints(product.baseUrl, phone, 1000);
    await page.reload();
    await expect.poll(() => headerWallet(page).innerText()).toContain('1000.00');
    await threeBulkBids(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('bids from a plain-HTTP address other than localhost (not a secure context)', async () => {
    const lanBrowser = await launchLanBrowser();
    try {
      const { page, errors } = await newPhone(lanBrowser);
      const lanUrl = new URL(product.baseUrl);
      lanUrl.hostname = LAN_HOST;
      const baseUrl = lanUrl.origin;
      const phone = freshPhoneNumber();
      await signUp(page, phone, 'Lan Player', baseUrl);
      expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
      await creditPoints(product.baseUrl, phone, 1000);
      await page.reload();
      await expect.poll(() => headerWallet(page).innerText()).toContain('1000.00');
      await threeBulkBids(page);
      expect(errors).toEqual([]);
    } finally {
      await lanBrowser.close();
    }
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
