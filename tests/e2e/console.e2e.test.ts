/**
 * The operator console in Chromium at a desktop size (docs/API.md "Operator
 * API", docs/SETTLEMENT.md): an operator signs in at /admin, creates a market, edits a rate,
 * decides a player's deposit and withdrawal (the player sees the balance
 * move), previews, declares and reverts a result on the new market, and
 * finds each action in the audit log.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPhone, suiteBrowser } from '../support/browser';
import { creditPoints } from '../support/operator';
import { freshPhoneNumber, headerWallet, signUpNewPlayer } from '../support/phone';
import { consoleMenu, consoleToast, newDesk, signInOperator } from '../support/console';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

/** A player call in the player's own browser session (the cookie the sign-up set). */
async function playerCall(page: Page, script: string, form: Record<string, string>): Promise<{ success: string; msg?: string }> {
  // A cookie call carries our client's header, as the app's own calls do (docs/SECURITY.md "CSRF").
  const response = await page.request.post(`${product.baseUrl}/api/${script}`, { form, headers: { 'x-matka-client': '1' } });
  return (await response.json()) as { success: string; msg?: string };
}

const toast = consoleToast;
const menu = consoleMenu;

async function auditShows(page: Page, action: string, text: string | RegExp): Promise<void> {
  await menu(page).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption({ label: action });
  await expect.poll(() => page.getByRole('table').locator('tbody tr').filter({ hasText: text }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
}

describe('the operator console in Chromium', () => {
  it('creates a market, edits a rate, decides a deposit and a withdrawal, declares and reverts a result, and finds each in the audit log', async () => {
    // A player with a pending manual deposit (UTR, no screenshot) and a pending withdrawal of 600.
    const player = await newPhone(browser);
    const phone = freshPhoneNumber();
    await signUpNewPlayer(player.page, product.baseUrl, phone, 'Console Player');
    await creditPoints(product.baseUrl, phone, 1000);
    const utr = `E2E${Date.now()}`.slice(0, 22);
    expect((await playerCall(player.page, 'add_points_request.php', { phone_number: phone, amount: '700', UTR_NUM: utr })).success).toBe('1');
    expect((await playerCall(player.page, 'update_bank_details.php', {
      phone_number: phone, account_holder_name: 'Console Player', account_number: '123456789012', bank_name: 'State Bank', ifsc_code: 'SBIN0001234',
    })).success).toBe('1');
    expect((await playerCall(player.page, 'withdraw_request.php', { phone_number: phone, amount: '600', remark: 'BANK_TRANSFER', request_number: '' })).success).toBe('1');
    await player.page.goto(`${product.baseUrl}/wallet_histroy`);
    await expect.poll(() => headerWallet(player.page).innerText()).toContain('400.00');

    const desk = await newDesk(browser);
    const { page } = desk;
    await signInOperator(page, product.baseUrl);

    // A market whose sessions are over at the pinned 09:00 IST clock, so its result can be declared today.
    await menu(page).getByRole('link', { name: 'Markets' }).click();
    await page.getByRole('button', { name: 'New market' }).click();
    const form = page.getByRole('form', { name: 'New market' });
    await form.getByLabel('Name').fill('E2E DAWN');
    await form.getByLabel('Open time (IST)').fill('07:00');
    await form.getByLabel('Close time (IST)').fill('08:00');
    await form.getByRole('button', { name: 'Create market' }).click();
    await toast(page, 'Market E2E DAWN created.').waitFor();
    await page.getByRole('row').filter({ hasText: 'E2E DAWN' }).waitFor();

    // A rate nobody else's test pays on: Full Sangam.
    await menu(page).getByRole('link', { name: 'Rates' }).click();
    const rate = page.getByRole('form', { name: 'Full Sangam rate' });
    await rate.getByLabel('Full Sangam max').fill('12000');
    await rate.getByRole('button', { name: 'Save' }).click();
    await toast(page, /Full Sangam: \d+ KA 12000\./).waitFor();

    // Deposit: approve it; the player's next page shows 400 + 700.
    await menu(page).getByRole('link', { name: /Fund requests/ }).click();
    const deposit = page.getByRole('row').filter({ hasText: utr });
    await deposit.getByRole('button', { name: /^Approve/ }).click();
    const approve = page.getByRole('dialog', { name: 'Approve this deposit?' });
    await approve.getByText(utr).waitFor();
    await approve.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Approved.').waitFor();
    await player.page.reload();
    await expect.poll(() => headerWallet(player.page).innerText()).toContain('1100.00');

    // Withdrawal: decline with a reason; the held 600 points come back.
    await page.getByRole('button', { name: 'Withdrawals' }).click();
    const withdrawal = page.getByRole('row').filter({ hasText: phone });
    await withdrawal.getByText('State Bank').waitFor();
    await withdrawal.getByRole('button', { name: /^Decline/ }).click();
    const decline = page.getByRole('dialog', { name: 'Decline this withdrawal?' });
    await decline.getByLabel('Reason for declining').fill('Bank account name does not match');
    await decline.getByRole('button', { name: 'Decline' }).click();
    await toast(page, 'Declined.').waitFor();
    await player.page.reload();
    await expect.poll(() => headerWallet(player.page).innerText()).toContain('1700.00');

    // A result on the new market: both its sessions are over at the pinned 09:00 IST clock.
    await menu(page).getByRole('link', { name: 'Results' }).click();
    await page.getByRole('combobox', { name: 'Market', exact: true }).selectOption({ label: 'E2E DAWN (07:00–08:00 IST)' });
    const open = page.getByRole('region', { name: 'Open result' });
    await open.getByLabel('Open pana').fill('128');
    await open.getByRole('button', { name: 'Preview' }).click();
    await open.getByLabel('Preview of 128').waitFor();
    await open.getByRole('button', { name: 'Declare 128…' }).click();
    const declare = page.getByRole('dialog', { name: 'Declare 128 as the Open result?' });
    await declare.getByText('Operator net').waitFor();
    await declare.getByRole('button', { name: 'Declare and settle' }).click();
    await toast(page, /Declared 128/).waitFor();
    await open.getByLabel('Declared Open pana 128').waitFor();
    await open.getByRole('button', { name: 'Revert…' }).click();
    const revert = page.getByRole('dialog', { name: 'Revert the Open result 128?' });
    await revert.getByLabel('Reason for the revert').fill('Typed the wrong pana');
    await revert.getByRole('button', { name: 'Revert result' }).click();
    await toast(page, /Reverted/).waitFor();
    await open.getByLabel('Open pana').waitFor();

    // Every action is in the audit log.
    await auditShows(page, 'Market created', 'E2E DAWN');
    await auditShows(page, 'Rate changed', 'Full Sangam');
    await auditShows(page, 'Fund request approved', phone);
    await auditShows(page, 'Fund request declined', phone);
    await auditShows(page, 'Result declared', /./);
    await auditShows(page, 'Result reverted', /./);

    expect(desk.errors).toEqual([]);
    expect(player.errors).toEqual([]);
    await desk.close();
    await player.context.close();
  });
});
