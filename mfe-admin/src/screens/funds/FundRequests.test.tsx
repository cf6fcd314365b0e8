import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { installFakeEventSource } from '@matka/shared/testing';
import { Console } from '../../Console';
import { fakeOperatorApi, reply, type OperatorCallRecord } from '../../../test/fakeOperatorApi';
import { renderConsole } from '../../../test/render';

function row(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id, kind: 'deposit', method: 'manual', points: 500, status: '0', utr: `4123456789${id}`, remark: '', has_image: true,
    created_at: '2026-11-23T04:45:00.000Z', decided_at: null, decided_by: null, payout_reference: null, decline_reason: null,
    player: { id: 4, phone_number: '9876543210', name: 'Asha Verma', balance: 250 }, bank_details: null, ...overrides,
  };
}

/** A server that keeps its requests and decides each once, as the API does (409 the second time). */
function fundsServer(rows: ReturnType<typeof row>[]) {
  return fakeOperatorApi({
    'GET fund-requests': (call: OperatorCallRecord) => {
      // Copies: the client freezes what it caches, the server's rows stay its own.
      const items = rows
        .filter((r) => (!call.params.kind || r.kind === call.params.kind) && (!call.params.status || r.status === call.params.status))
        .map((r) => ({ ...r }));
      return { success: '1', data: { items, page: 1, page_size: 25, total: items.length, sort: 'created_at', dir: 'desc' } };
    },
    'GET fund-requests/counts': () => ({
      success: '1', data: { deposit: rows.filter((r) => r.status === '0' && r.kind === 'deposit').length, withdraw: rows.filter((r) => r.status === '0' && r.kind === 'withdraw').length },
    }),
    ...Object.fromEntries(rows.map((r) => [`POST fund-requests/${r.id}/decision`, (call: OperatorCallRecord) => {
      if (r.status !== '0') return reply(409, { success: '0', msg: 'This request has already been decided.' });
      r.status = call.body.approve ? '1' : '-1';
      return { success: '1', msg: call.body.approve ? 'Approved.' : 'Declined.', data: { ...r } };
    }])),
  });
}

describe('fund requests', () => {
  it('approves a pending deposit after showing what it will do', async () => {
    const api = fundsServer([row(7)]);
    const { user } = renderConsole(<Console />, { path: '/admin/funds' });

    await screen.findByText('41234567897');
    const table = screen.getByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Approve 500 points for Asha Verma' }));

    const dialog = screen.getByRole('dialog', { name: 'Approve this deposit?' });
    expect(within(dialog).getByText("The points are credited to the player's wallet.")).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Payment screenshot sent with UTR 41234567897' }).getAttribute('src')).toBe('/api/admin/fund-requests/7/screenshot');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Approved.')).toBeTruthy();
    expect(api.callsTo('POST fund-requests/7/decision')[0]?.body).toEqual({ approve: true });
    // The list refetches: nothing is left pending.
    expect(await screen.findByText('Nothing waiting for a decision.')).toBeTruthy();
  });

  it('shows a request that arrives, and counts it in the menu, without a reload (the live stream)', async () => {
    const sources = installFakeEventSource();
    try {
      const rows = [row(7)];
      fundsServer(rows);
      renderConsole(<Console />, { path: '/admin/funds' });
      expect(await screen.findByLabelText('1 pending')).toBeTruthy();
      await act(async () => sources.latest().open());

      rows.push(row(9, { utr: '998877665544', player: { id: 5, phone_number: '9123456780', name: 'Ravi Kumar', balance: 0 } }));
      await act(async () => sources.latest().send({ type: 'fund_request', request_id: 9, kind: 'deposit', status: '0' }));
      expect(await screen.findByText('998877665544')).toBeTruthy();
      expect(await screen.findByLabelText('2 pending')).toBeTruthy();
    } finally {
      sources.restore();
    }
  });

  it('declines only with a reason, which it sends', async () => {
    const api = fundsServer([row(8)]);
    const { user } = renderConsole(<Console />, { path: '/admin/funds' });
    await user.click(await screen.findByRole('button', { name: 'Decline 500 points for Asha Verma' }));

    const dialog = screen.getByRole('dialog', { name: 'Decline this deposit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Say why the request is declined (at least 3 characters).')).toBeTruthy();
    expect(api.callsTo('POST fund-requests/8/decision')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason for declining'), 'UTR not found in the bank statement');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Declined.')).toBeTruthy();
    expect(api.callsTo('POST fund-requests/8/decision')[0]?.body).toEqual({ approve: false, reason: 'UTR not found in the bank statement' });
  });

  it('approves a withdrawal only with the payout reference', async () => {
    const api = fundsServer([row(9, {
      kind: 'withdraw', method: 'bank_transfer', utr: null, has_image: false, points: 1500, remark: 'BANK_TRANSFER',
      bank_details: { account_holder_name: 'Asha Verma', account_number: '123456789012', bank_name: 'State Bank', ifsc_code: 'SBIN0001234' },
    })]);
    const { user } = renderConsole(<Console />, { path: '/admin/funds?kind=withdraw' });
    await user.click(await screen.findByRole('button', { name: 'Approve 1500 points for Asha Verma' }));

    const dialog = screen.getByRole('dialog', { name: 'Approve this withdrawal?' });
    expect(within(dialog).getByText('State Bank · A/c 123456789012 · IFSC SBIN0001234')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Enter the payout reference (the UTR of the bank transfer).')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Payout reference'), 'NEFT-88123');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved.')).toBeTruthy();
    expect(api.callsTo('POST fund-requests/9/decision')[0]?.body).toEqual({ approve: true, payout_reference: 'NEFT-88123' });
  });

  it('keeps the dialog open with the server\'s words when another operator decided first', async () => {
    const rows = [row(10)];
    fundsServer(rows);
    const { user } = renderConsole(<Console />, { path: '/admin/funds' });
    await user.click(await screen.findByRole('button', { name: 'Approve 500 points for Asha Verma' }));
    rows[0]!.status = '1'; // decided elsewhere meanwhile
    const dialog = screen.getByRole('dialog', { name: 'Approve this deposit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('This request has already been decided.')).toBeTruthy();
  });

  it('filters by kind and status through the API', async () => {
    const api = fundsServer([row(11, { status: '-1', decline_reason: 'Duplicate', decided_by: 'Ravi' })]);
    const { user } = renderConsole(<Console />, { path: '/admin/funds' });
    expect(await screen.findByText('Nothing waiting for a decision.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Status'), 'Declined');
    expect(await screen.findByText('by Ravi · Duplicate')).toBeTruthy();
    expect(api.callsTo('GET fund-requests').at(-1)?.params).toEqual({ kind: 'deposit', status: '-1', page: '1', page_size: '25', sort: 'created_at', dir: 'desc' });
  });

  it('sorts and searches on the server', async () => {
    const api = fundsServer([row(12)]);
    const { user } = renderConsole(<Console />, { path: '/admin/funds' });
    await screen.findByText('412345678912');
    await user.click(screen.getByRole('button', { name: /^Points/ }));
    await user.type(screen.getByLabelText('Player (phone or name)'), 'asha');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('412345678912');
    expect(api.callsTo('GET fund-requests').at(-1)?.params).toMatchObject({ sort: 'points', dir: 'desc', q: 'asha', page: '1' });
  });
});
