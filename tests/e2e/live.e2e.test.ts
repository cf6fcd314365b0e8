/**
 * The live stream in Chromium (shared/src/schemas/live.ts; server/src/features/live/):
 * a player's open tab follows what happens elsewhere with no reload and no
 * poll — a result an operator declares reaches home's card within 2 s; a
 * win and a deposit approval move the header wallet on whatever page the
 * player is, with the win said in a toast and the bid history and statement
 * updated; and after the API restarts, the tab connects again by itself and
 * its wallet is right. Every poll the stream stands in for runs once a
 * minute, so anything seen here within seconds came through the stream.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { startApi, stopApi } from '../support/apiProcess';
import { newPhone, suiteBrowser } from '../support/browser';
import { creditPoints, operatorCall } from '../support/operator';
import { freshPhoneNumber, headerWallet, signUpNewPlayer } from '../support/phone';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
/** Well under any poll (a minute): only the stream is this quick. */
const LIVE_WITHIN_MS = 5_000;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const liveUp = (page: Page) => page.evaluate(() => (window as unknown as { __MATKA_SHELL__: { liveStreams(): { player: boolean } } }).__MATKA_SHELL__.liveStreams().player);
const markNoReload = (page: Page) => page.evaluate(() => Object.assign(window, { __noReload: true }));
const noReloadSince = (page: Page) => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

/** A player call in the player's own browser session (the cookie the sign-up set), not through the app's screens. */
async function playerCall(page: Page, script: string, form: Record<string, string>): Promise<{ success: string; msg?: string }> {
  const response = await page.request.post(`${product.baseUrl}/api/${script}`, { form, headers: { 'x-matka-client': '1' } });
  return (await response.json()) as { success: string; msg?: string };
}

async function createMarket(name: string, open: string, close: string): Promise<number> {
  const market = await operatorCall<{ id: number }>(product.baseUrl, 'POST', '/api/admin/markets', { name, open_time: open, close_time: close, days: EVERY_DAY });
  return market.id;
}

const declare = (marketId: number, session: 'open' | 'close', pana: string) =>
  operatorCall(product.baseUrl, 'POST', '/api/admin/results', { market_id: marketId, session, pana });

describe('the live stream in Chromium', () => {
  it("shows a result an operator declares on the player's home within 2 s, without a reload", async () => {
    // Sessions over at the pinned 09:00 IST clock: the result can be declared now.
    const marketId = await createMarket('E2E LIVE HOME', '07:00', '08:00');
    const { context, page, errors } = await newPhone(browser);
    await signUpNewPlayer(page, product.baseUrl, freshPhoneNumber(), 'Live Home');
    const card = page.getByRole('article', { name: 'E2E LIVE HOME' });
    await card.waitFor();
    await expect.poll(() => liveUp(page)).toBe(true);
    await markNoReload(page);

    const declaredAt = Date.now();
    await declare(marketId, 'open', '128');
    await card.getByText('128-1*-***').waitFor({ timeout: 2_000 });
    expect(Date.now() - declaredAt).toBeLessThan(2_000);
    expect(await noReloadSince(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves the header wallet on a win and a deposit approval on the page the player is on, says the win, and updates the bid history and statement', async () => {
    const market = 'E2E LIVE WIN';
    const marketId = await createMarket(market, '10:00', '11:00');
    const { context, page, errors } = await newPhone(browser);
    const phone = freshPhoneNumber();
    await signUpNewPlayer(page, product.baseUrl, phone, 'Live Winner');
    await creditPoints(product.baseUrl, phone, 1000);
    // 100 points on jodi 13 while the market takes bids.
    expect(await playerCall(page, 'set_bid_new.php', {
      bids: JSON.stringify([{
        phone_number: phone, game_name: market, game_type: 'jodi_digit', session: 'Open', open_pana: 'NA', open_digit: '1',
        close_pana: 'NA', close_digit: '3', points_action: '100', transaction_id: `e2e-live-${Date.now()}`,
      }]),
    })).toMatchObject({ success: '1' });

    // The player opens Bid History through the app; from here on, nothing reloads.
    await mainNav(page).getByText('All Bids', { exact: true }).click();
    await page.getByRole('link', { name: /Bid History/ }).click();
    await page.waitForURL(/\/my-bid$/);
    await expect.poll(() => liveUp(page)).toBe(true);
    await markNoReload(page);
    await expect.poll(() => headerWallet(page).innerText()).toContain('900.00');
    await expect.poll(() => page.getByRole('button', { name: /^Pending/ }).innerText()).toMatch(/1$/);

    // The operator moves the market's times before the clock (the bid keeps its day) and declares 128-13-337: 100 × 950 / 10.
    await operatorCall(product.baseUrl, 'PATCH', `/api/admin/markets/${marketId}`, { open_time: '07:00', close_time: '08:00' });
    await declare(marketId, 'open', '128');
    await declare(marketId, 'close', '337');
    await page.getByRole('status').filter({ hasText: `You won 9500 points on ${market}` }).waitFor({ timeout: LIVE_WITHIN_MS });
    await expect.poll(() => headerWallet(page).innerText(), { timeout: LIVE_WITHIN_MS }).toContain('10400.00');
    await expect.poll(() => page.getByRole('button', { name: /^Won/ }).innerText(), { timeout: LIVE_WITHIN_MS }).toMatch(/1$/);

    // A manual deposit, approved by the operator while the player reads the statement.
    await mainNav(page).getByText('History', { exact: true }).click();
    await page.waitForURL(/\/account-statement$/);
    await page.getByRole('table').waitFor();
    const utr = `LIVE${Date.now()}`;
    expect((await playerCall(page, 'add_points_request.php', { phone_number: phone, amount: '700', UTR_NUM: utr })).success).toBe('1');
    const pending = await operatorCall<{ items: { id: number; utr: string | null }[] }>(product.baseUrl, 'GET', `/api/admin/fund-requests?status=0&q=${phone}`);
    const request = pending.items.find((item) => item.utr === utr);
    expect(request).toBeDefined();
    await operatorCall(product.baseUrl, 'POST', `/api/admin/fund-requests/${request!.id}/decision`, { approve: true });
    await expect.poll(() => headerWallet(page).innerText(), { timeout: LIVE_WITHIN_MS }).toContain('11100.00');
    await expect.poll(() => page.getByRole('table').locator('tbody tr').filter({ hasText: /\+700/ }).count(), { timeout: LIVE_WITHIN_MS }).toBe(1);

    expect(await noReloadSince(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('connects again by itself after the API restarts, with the wallet right', async () => {
    const { context, page, errors } = await newPhone(browser);
    const phone = freshPhoneNumber();
    await signUpNewPlayer(page, product.baseUrl, phone, 'Live Restart');
    await mainNav(page).getByText('wallet', { exact: true }).click();
    await page.waitForURL(/\/wallet_histroy$/);
    await expect.poll(() => liveUp(page)).toBe(true);
    await markNoReload(page);

    await stopApi(product);
    await expect.poll(() => liveUp(page)).toBe(false);
    await startApi(product);
    // Credited as soon as the API is back, before or after the tab has reconnected: either way the header must show it.
    await creditPoints(product.baseUrl, phone, 250);
    await expect.poll(() => liveUp(page), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => headerWallet(page).innerText(), { timeout: LIVE_WITHIN_MS }).toContain('250.00');

    // The stream is the one carrying changes again.
    await creditPoints(product.baseUrl, phone, 100);
    await expect.poll(() => headerWallet(page).innerText(), { timeout: LIVE_WITHIN_MS }).toContain('350.00');
    expect(await noReloadSince(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
