/**
 * The receivable after a revert, in Chromium (docs/decisions/0020,
 * docs/CONSOLE.md "Receivables"): a player wins 9,500 on a market's open
 * result and withdraws 9,000 of it; the operator reverts the result on the
 * Results screen — the toast and the declarations table say 9,000 could not
 * be taken back — and finds it owed on the dashboard and the Receivables
 * screen. A 2,000 credit to the player is collected at once (7,000 left),
 * and an admin writes off the rest with a reason.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { suiteBrowser } from '../support/browser';
import { consoleMenu, consoleToast, newDesk, signInOperator } from '../support/console';
import { operatorCall } from '../support/operator';
import { freshPhoneNumber } from '../support/phone';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

const MARKET = 'E2E RECEIVABLE';
const TODAY = '2026-11-23';

async function playerCall(token: string, script: string, form: Record<string, string>): Promise<void> {
  const response = await fetch(`${product.baseUrl}/api/${script}`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` }, body: new URLSearchParams(form).toString(),
  });
  expect(await response.json()).toMatchObject({ success: '1' });
}

/** A player who bids 1,000 on open digit 1 of MARKET, which is still taking bids at the pinned 09:00 IST clock. */
async function bettingPlayer(): Promise<{ phone: string; token: string }> {
  const phone = freshPhoneNumber();
  const json = { 'content-type': 'application/json' };
  const signup = await fetch(`${product.baseUrl}/api/signup.php`, {
    method: 'POST', headers: json,
    body: JSON.stringify({ phoneNumber: phone, username: 'Owing Player', user_mpin: '2468', email: '', date_of_birth: '1990-05-17', terms_accepted: '1' }),
  });
  expect(((await signup.json()) as { success: string }).success).toBe('1');
  const login = await fetch(`${product.baseUrl}/api/login.php`, { method: 'POST', headers: json, body: JSON.stringify({ phone_number: phone, password: '2468' }) });
  const token = ((await login.json()) as { token: string }).token;
  await operatorCall(product.baseUrl, 'POST', '/api/admin/adjustments', { phone_number: phone, amount: 1000, remark: 'Receivable e2e credit' });
  await playerCall(token, 'set_bid_new.php', {
    bids: JSON.stringify([{
      phone_number: phone, game_name: MARKET, game_type: 'single_digit', session: 'Open', open_pana: 'NA', open_digit: '1',
      close_pana: 'NA', close_digit: 'NA', points_action: '1000', transaction_id: `e2e-receivable-${phone}`,
    }]),
  });
  return { phone, token };
}

describe('the receivable after a revert, in Chromium', () => {
  it("shows the shortfall in the revert's toast and the declarations table, owes it on the dashboard and Receivables, collects a credit and writes off the rest", async () => {
    const market = await operatorCall<{ id: number }>(product.baseUrl, 'POST', '/api/admin/markets', {
      name: MARKET, open_time: '10:00', close_time: '11:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    });
    const player = await bettingPlayer();
    await operatorCall(product.baseUrl, 'PATCH', `/api/admin/markets/${market.id}`, { open_time: '07:00', close_time: '08:00' });
    await operatorCall(product.baseUrl, 'POST', '/api/admin/results', { market_id: market.id, session: 'open', pana: '128' }); // digit 1: wins 9,500
    // The player withdraws 9,000 of the win: held at once, so the wallet keeps 500.
    await playerCall(player.token, 'update_bank_details.php', {
      phone_number: player.phone, ifsc_code: 'SBIN0001234', account_number: '123456789012', bank_name: 'SBI', account_holder_name: 'Owing Player', paytm: '',
    });
    await playerCall(player.token, 'withdraw_request.php', { phone_number: player.phone, amount: '9000', remark: 'BANK_TRANSFER', request_number: '' });

    const desk = await newDesk(browser);
    const { page } = desk;
    await signInOperator(page, product.baseUrl);
    await consoleMenu(page).getByRole('link', { name: 'Results' }).click();
    await page.getByRole('combobox', { name: 'Market', exact: true }).selectOption({ label: `${MARKET} (07:00–08:00 IST)` });
    const open = page.getByRole('region', { name: 'Open result' });
    await open.getByRole('button', { name: 'Revert…' }).click();
    const revert = page.getByRole('dialog', { name: 'Revert the Open result 128?' });
    await revert.getByLabel('Reason for the revert').fill('Wrong market result');
    await revert.getByRole('button', { name: 'Revert result' }).click();
    await consoleToast(page, 'Reverted: 1 bid pending again, 500 points taken back. 9,000 points could not be taken back: recorded as receivables.').waitFor();
    const declarations = page.getByRole('table', { name: 'Declarations this day' });
    await declarations.getByRole('columnheader', { name: 'Shortfall' }).waitFor();
    await declarations.locator('tbody tr').first().getByText('9,000', { exact: true }).waitFor();

    // Owed on the dashboard, and on the Receivables screen with the player, the points, the declaration and the date.
    await consoleMenu(page).getByRole('link', { name: 'Dashboard' }).click();
    const owedTile = page.getByRole('region', { name: 'Totals' }).locator('div', { hasText: 'Receivables owed' }).last();
    await owedTile.waitFor();
    expect(Number((await owedTile.innerText()).match(/Receivables owed\s*([\d,]+)/)![1]!.replace(/,/g, ''))).toBeGreaterThanOrEqual(9000);
    await consoleMenu(page).getByRole('link', { name: 'Receivables' }).click();
    await page.getByLabel('Mobile number').fill(player.phone);
    await page.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Receivables' });
    const row = table.locator('tbody tr').filter({ hasText: player.phone });
    await row.getByText(`${MARKET} open 128 · ${TODAY}`).waitFor();
    expect((await row.locator('td').allInnerTexts()).slice(0, 3)).toEqual(['9,000', '0', '9,000']);

    // A 2,000 credit is collected at once: the player's balance stays 0, 7,000 still owed.
    await operatorCall(product.baseUrl, 'POST', '/api/admin/adjustments', { phone_number: player.phone, amount: 2000, remark: 'Cash at the counter' });
    await page.reload();
    await expect.poll(async () => (await row.locator('td').allInnerTexts()).slice(0, 3)).toEqual(['9,000', '2,000', '7,000']);
    const found = await operatorCall<{ items: { balance: number }[] }>(product.baseUrl, 'GET', `/api/admin/players?q=${player.phone}`);
    expect(found.items[0]!.balance).toBe(0);

    // An admin writes off the rest, with a reason.
    await row.getByRole('button', { name: `Write off 7,000 owed by ${player.phone}…` }).click();
    const dialog = page.getByRole('dialog', { name: `Write off 7,000 points owed by ${player.phone}?` });
    await dialog.getByLabel('Reason for the write-off').fill('Goodwill: our mistake');
    await dialog.getByRole('button', { name: 'Write off' }).click();
    await consoleToast(page, `Written off: 7,000 points no longer owed by ${player.phone}.`).waitFor();
    await page.getByLabel('State').selectOption({ label: 'All' });
    await row.getByText('Written off', { exact: true }).waitFor();
    await row.getByText(/7,000 forgiven by .*: Goodwill: our mistake/).waitFor();

    expect(desk.errors).toEqual([]);
    await desk.close();
  });
});
