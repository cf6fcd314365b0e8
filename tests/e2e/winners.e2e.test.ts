/**
 * A declaration's winners and their CSV export in Chromium (docs/CONSOLE.md
 * "Winners"): two players bid on a market still open at the pinned 09:00 IST
 * clock, its times are moved before the clock and its open result declared;
 * from the Results screen's declarations table the operator opens the
 * winners, finds one by phone and exports the list as CSV — the downloaded
 * file holds the winner's row. After a revert the list is still there,
 * marked reverted.
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

const MARKET = 'E2E WINNERS';
const TODAY = '2026-11-23';

describe("a declaration's winners, in Chromium", () => {
  it('lists the winners from the declarations table, exports them as a CSV file, and keeps them marked reverted after a revert', async () => {
    const market = await operatorCall<{ id: number }>(product.baseUrl, 'POST', '/api/admin/markets', {
      name: MARKET, open_time: '10:00', close_time: '11:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    });
    const asha = await newApiPlayer(product.baseUrl, 'Asha Winner', { points: 1000, remark: 'Winners e2e credit' });
    const bala = await newApiPlayer(product.baseUrl, 'Bala Winner', { points: 1000, remark: 'Winners e2e credit' });
    const chitra = await newApiPlayer(product.baseUrl, 'Chitra Loser', { points: 1000, remark: 'Winners e2e credit' });
    await bidOpenDigit(product.baseUrl, asha, MARKET, '1', 100); // 128 → digit 1: wins 950
    await bidOpenDigit(product.baseUrl, bala, MARKET, '1', 20); // wins 190
    await bidOpenDigit(product.baseUrl, chitra, MARKET, '5', 50); // loses
    // Both sessions over at the pinned clock; the bids keep their business date.
    await operatorCall(product.baseUrl, 'PATCH', `/api/admin/markets/${market.id}`, { open_time: '07:00', close_time: '08:00' });
    await operatorCall(product.baseUrl, 'POST', '/api/admin/results', { market_id: market.id, session: 'open', pana: '128' });

    const desk = await newDesk(browser);
    const { page } = desk;
    await signInOperator(page, product.baseUrl);
    await consoleMenu(page).getByRole('link', { name: 'Results' }).click();
    await page.getByRole('combobox', { name: 'Market', exact: true }).selectOption({ label: `${MARKET} (07:00–08:00 IST)` });
    await page.getByRole('table', { name: 'Declarations this day' }).getByRole('link', { name: 'Winners of open 128: 2 bids' }).click();

    await page.getByRole('heading', { name: `Winners · ${MARKET} open 128 · ${TODAY}` }).waitFor();
    const table = page.getByRole('table', { name: 'Winners' });
    await table.getByRole('link', { name: `${asha.phone} · Asha Winner` }).waitFor();
    // Biggest win first: Asha's 950, then Bala's 190; the loser is not listed.
    expect((await table.locator('tbody tr').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      `${asha.phone} · Asha Winner Single Digit (Open) 1 100 10 KA 95 950`,
      `${bala.phone} · Bala Winner Single Digit (Open) 1 20 10 KA 95 190`,
    ]);

    // Search by phone, then export what is shown.
    await page.getByLabel('Mobile number').fill(bala.phone);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV of the winners' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`winners-${TODAY}.csv`);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(csv[0]).toBe('Bid id,Player phone,Player name,Game type,Session,Numbers,Points,Rate,Win (points)');
    expect(csv.slice(1)).toEqual([expect.stringMatching(new RegExp(`^\\d+,${bala.phone},Bala Winner,single_digit,Open,1,20,10 KA 95,190$`))]);

    // Reverted: the bids are pending again, the list stays and says so.
    await operatorCall(product.baseUrl, 'POST', '/api/admin/results/revert', { market_id: market.id, session: 'open', business_date: TODAY, reason: 'Typed 128 for 137' });
    await page.getByRole('note', { name: 'Reverted' }).getByText(/Typed 128 for 137/).waitFor();
    await page.getByLabel('Mobile number').fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);

    expect(desk.errors).toEqual([]);
    await desk.close();
  });
});
