/**
 * Profit and loss in Chromium (docs/CONSOLE.md "Profit and loss"): two
 * players bid on a market still open at the pinned 09:00 IST clock, its
 * times are moved before the clock and its open result declared; the admin
 * opens Profit and loss from the menu and reads the market's bids, staked,
 * paid and net, sees the trend chart drawn, and downloads the report as CSV
 * with the market's line in it.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { suiteBrowser } from '../support/browser';
import { consoleMenu, newDesk, signInOperator } from '../support/console';
import { operatorCall } from '../support/operator';
import { bidOpenDigit, newApiPlayer } from '../support/apiPlayer';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

const MARKET = 'E2E PNL';
const TODAY = '2026-11-23';

describe('profit and loss, in Chromium', () => {
  it("shows a market's staked, paid and net after bids and a result, draws the trend, and downloads the report as CSV", async () => {
    const market = await operatorCall<{ id: number }>(product.baseUrl, 'POST', '/api/admin/markets', {
      name: MARKET, open_time: '10:00', close_time: '11:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    });
    const winner = await newApiPlayer(product.baseUrl, 'Asha Pnl', { points: 1000, remark: 'P&L e2e credit' });
    const loser = await newApiPlayer(product.baseUrl, 'Chitra Pnl', { points: 1000, remark: 'P&L e2e credit' });
    await bidOpenDigit(product.baseUrl, winner, MARKET, '1', 100); // 128 → digit 1: wins 950
    await bidOpenDigit(product.baseUrl, loser, MARKET, '5', 50); // loses
    await operatorCall(product.baseUrl, 'PATCH', `/api/admin/markets/${market.id}`, { open_time: '07:00', close_time: '08:00' });
    await operatorCall(product.baseUrl, 'POST', '/api/admin/results', { market_id: market.id, session: 'open', pana: '128' });

    const desk = await newDesk(browser);
    const { page } = desk;
    await signInOperator(page, product.baseUrl);
    await consoleMenu(page).getByRole('link', { name: 'Profit and loss' }).click();
    await page.getByRole('heading', { name: 'Profit and loss' }).waitFor();

    // The market's line: 2 bids, 150 staked, 950 paid, the house 800 down.
    const byMarket = page.getByRole('table', { name: 'Profit and loss by market' });
    const row = byMarket.getByRole('row', { name: new RegExp(MARKET) });
    await row.waitFor();
    expect((await row.innerText()).replace(/\s+/g, ' ').trim()).toBe(`${MARKET} 2 150 950 — -800`);
    // Today's line of the period table includes them; the chart is drawn (its canvas has a size) with its summary.
    const today = page.getByRole('table', { name: 'Profit and loss by day' }).getByRole('row', { name: new RegExp(TODAY) });
    await today.waitFor();
    const chart = page.getByRole('img', { name: /^Day by day from \d{4}-\d{2}-\d{2} to 2026-11-23: staked / });
    await chart.waitFor();
    expect((await chart.boundingBox())?.height).toBeGreaterThan(100);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV of the profit and loss' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`pnl-${TODAY}.csv`);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(csv[0]).toBe('Section,"Period, market or game type",From,To,Bids,Staked,Paid,Uncollected,Net,Deposits,Withdrawals,Adjustments,Recovered');
    expect(csv).toContainEqual(expect.stringMatching(new RegExp(`^market,${MARKET},\\d{4}-\\d{2}-\\d{2},${TODAY},2,150,950,0,-800,,,,$`)));
    expect(csv.at(-1)).toMatch(/^total,Total,/);

    expect(desk.errors).toEqual([]);
    await desk.close();
  });
});
