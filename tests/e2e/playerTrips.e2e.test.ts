/**
 * What a player tripped on, each as a player meets it, in Chromium at
 * 390×844: the back arrow, the sign-up email and terms, Bid History's counts,
 * toasts, the break's market cards, the charts and the LAN address.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LAN_HOST, launchLanBrowser, newPhone, suiteBrowser } from '../support/browser';
import { creditPoints, operatorCall } from '../support/operator';
import { enterMobile, freshPhoneNumber, signUpNewPlayer, typePin } from '../support/phone';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const RUN = String(Date.now()).slice(-5);

async function createMarket(name: string, open: string, close: string): Promise<number> {
  return (await operatorCall<{ id: number }>(product.baseUrl, 'POST', '/api/admin/markets', { name, open_time: open, close_time: close, days: EVERY_DAY })).id;
}

/** One bid in the player's own browser session (the cookie the sign-up set), not through the screens. */
async function placeBid(page: Page, phone: string, market: string, numbers: { type: string; openDigit: string; closeDigit: string }): Promise<void> {
  const response = await page.request.post(`${product.baseUrl}/api/set_bid_new.php`, {
    headers: { 'x-matka-client': '1' },
    form: {
      bids: JSON.stringify([{
        phone_number: phone, game_name: market, game_type: numbers.type, session: 'Open', open_pana: 'NA', open_digit: numbers.openDigit,
        close_pana: 'NA', close_digit: numbers.closeDigit, points_action: '10', transaction_id: `e2e-trips-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      }]),
    },
  });
  expect(await response.json()).toMatchObject({ success: '1' });
}

describe('what a player trips on', () => {
  it('reads the terms from the sign-up checkbox before having an account, and comes back to what was typed', async () => {
    const { context, page, errors } = await newPhone(browser);
    await page.goto(`${product.baseUrl}/Login`);
    await enterMobile(page, freshPhoneNumber());
    await page.waitForURL(/\/sign-up$/);
    await page.getByLabel('Full name').fill('Terms Reader');
    await page.getByRole('link', { name: 'Term & Conditions' }).click();
    await page.waitForURL(/\/privacy-policy$/);
    await expect.poll(() => page.getByText('Last updated: September 06, 2024').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(/\/sign-up$/);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Terms Reader');

    // Opened directly by a logged-out visitor, it is not sent to /login.
    const fresh = await context.newPage();
    await fresh.goto(`${product.baseUrl}/privacy-policy`);
    await expect.poll(() => fresh.getByRole('heading', { name: 'Privacy Policy & Terms of Play' }).isVisible()).toBe(true);
    expect(new URL(fresh.url()).pathname).toBe('/privacy-policy');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts Bid History over the whole history: a win older than the first page shows in the Won tab and the market filter', { timeout: 120_000 }, async () => {
    // Both markets take bids at the pinned 09:00 IST clock.
    const oldMarket = `E2E OLD WIN ${RUN}`;
    const newMarket = `E2E NEW BIDS ${RUN}`;
    const oldId = await createMarket(oldMarket, '10:00', '11:00');
    await createMarket(newMarket, '10:00', '11:00');
    const { context, page, errors } = await newPhone(browser);
    const phone = freshPhoneNumber();
    await signUpNewPlayer(page, product.baseUrl, phone, 'Long Bidder');
    await creditPoints(product.baseUrl, phone, 2000);

    // The oldest bid (jodi 13) wins 128-13-337; 52 newer bids fill more than the first page of 50.
    await placeBid(page, phone, oldMarket, { type: 'jodi_digit', openDigit: '1', closeDigit: '3' });
    for (let n = 0; n < 52; n++) await placeBid(page, phone, newMarket, { type: 'single_digit', openDigit: String(n % 10), closeDigit: 'NA' });
    await operatorCall(product.baseUrl, 'PATCH', `/api/admin/markets/${oldId}`, { open_time: '07:00', close_time: '08:00' });
    await operatorCall(product.baseUrl, 'POST', '/api/admin/results', { market_id: oldId, session: 'open', pana: '128' });
    await operatorCall(product.baseUrl, 'POST', '/api/admin/results', { market_id: oldId, session: 'close', pana: '337' });

    await page.goto(`${product.baseUrl}/my-bid`);
    const tabs = page.getByRole('group', { name: 'Filter by result' });
    await expect.poll(() => tabs.getByRole('button', { name: /^All/ }).innerText()).toMatch(/53$/);
    expect(await tabs.getByRole('button', { name: /^Won/ }).innerText()).toMatch(/1$/);
    expect(await page.getByText('53 bids').isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'Bids' }).getByRole('listitem').count()).toBe(50);

    await tabs.getByRole('button', { name: /^Won/ }).click();
    const cards = page.getByRole('list', { name: 'Bids' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getByRole('heading').innerText()).toBe(oldMarket);

    await tabs.getByRole('button', { name: /^All/ }).click();
    await page.getByLabel('Market').selectOption(oldMarket);
    await expect.poll(() => tabs.getByRole('button', { name: /^All/ }).innerText()).toMatch(/1$/);
    await expect.poll(() => cards.count()).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the toasts few: five wrong MPINs show at most two, and going back clears them', async () => {
    const { context, page, errors } = await newPhone(browser);
    const phone = freshPhoneNumber();
    const signup = await page.request.post(`${product.baseUrl}/api/signup.php`, {
      data: { phoneNumber: phone, username: 'Many Wrong', user_mpin: '1357', email: '', date_of_birth: '1990-05-17', terms_accepted: '1' },
    });
    expect((await signup.json()).success).toBe('1');
    await page.goto(`${product.baseUrl}/Login`);
    await enterMobile(page, phone);
    await page.waitForURL(/\/login_mpin$/);
    const toasts = page.locator('[role="status"]').filter({ hasText: /MPIN|attempt|try again/i });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/login.php');
      await page.getByLabel('Enter MPIN', { exact: true }).fill('');
      await typePin(page, 'Enter MPIN', '9999');
      await answered;
      await toasts.first().waitFor();
    }
    await expect.poll(() => toasts.count()).toBeLessThanOrEqual(2);
    expect(await toasts.count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL((url) => url.pathname.toLowerCase() === '/login');
    await expect.poll(() => toasts.count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs no Cross-Origin-Opener-Policy error on a plain-HTTP LAN address', async () => {
    const lan = await launchLanBrowser();
    try {
      const { context, page, errors } = await newPhone(lan);
      const console: string[] = [];
      page.on('console', (message) => console.push(message.text()));
      // The page is not a secure context there (no service worker): the document comes from the server.
      const response = await page.goto(`http://${LAN_HOST}:${new URL(product.baseUrl).port}/Login`);
      await page.getByLabel('Mobile number').waitFor();
      expect(response?.headers()['cross-origin-opener-policy']).toBeUndefined();
      expect(console.filter((text) => text.includes('Cross-Origin-Opener-Policy'))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await lan.close();
    }
  });

  it('shows every day of the pana and jodi charts at 390 px, Saturday and Sunday included, without scrolling sideways', async () => {
    const { context, page, errors } = await newPhone(browser);
    for (const chart of ['pana_chart', 'jodi_chart']) {
      await page.goto(`${product.baseUrl}/${chart}/KALYAN`);
      const table = page.getByRole('table');
      await table.waitFor();
      const fits = await page.evaluate(() => {
        const region = document.querySelector('table')!.parentElement!;
        const heads = document.querySelectorAll('thead th');
        const sunday = heads[heads.length - 1]!.getBoundingClientRect();
        return { overflow: region.scrollWidth - region.clientWidth, sundayRight: sunday.right, viewport: window.innerWidth };
      });
      expect(fits.overflow, chart).toBeLessThanOrEqual(0);
      expect(fits.sundayRight, chart).toBeLessThanOrEqual(fits.viewport);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows no market as playable during a break: no "Betting Is Running Now", the closed Play button', async () => {
    const { context, page, errors } = await newPhone(browser);
    await signUpNewPlayer(page, product.baseUrl, freshPhoneNumber(), 'On A Break');
    const running = page.getByTestId('game-card').filter({ hasText: 'Betting Is Running Now' });
    await expect.poll(() => running.count()).toBeGreaterThan(0);

    const taken = await page.request.post(`${product.baseUrl}/api/take_break.php`, { headers: { 'x-matka-client': '1' }, form: { kind: 'timeout', period: '24h' } });
    expect((await taken.json()).success).toBe('1');
    await page.reload();
    await page.getByTestId('play-closed').waitFor();
    await expect.poll(() => page.getByTestId('game-card').count()).toBeGreaterThan(0);
    expect(await running.count()).toBe(0);
    expect(await page.locator('[data-testid="game-card"][data-open="true"]').count()).toBe(0);
    expect(await page.getByTestId('game-card').filter({ hasText: 'Closed during your break' }).count()).toBe(await page.getByTestId('game-card').count());

    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads My activity at 390 px: a labelled bar, every column on screen, "Net over 1 day"', async () => {
    const market = `E2E ACTIVITY ${RUN}`;
    await createMarket(market, '10:00', '11:00');
    const { context, page, errors } = await newPhone(browser);
    const phone = freshPhoneNumber();
    await signUpNewPlayer(page, product.baseUrl, phone, 'Activity Reader');
    await creditPoints(product.baseUrl, phone, 500);
    await placeBid(page, phone, market, { type: 'single_digit', openDigit: '4', closeDigit: 'NA' });

    await page.goto(`${product.baseUrl}/my-activity`);
    await page.getByTestId('activity-total').waitFor();
    expect(await page.getByTestId('activity-total').innerText()).toBe('Net over 1 day: -10 points');
    const bar = page.getByRole('figure').getByRole('listitem');
    expect(await bar.count()).toBe(1);
    expect(await bar.innerText()).toMatch(/-10/);
    await page.screenshot({ path: '/tmp/wtp-activity-e2e.png', fullPage: true });
    for (const label of ['Bids', 'Wins', 'Deposits', 'Withdrawals', 'Net']) {
      const cell = page.locator(`td[data-label="${label}"]`).first();
      const box = await cell.boundingBox();
      expect(box, label).not.toBeNull();
      expect(box!.x + box!.width, label).toBeLessThanOrEqual(390);
      expect(await cell.isVisible(), label).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
