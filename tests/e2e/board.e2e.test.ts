/**
 * Today's board in Chromium (docs/CONSOLE.md "Today's board"): at the pinned
 * Monday 09:00 IST clock the board lists today's sessions in cut-off order
 * with their states, and a results operator declares a session that waits for
 * its result right from the board — pana, Preview, the confirmation — after
 * which the row shows the declared pana.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { suiteBrowser } from '../support/browser';
import { consoleMenu, consoleToast, newDesk, signInOperator } from '../support/console';
import { operatorCall } from '../support/operator';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

const MARKET = 'E2E BOARD';
const TODAY = '2026-11-23';
const RESULTS_OPERATOR = { name: 'Rekha Results', username: 'e2e.board', password: 'board e2e passphrase' };

/** 'HH:MM' → minutes of the business day, a close before 06:00 counting after midnight (MAIN BAZAR's 00:05). */
const dayMinute = (cutoff: string) => {
  const [hours, minutes] = cutoff.split(':').map(Number) as [number, number];
  return (hours < 6 ? hours + 24 : hours) * 60 + minutes;
};

describe("today's board, in Chromium", () => {
  it("lists today's sessions in cut-off order, and declaring one from the board shows its declared pana", async () => {
    // A market whose sessions are over at the pinned clock (07:00 and 08:00 IST), and a results operator.
    await operatorCall(product.baseUrl, 'POST', '/api/admin/markets', { name: MARKET, open_time: '07:00', close_time: '08:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] });
    await operatorCall(product.baseUrl, 'POST', '/api/admin/operator-accounts', { ...RESULTS_OPERATOR, role: 'results' });

    const desk = await newDesk(browser);
    const { page } = desk;
    await signInOperator(page, product.baseUrl, RESULTS_OPERATOR.username, RESULTS_OPERATOR.password);
    await consoleMenu(page).getByRole('link', { name: "Today's board" }).click();
    const list = page.getByRole('list', { name: 'Sessions by cut-off' });
    const row = (name: string) => list.getByRole('listitem', { name, exact: true });

    // Today's sessions, the demo markets' among them, by cut-off: MAIN BAZAR's close (00:05, after midnight) last.
    await row('KALYAN Open').getByText('Taking bids until 15:45').waitFor();
    await row(`${MARKET} Open`).getByText('Overdue since 07:30').waitFor();
    await row(`${MARKET} Close`).getByText('Overdue since 08:30').waitFor();
    await row(`${MARKET} Close`).getByText('Declare the open result first.').waitFor();
    const titles = await list.locator(':scope > li h4').allTextContents();
    expect(titles).toContain('STAR MORNING Open');
    expect(titles.at(-1)).toBe('MAIN BAZAR Close');
    const cutoffs = (await list.locator(':scope > li > span:first-child').allTextContents()).map((text) => text.replace(/^Cut-off\s*/, '').trim());
    expect(cutoffs.map(dayMinute)).toEqual(cutoffs.map(dayMinute).sort((a, b) => a - b));

    // Declare the open result right there: the Results screen's flow, previewed then confirmed.
    const ours = row(`${MARKET} Open`);
    await ours.getByRole('button', { name: `Declare the Open result of ${MARKET}…` }).click();
    const panel = page.getByRole('region', { name: `Declare the Open result of ${MARKET} for ${TODAY}` });
    await panel.getByText('Previews: 0 of 3 panas for this session. Each one is in the audit log.').waitFor();
    await panel.getByLabel('Open pana').fill('128');
    await panel.getByRole('button', { name: 'Preview', exact: true }).click();
    await panel.getByLabel('Preview of 128').waitFor();
    await panel.getByRole('button', { name: 'Declare 128…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Declare 128 as the Open result?' });
    await confirm.getByRole('button', { name: 'Declare and settle' }).click();
    await consoleToast(page, /Declared 128/).waitFor();

    // The row shows the declared pana; the close session can now be declared from the board.
    await ours.getByLabel('Open result 128').waitFor();
    expect(await ours.getByLabel('Open result 128').innerText()).toBe('128-1');
    await ours.getByText('Declared', { exact: true }).waitFor();
    expect(await panel.count()).toBe(0);
    await row(`${MARKET} Close`).getByRole('button', { name: `Declare the Close result of ${MARKET}…` }).waitFor();

    expect(desk.errors).toEqual([]);
    await desk.close();
  });
});
