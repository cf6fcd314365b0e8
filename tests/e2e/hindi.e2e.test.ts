/**
 * The player's app in Hindi in Chromium at 390×844 (docs/I18N.md): the
 * language chosen on the login screen shows at once, survives a reload, is
 * kept on the account at login and follows the account to a fresh device;
 * and no main screen scrolls sideways or clips its text in Hindi ("Fit").
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhone, suiteBrowser } from '../support/browser';
import { enterMobile, freshPhoneNumber, typePin } from '../support/phone';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

const MPIN = '5913';

/** A new adult player, signed up through the API: the demo player's language is left alone for the other files. */
async function newPlayer(page: Page): Promise<string> {
  const phone = freshPhoneNumber();
  const response = await page.request.post(`${product.baseUrl}/api/signup.php`, {
    data: { phoneNumber: phone, username: 'Hindi Player', user_mpin: MPIN, email: '', date_of_birth: '1990-05-17', terms_accepted: '1' },
    headers: { 'x-matka-client': '1' },
  });
  expect(((await response.json()) as { success: string }).success).toBe('1');
  return phone;
}

const heading = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });

/**
 * What scrolls sideways or clips its text: the document wider than the
 * screen, or an element holding text (not in a scroll container, not the
 * ticker) whose content is wider than its box. A decoration clipped on
 * purpose (the login band's mark) holds no text and is not counted.
 */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const found: string[] = [];
    if (root.scrollWidth > root.clientWidth) found.push(`document ${root.scrollWidth} > ${root.clientWidth}`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('header *, main *, nav *'))) {
      const style = getComputedStyle(element);
      if (['auto', 'scroll'].includes(style.overflowX) || element.clientWidth <= 1 || style.display === 'inline') continue;
      if (element.closest('[aria-label="Notice"], [aria-label="सूचना"], [aria-hidden="true"], .visually-hidden')) continue;
      // A descendant of a scroll container may be as wide as its content.
      let parent = element.parentElement;
      let scrolled = false;
      while (parent) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) scrolled = true;
        parent = parent.parentElement;
      }
      if (scrolled) continue;
      const holdsText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
      if (holdsText && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 40)}" ${element.scrollWidth} > ${element.clientWidth}`);
      }
    }
    return found;
  });
}

describe('the app in Hindi', () => {
  it('switches to हिन्दी on the login screen, keeps it on a reload, saves it on the account at login, and a fresh device follows the account', async () => {
    const { context, page, errors } = await newPhone(browser);
    const phone = await newPlayer(page);
    await page.goto(`${product.baseUrl}/Login`);
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'लॉगिन या साइन अप' }).waitFor();
    await expect.poll(() => heading(page).innerText()).toBe('लॉगिन');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');

    await page.reload();
    await page.getByRole('heading', { name: 'लॉगिन या साइन अप' }).waitFor();
    expect(await page.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByLabel('मोबाइल नंबर').fill(phone);
    await page.getByRole('button', { name: 'आगे' }).click();
    await page.waitForURL(/\/login_mpin$/);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/set_language.php'));
    // The last digit logs in (as the Login button does).
    await typePin(page, 'MPIN डालें', MPIN);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => heading(page).innerText()).toBe('होम');
    expect(((await (await saved).json()) as { data: { language: string } }).data.language).toBe('hi');
    expect(errors).toEqual([]);
    await context.close();

    // A fresh phone: English until the player logs in, then the account's Hindi.
    const fresh = await newPhone(browser);
    await fresh.page.goto(`${product.baseUrl}/Login`);
    await fresh.page.getByRole('heading', { name: 'Log in or sign up' }).waitFor();
    await enterMobile(fresh.page, phone);
    await fresh.page.waitForURL(/\/login_mpin$/);
    await typePin(fresh.page, 'Enter MPIN', MPIN);
    await fresh.page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => heading(fresh.page).innerText()).toBe('होम');
    expect(await fresh.page.evaluate(() => window.localStorage.getItem('user_language'))).toBe('hi');
    expect(fresh.errors).toEqual([]);
    await fresh.context.close();
  });

  it('fits every main screen at 390 px in Hindi: nothing scrolls sideways, no text is cut', async () => {
    const { context, page, errors } = await newPhone(browser);
    const phone = await newPlayer(page);
    await page.goto(`${product.baseUrl}/Login`);
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByLabel('मोबाइल नंबर').waitFor();
    expect(await overflowOf(page), '/Login').toEqual([]);
    await page.getByLabel('मोबाइल नंबर').fill(phone);
    await page.getByRole('button', { name: 'आगे' }).click();
    await page.waitForURL(/\/login_mpin$/);
    expect(await overflowOf(page), '/login_mpin').toEqual([]);
    await typePin(page, 'MPIN डालें', MPIN);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('game-card').first().waitFor();
    expect(await overflowOf(page), '/').toEqual([]);
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    await page.getByRole('navigation', { name: 'साइड मेन्यू' }).waitFor();
    expect(await overflowOf(page), 'side menu').toEqual([]);
    await page.keyboard.press('Escape');

    const screens = [
      '/game_type/KALYAN', '/game_type/KALYAN/single_digit_bulk', '/game_type_single/KALYAN/single_pana', '/game_type/KALYAN/half_sangam',
      '/game-rates', '/wallet_histroy', '/deposit', '/add_fund_user', '/withdraw', '/add_bank_details', '/responsible-play',
      '/my-bid', '/all-bid', '/account-statement', '/fund_histry/ALL_FUND_HISTROY', '/my-activity', '/jodi_chart/KALYAN',
      '/profile', '/inbox', '/download-now',
    ];
    for (const path of screens) {
      await page.goto(`${product.baseUrl}${path}`);
      await page.locator('main').first().waitFor();
      // The page's own code has arrived and said something in Hindi (the header title is the shell's).
      await expect.poll(() => page.evaluate(() => /[\u0900-\u097F]/.test(document.querySelector('main')?.textContent ?? '')), { timeout: 15_000 }).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await overflowOf(page), path).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
