/**
 * Operator accounts in Chromium (docs/API.md "Operator API"): an admin creates a cashier with a
 * mobile number and a username in the console; the cashier signs in with the username and is offered neither Results nor Markets,
 * and the server refuses them a results call (403); the admin disables the
 * cashier, whose next call is refused (401) and whose console is back at the
 * sign-in at once (the live stream ends with the session);
 * both actions are in the audit log.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { suiteBrowser } from '../support/browser';
import { freshPhoneNumber } from '../support/phone';
import { consoleMenu, consoleToast, newDesk, signInOperator } from '../support/console';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

const toast = consoleToast;
const menu = consoleMenu;

/** A console call with the browser's own operator cookie. */
async function consoleStatus(page: Page, path: string): Promise<number> {
  const response = await page.request.get(`${product.baseUrl}${path}`, { headers: { 'x-matka-client': '1' } });
  return response.status();
}

describe('operator accounts in Chromium', () => {
  it('an admin creates a cashier who sees only their screens, then disables them and their next call is refused', async () => {
    const admin = await newDesk(browser);
    await signInOperator(admin.page, product.baseUrl);
    await menu(admin.page).getByRole('link', { name: 'Operators' }).click();
    await admin.page.getByRole('button', { name: 'New operator' }).click();
    const form = admin.page.getByRole('form', { name: 'New operator' });
    const phone = freshPhoneNumber();
    const password = 'e2e cashier passphrase';
    await form.getByLabel('Name', { exact: true }).fill('E2E Cashier');
    await form.getByLabel('Mobile number').fill(phone);
    // Typed in capitals, stored and shown lowercase.
    const username = `cashier.${phone}`;
    await form.getByLabel('Username').fill(`Cashier.${phone}`);
    await form.getByLabel('Role').selectOption('cashier');
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Create operator' }).click();
    await toast(admin.page, 'Operator E2E Cashier created. They can sign in now.').waitFor();
    await admin.page.getByRole('row').filter({ hasText: phone }).getByText('Active').waitFor();
    await admin.page.getByRole('row').filter({ hasText: phone }).getByRole('cell', { name: username, exact: true }).waitFor();

    // The cashier, in a browser of their own, signs in with the username (any case).
    const cashier = await newDesk(browser);
    await signInOperator(cashier.page, product.baseUrl, username.toUpperCase(), password);
    const cashierMenu = menu(cashier.page);
    await cashierMenu.getByRole('link', { name: /Fund requests/ }).waitFor();
    expect(await cashierMenu.getByRole('link', { name: 'Results' }).count()).toBe(0);
    expect(await cashierMenu.getByRole('link', { name: 'Markets' }).count()).toBe(0);
    expect(await cashierMenu.getByRole('link', { name: 'Operators' }).count()).toBe(0);
    // The menu is a courtesy; the server is the check.
    expect(await consoleStatus(cashier.page, '/api/admin/results?market_id=1')).toBe(403);
    expect(await consoleStatus(cashier.page, '/api/admin/fund-requests')).toBe(200);

    // The admin disables the cashier, with a reason.
    await admin.page.getByRole('button', { name: 'Disable E2E Cashier' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Disable E2E Cashier?' });
    await dialog.getByLabel('Reason').fill('Left the company');
    await dialog.getByRole('button', { name: 'Disable operator' }).click();
    await toast(admin.page, 'E2E Cashier is disabled and signed out.').waitFor();
    await admin.page.getByRole('row').filter({ hasText: phone }).getByText('Disabled').waitFor();

    // The cashier's next call is refused, and their console is back at its sign-in by itself: the live stream
    // ends with the session (docs/LIVE.md), without waiting for the cashier's next click.
    expect(await consoleStatus(cashier.page, '/api/admin/fund-requests')).toBe(401);
    await cashier.page.getByRole('button', { name: 'Sign in' }).waitFor();
    await cashier.page.getByLabel('Phone number or username').fill(phone);
    await cashier.page.getByLabel('Password').fill(password);
    await cashier.page.getByRole('button', { name: 'Sign in' }).click();
    await cashier.page.getByText('Wrong number, username or password.').waitFor();

    // Both actions are in the audit log, under readable names.
    await menu(admin.page).getByRole('link', { name: 'Audit log' }).click();
    for (const [action, text] of [['Operator created', phone], ['Operator disabled', 'Left the company']] as const) {
      await admin.page.getByLabel('Action').selectOption({ label: action });
      await expect.poll(() => admin.page.getByRole('table').locator('tbody tr').filter({ hasText: text }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    }

    expect(admin.errors).toEqual([]);
    expect(cashier.errors).toEqual([]);
    await admin.close();
    await cashier.close();
  });
});
