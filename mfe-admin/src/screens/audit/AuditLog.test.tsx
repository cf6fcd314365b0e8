import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Console } from '../../Console';
import { fakeOperatorApi, type OperatorCallRecord } from '../../../test/fakeOperatorApi';
import { noCounts, page } from '../../../test/pages';
import { renderConsole } from '../../../test/render';
import { phoneViewport } from '../../../test/viewport';

const ENTRIES = [
  {
    id: 2, created_at: '2026-11-23T05:10:00.000Z', operator: { id: 1, name: 'Asha Admin' }, action: 'rate.updated',
    target_type: 'rate', target_id: 'Single Digit', player: null,
    before: { min_value: 10, max_value: 95 }, after: { min_value: 10, max_value: 100 }, request_id: 'req-2',
  },
  {
    id: 1, created_at: '2026-11-23T05:00:00.000Z', operator: null, action: 'operator.login_failed',
    target_type: 'operator', target_id: '9000000009', player: null, before: null, after: null, request_id: 'req-1',
  },
];

const MARKETS = [{
  id: 8, name: 'KALYAN', open_time: '15:45', close_time: '17:45', crosses_midnight: false,
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], status: '1', display_order: 1, holidays: [], draw_mode: 'manual', draw_mode_from: null,
}];
const OPERATORS = [
  { id: 1, name: 'Asha Admin', phone_number: '9000000000', username: null, role: 'admin', disabled: false },
  { id: 5, name: 'Chetan Cashier', phone_number: '9000000005', username: 'chetan', role: 'cashier', disabled: true },
];
const NOTICE = 'Diwali week: deposits are credited within the hour, withdrawals the next morning. Results as usual, holidays on the chart.';

/** One row of each kind of target, as the server writes them (target_type + target_id). */
const TARGETS = [
  { id: 18, action: 'result.declared', target_type: 'market', target_id: '8', player: null, before: null, after: { pana: '128', session: 'open' } },
  { id: 17, action: 'operator.role_changed', target_type: 'operator', target_id: '5', player: null, before: { role: 'results' }, after: { role: 'cashier', reason: 'Moved to the desk' } },
  { id: 16, action: 'operator.login_failed', target_type: 'operator', target_id: 'chetan', player: null, before: null, after: { reason: 'wrong_password' } },
  { id: 15, action: 'fund_request.approved', target_type: 'fund_request', target_id: '7', player: { id: 4, name: 'Ravi', phone_number: '9876543210' }, before: { status: 0 }, after: { status: 'approved', kind: 'deposit', points: 500 } },
  { id: 14, action: 'wallet.adjusted', target_type: 'wallet', target_id: '4', player: { id: 4, name: 'Ravi', phone_number: '9876543210' }, before: { balance: 500 }, after: { balance: 400, amount: -100, remark: 'Correction' } },
  { id: 13, action: 'player.limit_changed', target_type: 'limit', target_id: 'deposit:week', player: { id: 4, name: '', phone_number: '9876543210' }, before: { points: null }, after: { change: 'lower', points: 2000 } },
  {
    id: 12, action: 'setting.updated', target_type: 'settings', target_id: 'notification_head,min_deposit,max_deposit,upi_id',
    player: null,
    before: { notification_head: '', min_deposit: 100, max_deposit: 100000, upi_id: 'old@upi' },
    after: { notification_head: NOTICE, min_deposit: 200, max_deposit: 50000, upi_id: 'new@upi' },
  },
].map((entry) => ({ created_at: '2026-11-23T05:10:00.000Z', operator: { id: 1, name: 'Asha Admin' }, request_id: `req-${entry.id}`, ...entry }));

