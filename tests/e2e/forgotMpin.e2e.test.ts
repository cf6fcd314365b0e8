import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhone, suiteBrowser } from '../support/browser';
import { enterMobile, fillAdultAndTerms, freshPhoneNumber, typePin } from '../support/phone';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

/** The newest OTP "texted" to a number (the product runs with SMS_OUTBOX_FILE in its data directory). */
function lastOtp(phone: string): string {
  const lines = readFileSync(join(product.dataDir, 'sms-outbox.txt'), 'utf8').trim().split('\n');
  const line = lines.reverse().find((candidate) => candidate.startsWith(`${phone} `));
  if (!line) throw new Error(`no OTP was sent to ${phone}`);
  return line.split(' ')[1]!;
}

describe('forgot MPIN, in Chromium', () => {
  it('proves the number by OTP, sets a new MPIN, ends the other session and logs in with the new MPIN', async () => {
    const phone = freshPhoneNumber();
    // Signed up (and so logged in) on another device with the old MPIN…
    const other = await newPhone(browser);
    await other.page.goto(`${product.baseUrl}/Login`);
    await enterMobile(other.page, phone);
    await other.page.waitForURL(/\/sign-up$/);
    await other.page.getByLabel('Full name').fill('Forgetful');
    await fillAdultAndTerms(other.page);
    await other.page.getByRole('button', { name: 'Continue' }).click();
    await other.page.waitForURL(/\/M_pin$/);
    await typePin(other.page, 'Enter MPIN', '1357');
    await typePin(other.page, 'Confirm MPIN', '1357');
    await other.page.getByRole('button', { name: 'Create MPIN' }).click();
    await other.page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });

    const { context, page, errors } = await newPhone(browser);
    await page.goto(`${product.baseUrl}/Login`);
    await enterMobile(page, phone);
    await page.waitForURL(/\/login_mpin$/);
    await page.getByRole('link', { name: 'Forgot MPIN?' }).click();
    await page.waitForURL(/\/forgot-mpin$/);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('Enter OTP', { exact: true }).waitFor();
    await expect.poll(() => lastOtp(phone)).toMatch(/^\d{4}$/);
    await typePin(page, 'Enter OTP', lastOtp(phone));
    await typePin(page, 'New MPIN', '2468');
    await typePin(page, 'Confirm MPIN', '2468');
    await page.getByRole('button', { name: 'Change MPIN' }).click();
    await page.waitForURL(/\/login_mpin$/);
    await typePin(page, 'Enter MPIN', '2468');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await expect.poll(() => page.locator('h1').innerText()).toBe('HOME');

    // …and that device is logged out by the reset: its next call ends its session.
    await other.page.reload();
    await other.page.waitForURL(/\/login$/i, { timeout: 15_000 });
    expect(errors).toEqual([]);
    await other.context.close();
    await context.close();
  });
});
