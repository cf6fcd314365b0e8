import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '@matka/shared/testing';
import { makeRequest, ok } from '../../../test/fixtures';
import { makeUser, renderPage } from '../../../test/render';
import { RequestHistory } from './RequestHistory';

const PLAYER = makeUser({ phone_number: '9876543210' });

const REQUESTS = [
  makeRequest({ action_type: 'Withdraw', points: 1200, status: '0', remark: 'BANK_TRANSFER', date: '2026-11-21 12:00:00' }),
  makeRequest({ action_type: 'Deposite', points: 500, status: '1', remark: 'UTR 998877665544', date: '2026-11-20 18:30:00' }),
  makeRequest({ action_type: 'Deposite', points: 300, status: '-1', remark: '', date: '2026-11-19 08:05:00' }),
];

const cellsOf = (index: number) => within(within(screen.getByRole('table')).getAllByRole('row')[index + 1]!).getAllByRole('cell');

describe('RequestHistory (/request_history)', () => {
  it('lists deposits and withdrawals with their docs/PRODUCT.md §4 status', async () => {
    const api = fakeApi({ requestHistory: ok('result', REQUESTS) });
    renderPage(<RequestHistory />, { path: '/request_history', user: PLAYER });
    expect(screen.getByRole('heading', { name: 'Fund Request History' })).toBeTruthy();
    await screen.findByRole('table');
    expect(api.callsTo('requestHistory')[0]?.body).toEqual({ phone_number: '9876543210' });
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Date', 'Type', 'Points', 'Status',
    ]);

    expect(cellsOf(0).map((cell) => cell.textContent)).toEqual(['21 Nov 2026 12:00 PM', 'Withdraw BANK_TRANSFER', '1,200', 'Pending']);
    expect(cellsOf(1).map((cell) => cell.textContent)).toEqual(['20 Nov 2026 6:30 PM', 'Deposit UTR 998877665544', '500', 'Success']);
    expect(cellsOf(2).map((cell) => cell.textContent)).toEqual(['19 Nov 2026 8:05 AM', 'Deposit', '300', 'Failed']);
    expect(within(cellsOf(0)[3]!).getByText('Pending').className).toContain('pill-warning');
    expect(within(cellsOf(1)[3]!).getByText('Success').className).toContain('pill-success');
    expect(within(cellsOf(2)[3]!).getByText('Failed').className).toContain('pill-danger');
    expect(screen.queryByText('Deposite')).toBeNull();
  });

  it("says exactly 'No Data Histroy Found.' when there are no requests", async () => {
    fakeApi({ requestHistory: ok('result', []) });
    renderPage(<RequestHistory />, { path: '/request_history', user: PLAYER });
    expect((await screen.findByText('No Data Histroy Found.')).textContent).toBe('No Data Histroy Found.');
  });

  it("shows the server's message with Retry when the call fails", async () => {
    fakeApi({ requestHistory: () => reply(401, { success: '0', msg: 'Please log in again.' }) });
    renderPage(<RequestHistory />, { path: '/request_history', user: PLAYER });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Please log in again.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