describe('audit log', () => {
  it('names each target (market, operator, player, request, limit, settings) and shows the whole change', async () => {
    fakeOperatorApi({
      'GET audit': () => page(TARGETS),
      'GET operators': () => ({ success: '1', data: OPERATORS }),
      'GET markets': () => ({ success: '1', data: MARKETS }),
      'GET fund-requests/counts': () => noCounts,
    });
    renderConsole(<Console />, { path: '/admin/audit' });

    const table = await screen.findByRole('table', { name: 'Audit log' });
    const cell = (requestId: string, column: string) => {
      const row = within(table).getByText(requestId).closest('tr')!;
      return row.querySelector(`td[data-label="${column}"]`)!.textContent;
    };
    await waitFor(() => expect(cell('req-18', 'Target')).toBe('Market KALYAN'));
    await waitFor(() => expect(cell('req-17', 'Target')).toBe('Operator Chetan Cashier'));
    expect(cell('req-16', 'Target')).toBe('Sign-in typed as chetan');
    expect(cell('req-15', 'Target')).toBe('Deposit request #7');
    expect(cell('req-14', 'Target')).toBe('Wallet of Ravi · 9876543210');
    expect(cell('req-13', 'Target')).toBe('Deposit limit per 7 days');
    expect(cell('req-12', 'Target')).toBe('Settings: notification_head, min_deposit, max_deposit, upi_id');

    // Every changed field, each value in full — none cut off.
    const change = cell('req-12', 'Change')!;
    expect(change).toContain(`notification_head: — → ${NOTICE}`);
    expect(change).toContain('min_deposit: 100 → 200');
    expect(change).toContain('max_deposit: 100000 → 50000');
    expect(change).toContain('upi_id: old@upi → new@upi');
    expect(change).not.toContain('…');
    expect(cell('req-17', 'Change')).toContain('reason: — → Moved to the desk');
  });

  it('reads a market or operator it cannot find by its number rather than leaving the cell empty', async () => {
    fakeOperatorApi({
      'GET audit': () => page([{ ...TARGETS[0]!, target_id: '99' }]),
      'GET operators': () => ({ success: '1', data: OPERATORS }),
      'GET markets': () => ({ success: '1', data: MARKETS }),
      'GET fund-requests/counts': () => noCounts,
    });
    renderConsole(<Console />, { path: '/admin/audit' });
    expect(await screen.findByText('Market #99')).toBeTruthy();
  });

  it('lists actions with who did what and what changed, and filters on the server', async () => {
    const api = fakeOperatorApi({
      'GET audit': (call: OperatorCallRecord) => page(ENTRIES.filter((entry) => !call.params.action || entry.action === call.params.action)),
      'GET operators': () => ({ success: '1', data: [{ id: 1, name: 'Asha Admin', phone_number: '9000000000', role: 'admin', disabled: false }] }),
      'GET fund-requests/counts': () => noCounts,
    });
    const { user } = renderConsole(<Console />, { path: '/admin/audit' });

    const row = (await screen.findByText('Rate changed', { selector: 'td span' })).closest('tr')!;
    expect(within(row).getByText('max_value: 95 → 100')).toBeTruthy();
    expect(screen.getByText('System')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Action'), 'Rate changed');
    await user.selectOptions(screen.getByLabelText('Operator'), 'Asha Admin (admin)');
    expect(api.callsTo('GET audit').at(-1)?.params).toMatchObject({ action: 'rate.updated', operator_id: '1', page: '1', sort: 'created_at' });
    expect(await screen.findByText('1–1 of 1')).toBeTruthy();
  });

  it('on a phone asks for 10 entries a page, folds the filters behind one button that counts those set, and each entry\'s details behind its own', async () => {
    phoneViewport();
    const api = fakeOperatorApi({
      'GET audit': () => page(TARGETS, { page_size: 10, total: 31 }),
      'GET operators': () => ({ success: '1', data: OPERATORS }),
      'GET markets': () => ({ success: '1', data: MARKETS }),
      'GET fund-requests/counts': () => noCounts,
    });
    const { user } = renderConsole(<Console />, { path: '/admin/audit?action=setting.updated' });

    expect(await screen.findByText('1–10 of 31')).toBeTruthy();
    expect(api.callsTo('GET audit')[0]?.params).toMatchObject({ page_size: '10', action: 'setting.updated' });
    expect(screen.getByText('Page 1 of 4')).toBeTruthy();
    const filters = screen.getByRole('button', { name: 'Filters · 1 set' });
    expect(filters.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByLabelText('Action').closest('[hidden]')).not.toBeNull();
    await user.click(filters);
    expect(screen.getByLabelText('Action').closest('[hidden]')).toBeNull();
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('setting.updated');

    // Each card folds its player, change and request behind Details; the settings change has four lines, a card shows three and counts the rest.
    const settings = within(screen.getByRole('table', { name: 'Audit log' })).getByText('req-12').closest('tr')!;
    const details = within(settings).getByRole('button', { name: 'Details' });
    await user.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(within(settings).getByText('+1 more')).toBeTruthy();
    expect(settings.querySelector('td[data-label="Change"]')?.textContent).toContain('upi_id: old@upi → new@upi');
  });
});
