import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROTECTION_MSG } from '@matka/shared';
import { launchBrowser, newPhone } from '../support/browser';
import { consoleMenu, newDesk, signInOperator } from '../support/console';
import { freshPhoneNumber } from '../support/phone';
import { logInThroughApi } from '../support/session';

const product = inject('product');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new adult player, signed up through the API and logged in in the page (date of birth and terms, docs/PROTECTION.md). */
async function newPlayer(page: Page): Promise<string> {
  const phone = freshPhoneNumber();
  const signup = await page.request.post(`${product.baseUrl}/api/signup.php`, {
    data: { phoneNumber: phone, username: 'Careful Player', user_mpin: '2468', email: '', date_of_birth: '1990-05-17', terms_accepted: '1' },
  });
  expect((await signup.json()).success).toBe('1');
  await logInThroughApi(page, product.baseUrl, phone, '2468');
  return phone;
}

async function openFromSideMenu(page: Page, item: string): Promise<void> {
  await page.goto(`${product.baseUrl}/`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: item }).click();
}

describe('player protection in Chromium (docs/PROTECTION.md)', () => {
  it('a deposit limit set by the player refuses a deposit above it, with the message', async () => {
    const { context, page, errors } = await newPhone(browser);
    await newPlayer(page);
    await openFromSideMenu(page, 'Responsible play');
    await page.waitForURL(/\/responsible-play$/);
    await page.getByLabel('Deposit limit period').selectOption('day');
    await page.getByRole('textbox', { name: 'New deposit limit' }).fill('500');
    await page.getByRole('button', { name: 'Save deposit limit' }).click();
    await page.getByText(PROTECTION_MSG.limitNow).waitFor();
    await expect.poll(() => page.getByTestId('deposit-limits').innerText()).toContain('500 points · 0 used');

    await page.goto(`${product.baseUrl}/add_fund_auto`);
    await page.getByRole('textbox', { name: 'Amount' }).fill('600');
    await page.getByRole('button', { name: 'Pay with UPI' }).click();
    await page.getByText(PROTECTION_MSG.depositLimit(500, 'day', 500)).waitFor();
    expect(new URL(page.url()).pathname).toBe('/add_fund_auto');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a player who self-excludes sees why the play buttons and deposit pages are closed; an operator sees the exclusion, read-only', async () => {
    const { context, page, errors } = await newPhone(browser);
    const phone = await newPlayer(page);
    await openFromSideMenu(page, 'Responsible play');
    await page.waitForURL(/\/responsible-play$/);
    await page.getByRole('radio', { name: '6 months' }).check();
    await page.getByRole('button', { name: 'Self-exclude' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.innerText()).toMatch(/cannot be undone or shortened/);
    await confirm.getByRole('button', { name: 'Yes, start my break' }).click();
    await page.getByTestId('play-closed').waitFor();
    const message = (await page.getByTestId('play-closed').innerText()).split('\n').at(-1) ?? '';
    expect(message).toMatch(/^You have excluded yourself from play until \d\d\/\d\d\/\d{4} \d\d:\d\d\. Betting and deposits are closed\./);

    // Home: a notice, and the play button says why instead of opening the game.
    await page.goto(`${product.baseUrl}/`);
    await expect.poll(() => page.getByTestId('play-closed').innerText()).toContain(message);
    await page.getByRole('button', { name: 'Play KALYAN' }).click();
    await expect.poll(() => page.getByText(message).count()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/');

    // A game page reached directly, and both deposit pages, explain too.
    for (const path of ['/game_type/KALYAN', '/add_fund_auto', '/deposit', '/add_fund_user']) {
      await page.goto(`${product.baseUrl}${path}`);
      await page.getByRole('heading', { name: path.startsWith('/game') ? 'Play is closed' : 'Deposits are closed' }).waitFor();
      expect(await page.locator('main').innerText()).toContain(message);
    }
    expect(errors).toEqual([]);
    await context.close();

    await operatorSeesExclusion(phone, message.match(/until (\d\d\/\d\d\/\d{4} \d\d:\d\d)/)?.[1] ?? '?');
  });
});

/** An operator at /admin finds the player in "Self-excluded" and on their page the exclusion, with no Lift (it has not ended). */
async function operatorSeesExclusion(phone: string, until: string): Promise<void> {
  const desk = await newDesk(browser);
  const { page, errors } = desk;
  await signInOperator(page, product.baseUrl);
  const menu = consoleMenu(page);
  await menu.getByRole('link', { name: 'Self-excluded' }).click();
  await page.getByRole('heading', { name: 'Self-excluded players' }).waitFor();
  const row = page.getByRole('table').locator('tbody tr').filter({ hasText: phone });
  await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
  expect(await row.innerText()).toMatch(/Self-exclusion, 6 months/);
  expect(await row.innerText()).toMatch(/Running/);

  await row.getByRole('link').click();
  const protection = page.getByRole('region', { name: 'Protection' });
  await protection.getByLabel('Break now').waitFor();
  expect(await protection.getByLabel('Break now').innerText()).toBe(`Self-excluded until ${until}`);
  const breaks = protection.getByRole('table', { name: 'Time-outs and self-exclusions' });
  expect(await breaks.locator('tbody tr').filter({ hasText: 'Self-exclusion, 6 months' }).innerText()).toMatch(/Running/);
  expect(await protection.getByRole('button', { name: /Lift/ }).count()).toBe(0);
  expect(errors).toEqual([]);
  await desk.close();
}
