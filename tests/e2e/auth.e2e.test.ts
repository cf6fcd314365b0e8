import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhone, suiteBrowser } from '../support/browser';
import { enterMobile, fillAdultAndTerms, freshPhoneNumber, typePin } from '../support/phone';
import { DEMO_PLAYER } from '../support/session';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

describe('signing up and logging in, in Chromium', () => {
  it('takes a new number through sign-up and MPIN to an automatic login on home', async () => {
    const { context, page, errors } = await newPhone(browser);
    const phone = freshPhoneNumber();
    await page.goto(`${product.baseUrl}/Login`);
    await enterMobile(page, phone);
    await page.waitForURL(/\/sign-up$/);
    await page.getByLabel('Full name').fill('Asha Verma');
    await page.getByLabel('Email (optional)').fill('asha@example.com');
    await fillAdultAndTerms(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/M_pin$/);
    await typePin(page, 'Enter MPIN', '4826');
    await typePin(page, 'Confirm MPIN', '4826');
    const createdAt = Date.now();
    await page.getByRole('button', { name: 'Create MPIN' }).click();

    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    // docs/PRODUCT.md §4: the automatic login follows 2000 ms after the MPIN is created.
    expect(Date.now() - createdAt).toBeGreaterThanOrEqual(2000);
    await expect.poll(() => page.locator('h1').innerText()).toBe('HOME');
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user_session') ?? 'null'));
    expect(stored).toMatchObject({ phone_number: phone, name: 'Asha Verma' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends an existing number to /login_mpin with the spec message, and logs in with the MPIN', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${product.baseUrl}/Login`);
    await enterMobile(page, DEMO_PLAYER.phone);
    await page.getByText('You are Already Signed Up Enter Mpin for Login !!').waitFor();
    await page.waitForURL(/\/login_mpin$/);
    await typePin(page, 'Enter MPIN', DEMO_PLAYER.mpin);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.locator('h1').innerText()).toBe('HOME');
    await context.close();
  });

  it('shows the server message for a wrong MPIN and stays on /login_mpin', async () => {
    const { context, page } = await newPhone(browser);
    // A number of its own, so the lockout counter of the demo player is untouched.
    const phone = freshPhoneNumber();
    const signup = await page.request.post(`${product.baseUrl}/api/signup.php`, {
      data: { phoneNumber: phone, username: 'Wrong Pin', user_mpin: '1357', email: '', date_of_birth: '1990-05-17', terms_accepted: '1' },
    });
    expect((await signup.json()).success).toBe('1');
    await page.goto(`${product.baseUrl}/Login`);
    await enterMobile(page, phone);
    await page.waitForURL(/\/login_mpin$/);
    await typePin(page, 'Enter MPIN', '9999');
    await page.getByRole('status').filter({ hasText: /MPIN/i }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login_mpin');
    expect(await page.evaluate(() => window.localStorage.getItem('user_session'))).toBeNull();
    await context.close();
  });
});
