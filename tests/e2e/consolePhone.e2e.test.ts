/**
 * The operator console on a phone in Chromium (docs/CONSOLE.md "On a phone"),
 * at 390×844 where jsdom cannot look: every screen with a table shows each
 * cell inside the screen, as a card whose cells read their column's label,
 * and nothing scrolls sideways; the menu is a drawer the keyboard opens and
 * Escape closes, focus going in and back, the current screen marked, every
 * target 44 px; the dashboard, the audit log and a player's page stay under
 * 3,000 px, an audit entry's details and a player's ledger one tap away.
 */
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { suiteBrowser } from '../support/browser';
import { consoleMenuButton, newConsolePhone, signInOperator } from '../support/console';
import { operatorCall } from '../support/operator';
import { newApiPlayer } from '../support/apiPlayer';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

const MARKET = 'E2E PHONE';
const TODAY = '2026-11-23';

/** A new player through the API, with a token for the spec's .php calls. */
async function playerForm(token: string, script: string, form: Record<string, string>): Promise<void> {
  const response = await fetch(`${product.baseUrl}/api/${script}`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` }, body: new URLSearchParams(form).toString(),
  });
  expect(((await response.json()) as { success: string }).success).toBe('1');
}

/** A day with what the phone must show: declarations (one reverted), a deposit waiting, a dozen adjustments in the audit log. */
async function setScene(): Promise<{ marketId: number; phone: string }> {
  const market = await operatorCall<{ id: number }>(product.baseUrl, 'POST', '/api/admin/markets', {
    name: MARKET, open_time: '07:00', close_time: '08:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  });
  const declare = (session: string, pana: string) => operatorCall(product.baseUrl, 'POST', '/api/admin/results', { market_id: market.id, session, pana });
  await declare('open', '129');
  await declare('close', '128');
  await operatorCall(product.baseUrl, 'POST', '/api/admin/results/revert', { market_id: market.id, session: 'close', business_date: TODAY, reason: 'Typed 128 for 380 from the slip' });
  await declare('close', '380');
  const player = await newApiPlayer(product.baseUrl, 'Phone Console Player');
  for (let n = 1; n <= 12; n++) {
    await operatorCall(product.baseUrl, 'POST', '/api/admin/adjustments', { phone_number: player.phone, amount: 100, remark: `Cash collected at the counter ${n}` });
  }
  await playerForm(player.token, 'add_points_request.php', { phone_number: player.phone, amount: '700', UTR_NUM: `PHONE${Date.now()}`.slice(0, 22) });
  return { marketId: market.id, phone: player.phone };
}

interface Layout {
  width: number;
  height: number;
  scrollWidth: number;
  cells: number;
  /** Visible cells not wholly inside the viewport's width. */
  outside: string[];
  /** Cells whose card does not read their column's label. */
  unlabelled: string[];
}

/** What a phone shows of the page's tables: each visible cell's box against the viewport, and the label its card draws. */
function layoutOf(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const cells = Array.from(document.querySelectorAll<HTMLElement>('main td, main th')).filter((cell) => {
      const box = cell.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(cell).visibility !== 'hidden';
    });
    const describe = (cell: HTMLElement) => `${cell.dataset.label ?? cell.tagName}: ${(cell.textContent ?? '').trim().slice(0, 40)}`;
    const outside = cells.filter((cell) => {
      const box = cell.getBoundingClientRect();
      return box.left < -0.5 || box.right > width + 0.5;
    });
    // The card's label is the cell's ::before, drawn from data-label: the column's header.
    const unlabelled = cells.filter((cell) => cell.tagName === 'TD' && cell.dataset.label
      && !getComputedStyle(cell, '::before').content.includes(cell.dataset.label));
    return {
      width, height: document.documentElement.scrollHeight, scrollWidth: document.documentElement.scrollWidth,
      cells: cells.length, outside: outside.map(describe), unlabelled: unlabelled.map(describe),
    };
  });
}

async function expectFits(page: Page, screen: string): Promise<Layout> {
  await page.waitForLoadState('networkidle');
  const layout = await layoutOf(page);
  expect({ screen, outside: layout.outside, unlabelled: layout.unlabelled, sideways: layout.scrollWidth > layout.width })
    .toEqual({ screen, outside: [], unlabelled: [], sideways: false });
  return layout;
}

describe('the operator console on a phone, in Chromium', () => {
  let scene: Awaited<ReturnType<typeof setScene>>;
  beforeAll(async () => {
    scene = await setScene();
  });

  it('shows every table inside 390 px as labelled cards, nothing scrolling sideways', async () => {
    const { marketId, phone } = scene;
    const desk = await newConsolePhone(browser);
    const { page } = desk;
    await signInOperator(page, product.baseUrl);

    const screens: Array<[string, () => Promise<unknown>]> = [
      ['/admin', () => page.getByRole('link', { name: MARKET }).waitFor()],
      [`/admin/results?market=${marketId}&date=${TODAY}`, () => page.getByText('Typed 128 for 380 from the slip', { exact: false }).first().waitFor()],
      ['/admin/funds', () => page.getByRole('button', { name: /^Approve/ }).first().waitFor()],
      [`/admin/players?q=${phone}`, () => page.getByRole('rowheader', { name: 'Phone Console Player' }).waitFor()],
      ['/admin/markets', () => page.getByRole('rowheader', { name: MARKET }).waitFor()],
      ['/admin/rates', () => page.getByRole('form', { name: /rate$/ }).first().waitFor()],
      ['/admin/operators', () => page.getByRole('rowheader').first().waitFor()],
      ['/admin/audit', () => page.getByText(/^1–10 of \d+$/).waitFor()],
      ['/admin/excluded', () => page.getByRole('heading', { name: 'Self-excluded players' }).waitFor()],
      ['/admin/settings', () => page.getByRole('button', { name: 'Save settings' }).waitFor()],
    ];
    for (const [path, ready] of screens) {
      await page.goto(`${product.baseUrl}${path}`);
      await ready();
      await expectFits(page, path);
    }

    // A declaration's Paid and Reverted, off-screen in the old table, read beside their labels.
    await page.goto(`${product.baseUrl}/admin/results?market=${marketId}&date=${TODAY}`);
    const reverted = page.getByRole('row').filter({ hasText: 'Typed 128 for 380' });
    await reverted.waitFor();
    expect(await reverted.locator('td[data-label="Paid"]').isVisible()).toBe(true);
    expect(await reverted.locator('td[data-label="Reverted"]').innerText()).toContain('Typed 128 for 380 from the slip');

    // A player's page: who they are, their balance and status first, the long sections folded (6,278 px before),
    // then the ledger's cards once its fold is opened.
    await page.goto(`${product.baseUrl}/admin/players?q=${phone}`);
    await page.getByRole('rowheader', { name: 'Phone Console Player' }).getByRole('link').click();
    const ledgerFold = page.getByRole('button', { name: /^Ledger\s?\d+ rows?$/ });
    await ledgerFold.waitFor();
    await page.getByRole('button', { name: /^Fund requests\s?\d+ requests?$/ }).waitFor();
    const folded = await expectFits(page, 'player, folded');
    expect(folded.height).toBeLessThan(3_000);
    expect(await ledgerFold.getAttribute('aria-expanded')).toBe('false');
    expect((await ledgerFold.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const balance = await page.getByLabel('Balance', { exact: true }).boundingBox();
    expect(balance!.y + balance!.height).toBeLessThan(844);
    await ledgerFold.click();
    await page.getByRole('table', { name: 'Ledger' }).getByText('Cash collected at the counter 12').waitFor();
    const ledger = await expectFits(page, 'player');
    expect(ledger.cells).toBeGreaterThan(10);

    expect(desk.errors).toEqual([]);
    await desk.close();
  });

  it('opens the menu as a drawer with the keyboard, marks the current screen, and Escape gives focus back', async () => {
    const desk = await newConsolePhone(browser);
    const { page } = desk;
    await signInOperator(page, product.baseUrl);
    await page.goto(`${product.baseUrl}/admin/audit`);
    const button = consoleMenuButton(page);
    expect(await page.getByRole('navigation', { name: 'Console' }).isVisible()).toBe(false);

    await button.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Console menu' });
    await drawer.waitFor();
    // Measured once it has slid in.
    await drawer.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    // Focus went into the drawer and stays there: Tab from the last control comes back to the first.
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    for (let tab = 0; tab < 20; tab++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    const menu = drawer.getByRole('navigation', { name: 'Console' });
    expect(await menu.getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
    expect(await menu.locator('[aria-current]').count()).toBe(1);
    // Every target a thumb can hit.
    const heights = await drawer.locator('a, button').evaluateAll((targets) => targets.map((target) => target.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    const drawerBox = await drawer.boundingBox();
    expect(drawerBox!.x).toBe(0);
    expect(drawerBox!.width).toBeLessThanOrEqual(390);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    // Picking a screen closes the drawer on it.
    await button.click();
    await drawer.getByRole('link', { name: 'Fund requests' }).click();
    await page.waitForURL(/\/admin\/funds$/);
    await drawer.waitFor({ state: 'hidden' });
    expect(desk.errors).toEqual([]);
    await desk.close();
  });

  it('keeps the dashboard and the audit log under 3,000 px: folded sections, 10 entries a page, details on demand', async () => {
    const desk = await newConsolePhone(browser);
    const { page } = desk;
    await signInOperator(page, product.baseUrl);
    await page.getByRole('region', { name: 'Totals' }).waitFor();
    await page.getByRole('button', { name: /^Markers of harm/ }).waitFor();
    await page.waitForLoadState('networkidle');
    const dashboard = await expectFits(page, 'dashboard');
    expect(dashboard.height).toBeLessThan(3_000);
    expect(await page.getByRole('button', { name: /^Newest operator actions/ }).getAttribute('aria-expanded')).toBe('false');

    // The adjustments of setScene: three lines of change each (balance, amount, remark).
    await page.goto(`${product.baseUrl}/admin/audit?action=wallet.adjusted`);
    await page.getByText(/^1–10 of \d+$/).waitFor();
    expect(await page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').count()).toBe(10);
    const audit = await expectFits(page, 'audit');
    expect(audit.height).toBeLessThan(3_000);
    // Each card's details — player, change, request — open under it, inside the screen too.
    const entry = page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').filter({ hasText: 'Cash collected at the counter 12' });
    const change = entry.locator('td[data-label="Change"]');
    expect(await change.isVisible()).toBe(false);
    await entry.getByRole('button', { name: 'Details' }).click();
    await change.waitFor();
    expect(await change.locator('summary').innerText()).toContain('Cash collected at the counter 12');
    await expectFits(page, 'audit, one entry open');
    expect(desk.errors).toEqual([]);
    await desk.close();
  });

  it('sorts a paged table with one control on a phone: the Sort select, not a second row of sort buttons', async () => {
    const desk = await newConsolePhone(browser);
    const { page } = desk;
    await signInOperator(page, product.baseUrl);
    await page.goto(`${product.baseUrl}/admin/players`);
    const table = page.getByRole('table', { name: 'Players' });
    await table.locator('tbody tr').first().waitFor();
    const sort = page.getByRole('combobox', { name: 'Sort', exact: true });
    expect(await sort.isVisible()).toBe(true);
    // The header row is for screen readers (aria-sort says the order), not a bar of sort buttons above the cards,
    // and holds no button a keyboard could reach unseen.
    expect(await table.getByRole('columnheader', { name: /Balance/ }).getAttribute('aria-sort')).toBe('none');
    expect(await table.locator('thead button').count()).toBe(0);
    expect((await table.locator('thead').boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
    await sort.selectOption({ label: 'Balance ↑' });
    await page.waitForURL(/sort=balance&dir=asc/);
    expect(desk.errors).toEqual([]);
    await desk.close();
  });
});
