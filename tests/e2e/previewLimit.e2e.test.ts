/**
 * Previews that cannot be used to choose, in Chromium (docs/SETTLEMENT.md
 * "Integrity"): a results operator previews panas of a session until the
 * server refuses the next new one (limit 3, a 429 in words), then declares
 * the pana without a preview; the admin finds each preview in the audit log
 * with its pana and figures, the declaration with the panas previewed before
 * it and by whom, and the session on the dashboard's integrity markers.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { RESULT_MSG } from '@matka/shared';
import { suiteBrowser } from '../support/browser';
import { consoleMenu, consoleToast, newDesk, signInOperator } from '../support/console';
import { OPERATOR } from '../support/product';

const product = inject('product');
let browser: Browser;
suiteBrowser((launched) => (browser = launched));

const MARKET = 'E2E PREVIEWS';
const PREVIEWER = { name: 'Priya Previews', username: 'e2e.previewer', password: 'previews e2e passphrase' };
const menu = consoleMenu;
const toast = consoleToast;

/** An admin call through the operator API (set-up the test is not about). */
async function adminCall(path: string, body: unknown): Promise<Record<string, unknown>> {
  const login = await fetch(`${product.baseUrl}/api/admin/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: OPERATOR.phone, password: OPERATOR.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${product.baseUrl}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
  });
  const reply = (await response.json()) as Record<string, unknown>;
  if (reply.success !== '1') throw new Error(`${path}: ${JSON.stringify(reply)}`);
  return reply;
}

describe('previews that cannot be used to choose, in Chromium', () => {
  it('a results operator previews until refused and declares without a preview; the admin sees every preview in the audit log and the session flagged', async () => {
    // A market whose sessions are over at the pinned 09:00 IST clock, and a results operator.
    await adminCall('/api/admin/markets', { name: MARKET, open_time: '07:00', close_time: '08:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] });
    await adminCall('/api/admin/operator-accounts', { ...PREVIEWER, role: 'results' });

    const desk = await newDesk(browser);
    await signInOperator(desk.page, product.baseUrl, PREVIEWER.username, PREVIEWER.password);
    await menu(desk.page).getByRole('link', { name: 'Results' }).click();
    await desk.page.getByRole('combobox', { name: 'Market', exact: true }).selectOption({ label: `${MARKET} (07:00–08:00 IST)` });
    const open = desk.page.getByRole('region', { name: 'Open result' });
    await open.getByText('Previews: 0 of 3 panas for this session. Each one is in the audit log.').waitFor();

    for (const pana of ['128', '129', '137']) {
      await open.getByLabel('Open pana').fill(pana);
      await open.getByRole('button', { name: 'Preview', exact: true }).click();
      await open.getByLabel(`Preview of ${pana}`).waitFor();
    }
    await open.getByText('Previews: 3 of 3 panas — the limit is reached. A new pana is declared without a preview.').waitFor();

    // A fourth pana is refused by the server, in words; the operator declares it as the market drew it.
    await open.getByLabel('Open pana').fill('138');
    await open.getByRole('button', { name: 'Preview', exact: true }).click();
    await open.getByRole('alert').filter({ hasText: RESULT_MSG.previewLimit(3) }).waitFor();
    expect(await open.getByLabel('Preview of 138').count()).toBe(0);
    await open.getByRole('button', { name: 'Declare without preview…' }).click();
    const confirm = desk.page.getByRole('dialog', { name: 'Declare 138 as the Open result?' });
    await confirm.getByText("Not previewed: this session's preview limit is reached.").waitFor();
    await confirm.getByRole('button', { name: 'Declare and settle' }).click();
    await toast(desk.page, /Declared 138/).waitFor();
    await open.getByLabel('Declared Open pana 138').waitFor();
    const declaration = desk.page.getByRole('region', { name: 'Declarations this day' }).getByRole('row').filter({ hasText: '138' });
    await declaration.getByText('3 panas').waitFor();
    await declaration.getByText(`by ${PREVIEWER.name}`).waitFor();

    // The admin: each preview in the audit log, with its operator, pana and net.
    const admin = await newDesk(browser);
    await signInOperator(admin.page, product.baseUrl);
    await menu(admin.page).getByRole('link', { name: 'Audit log' }).click();
    await admin.page.getByLabel('Action').selectOption({ label: 'Result previewed' });
    const rows = admin.page.getByRole('table').locator('tbody tr').filter({ hasText: PREVIEWER.name });
    await expect.poll(() => rows.count()).toBe(3);
    const texts = await rows.allInnerTexts();
    for (const pana of ['128', '129', '137']) expect(texts.filter((text) => text.includes(`pana: ${pana}`)), pana).toHaveLength(1);
    for (const text of texts) expect(text).toMatch(/Result previewed[\s\S]*net: -?\d+/);

    // And the session on the dashboard: its previews reached the limit.
    await menu(admin.page).getByRole('link', { name: 'Dashboard' }).click();
    const flagged = admin.page.getByRole('region', { name: 'Preview limit reached' });
    await flagged.getByRole('link', { name: new RegExp(`${MARKET} · \\d{4}-\\d{2}-\\d{2} · Open`) }).waitFor();
    await flagged.getByText(PREVIEWER.name, { exact: false }).waitFor();

    expect(desk.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await desk.close();
    await admin.close();
  });
});
