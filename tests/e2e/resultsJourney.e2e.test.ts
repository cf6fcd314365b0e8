/**
 * A result from the player's side and the operator's (docs/SETTLEMENT.md):
 * a player bids 100 points on jodi 13 of a market whose sessions are still open at the pinned 09:00 IST clock; the operator then
 * moves the market's times to 07:00–08:00 in the console (bids keep their
 * business date, docs/API.md "markets"), so both sessions are over and the
 * day can be declared without touching the server's clock. The operator
 * previews and declares 128 and 337 (jodi 13): the player sees the win in
 * Account Statement and the header balance. The operator reverts the close
 * result with a reason: the player sees the reversal. The operator declares
 * 139 (jodi 13 again): the player is paid once more — once, not twice.
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

const MARKET = 'E2E JOURNEY';
const toast = consoleToast;
const menu = consoleMenu;

/** Types a session's pana, previews it, checks the preview's payout, and declares it through the confirmation. */
async function previewAndDeclare(page: Page, session: 'Open' | 'Close', pana: string, payout: string): Promise<void> {
  const panel = page.getByRole('region', { name: `${session} result` });
  await panel.getByLabel(`${session} pana`).fill(pana);
  await panel.getByRole('button', { name: 'Preview' }).click();
  const preview = panel.getByLabel(`Preview of ${pana}`);
  await expect.poll(() => preview.locator('dt', { hasText: 'Payout' }).locator('xpath=following-sibling::dd').innerText()).toBe(payout);
  await panel.getByRole('button', { name: `Declare ${pana}…` }).click();
  const confirm = page.getByRole('dialog', { name: `Declare ${pana} as the ${session} result?` });
  await confirm.getByText('Operator net').waitFor();
  await confirm.getByRole('button', { name: 'Declare and settle' }).click();
  await toast(page, new RegExp(`Declared ${pana}`)).waitFor();
  await panel.getByLabel(`Declared ${session} pana ${pana}`).waitFor();
}

/** The player's Account Statement rows whose remark matches, as text. */
async function statementRows(page: Page, remark: RegExp): Promise<string[]> {
  await page.goto(`${product.baseUrl}/account-statement`);
  await page.getByRole('table').waitFor();
  return page.getByRole('table').locator('tbody tr').filter({ hasText: remark }).allInnerTexts();
}

describe('a result from declaration to the player and back', () => {
  it('shows the player a declared jodi win, its reversal after a revert, and a single payment after the re-declaration', async () => {
    const player = await newPhone(browser);
    const phone = freshPhoneNumber();
    await signUpNewPlayer(player.page, product.baseUrl, phone, 'Jodi Player');
    await creditPoints(product.baseUrl, phone, 1000);

    const desk = await newDesk(browser);
    const { page, errors: deskErrors } = desk;
    await signInOperator(page, product.baseUrl);

    // A market still taking bids at the pinned 09:00 IST clock.
    await menu(page).getByRole('link', { name: 'Markets' }).click();
    await page.getByRole('button', { name: 'New market' }).click();
    const create = page.getByRole('form', { name: 'New market' });
    await create.getByLabel('Name').fill(MARKET);
    await create.getByLabel('Open time (IST)').fill('10:00');
    await create.getByLabel('Close time (IST)').fill('11:00');
    await create.getByRole('button', { name: 'Create market' }).click();
    await toast(page, `Market ${MARKET} created.`).waitFor();

    // The player bids 100 points on jodi 13, in the player's own session.
    const bid = await player.page.request.post(`${product.baseUrl}/api/set_bid_new.php`, {
      headers: { 'x-matka-client': '1' },
      form: {
        bids: JSON.stringify([{
          phone_number: phone, game_name: MARKET, game_type: 'jodi_digit', session: 'Open', open_pana: 'NA', open_digit: '1',
          close_pana: 'NA', close_digit: '3', points_action: '100', transaction_id: `e2e-jodi-${Date.now()}`,
        }]),
      },
    });
    expect(await bid.json()).toMatchObject({ success: '1' });
    await player.page.goto(`${product.baseUrl}/`);
    await expect.poll(() => headerWallet(player.page).innerText()).toContain('900.00');

    // The operator moves the market's times before the clock: the bid keeps its business date.
    await page.getByRole('button', { name: `Edit ${MARKET}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${MARKET}` });
    await edit.getByLabel('Open time (IST)').fill('07:00');
    await edit.getByLabel('Close time (IST)').fill('08:00');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, `Market ${MARKET} saved.`).waitFor();

    // Preview and declare 128-13-337: the jodi pays 100 × 950 / 10 = 9500.
    await menu(page).getByRole('link', { name: 'Results' }).click();
    await page.getByRole('combobox', { name: 'Market', exact: true }).selectOption({ label: `${MARKET} (07:00–08:00 IST)` });
    await previewAndDeclare(page, 'Open', '128', '0');
    await previewAndDeclare(page, 'Close', '337', '9,500');

    await expect.poll(() => statementRows(player.page, new RegExp(`Win ${MARKET}`)), { timeout: 15_000 }).toHaveLength(1);
    expect((await statementRows(player.page, new RegExp(`Win ${MARKET}`)))[0]).toMatch(/\+9,?500/);
    await expect.poll(() => headerWallet(player.page).innerText()).toContain('10400.00');
    // The win is in the header on every page the player opens next, without a reload.
    await player.page.evaluate(() => Object.assign(window, { __noReload: true }));
    for (const [label, path] of [['Home', /\/(home)?$/], ['All Bids', /\/all-bid$/], ['wallet', /\/wallet_histroy$/]] as const) {
      await player.page.getByRole('navigation', { name: 'Main' }).getByText(label, { exact: true }).click();
      await player.page.waitForURL(path);
      await expect.poll(() => headerWallet(player.page).innerText(), { message: label }).toContain('10400.00');
    }
    expect(await player.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    // Revert the close result with a reason: the win is taken back.
    const close = page.getByRole('region', { name: 'Close result' });
    await close.getByRole('button', { name: 'Revert…' }).click();
    const revert = page.getByRole('dialog', { name: 'Revert the Close result 337?' });
    await revert.getByLabel('Reason for the revert').fill('Wrong close pana typed');
    await revert.getByRole('button', { name: 'Revert result' }).click();
    await toast(page, /Reverted: 1 bid pending again, 9500 points taken back/).waitFor();
    await close.getByLabel('Close pana').waitFor();

    await expect.poll(() => statementRows(player.page, new RegExp(`Result reverted ${MARKET}`)), { timeout: 15_000 }).toHaveLength(1);
    expect((await statementRows(player.page, new RegExp(`Result reverted ${MARKET}`)))[0]).toMatch(/-9,?500/);
    await player.page.reload();
    await expect.poll(() => headerWallet(player.page).innerText()).toContain('900.00');

    // Re-declare 139 (digit 3: jodi 13 again): paid once more, exactly once.
    await previewAndDeclare(page, 'Close', '139', '9,500');
    await expect.poll(() => statementRows(player.page, new RegExp(`Win ${MARKET}`)), { timeout: 15_000 }).toHaveLength(2);
    await player.page.reload();
    await expect.poll(() => headerWallet(player.page).innerText()).toContain('10400.00');

    expect(deskErrors).toEqual([]);
    expect(player.errors).toEqual([]);
    await desk.close();
    await player.context.close();
  });
});
