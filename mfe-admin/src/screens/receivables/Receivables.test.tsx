import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Console } from '../../Console';
import { fakeOperatorApi, reply, type OperatorCallRecord } from '../../../test/fakeOperatorApi';
import { operatorOf, renderConsole } from '../../../test/render';

const DECLARATION = { id: 51, market_id: 3, market: 'KALYAN', business_date: '2026-11-23', session: 'open', pana: '128' };

function receivablesServer() {
  const owed = {
    id: 7, player: { id: 4, phone_number: '9876543210', name: 'Ravi' }, points: 9000, collected: 3000, outstanding: 6000, state: 'open',
    declaration: DECLARATION, created_at: '2026-11-23T10:30:00.000Z', cleared_at: null as string | null, cleared_by: null as string | null,
    write_off_reason: null as string | null,
  };
  const api = fakeOperatorApi({
    'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 0, withdraw: 0 } }),
    'GET receivables': (call: OperatorCallRecord) => {
      // Copies: the store freezes what it is given, and the fake server changes its row on a write-off.
      const items = call.params.state === 'open' && owed.state !== 'open' ? [] : [{ ...owed }];
      const open = owed.state === 'open' ? 1 : 0;
      return { success: '1', data: { totals: { open, outstanding: open * owed.outstanding }, receivables: { items, page: 1, page_size: 25, total: items.length, sort: 'created_at', dir: 'desc' } } };
    },
    'POST receivables/7/write-off': (call: OperatorCallRecord) => {
      if (String(call.body.reason).trim().length < 3) return reply(400, { success: '0', msg: 'Say why it is written off (at least 3 characters).' });
      Object.assign(owed, { state: 'written_off', cleared_at: '2026-11-23T11:00:00.000Z', cleared_by: 'Asha Admin', write_off_reason: call.body.reason });
      return { success: '1', data: { ...owed } };
    },
  });
  return api;
}

describe('receivables', () => {
  it('lists what reverts left owed with the player, points, collected, declaration and date, and the total owed', async () => {
    const api = receivablesServer();
    renderConsole(<Console />, { path: '/admin/receivables', operator: operatorOf('cashier') });
    const table = await screen.findByRole('table', { name: 'Receivables' });
    await within(table).findByRole('link', { name: '9876543210 · Ravi' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['9,000', '3,000', '6,000', 'KALYAN open 128 · 2026-11-23']);
    expect((await screen.findByRole('status', { name: 'Owed now' })).textContent).toBe('Owed now: 6,000 points on 1 open receivable');
    // Open ones by default; a cashier reads, only an admin writes off, and the declaration is text (no results grant).
    expect(api.callsTo('GET receivables')[0]!.params).toMatchObject({ state: 'open', sort: 'created_at', dir: 'desc' });
    expect(within(table).queryByRole('button', { name: /Write off/ })).toBeNull();
    expect(within(table).queryByRole('link', { name: /KALYAN open 128/ })).toBeNull();
  });

  it('lets an admin write one off with a reason in the confirmation, refused until the reason is given', async () => {
    const api = receivablesServer();
    const { user } = renderConsole(<Console />, { path: '/admin/receivables?state=all' });
    const table = await screen.findByRole('table', { name: 'Receivables' });
    expect(api.callsTo('GET receivables')[0]!.params.state).toBeUndefined();
    expect((await within(table).findByRole('link', { name: 'KALYAN open 128 · 2026-11-23' })).getAttribute('href')).toBe('/admin/results/declarations/51/winners');
    await user.click(within(table).getByRole('button', { name: 'Write off 6,000 owed by 9876543210…' }));
    const dialog = screen.getByRole('dialog', { name: 'Write off 6,000 points owed by 9876543210?' });
    await user.click(within(dialog).getByRole('button', { name: 'Write off' }));
    expect(await within(dialog).findByText('Say why it is written off (at least 3 characters).')).toBeTruthy();
    expect(api.callsTo('POST receivables/7/write-off')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason for the write-off'), 'Goodwill: our typo');
    await user.click(within(dialog).getByRole('button', { name: 'Write off' }));
    await waitFor(() => expect(api.callsTo('POST receivables/7/write-off')[0]?.body).toEqual({ reason: 'Goodwill: our typo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')?.textContent ?? null).toBeNull());
    await within(table).findByText('Written off');
    expect(table.textContent).toContain('6,000 forgiven by Asha Admin: Goodwill: our typo');
  });
});
