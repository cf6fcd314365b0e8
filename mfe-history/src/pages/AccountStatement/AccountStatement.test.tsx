import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, NETWORK_DOWN } from '@matka/shared/testing';
import { makeWalletRow, ok } from '../../../test/fixtures';
import { makeUser, renderPage } from '../../../test/render';
import { AccountStatement } from './AccountStatement';

const PLAYER = makeUser({ phone_number: '9876543210' });

const ROWS = [
  makeWalletRow({ date: '2026-11-21 18:02:00', remark: 'Won KALYAN Jodi Digit 38', amount: '+950', updated_amount: 1430 }),
  makeWalletRow({ date: '2026-11-21 10:15:00', remark: 'Bid KALYAN Jodi Digit 38', amount: '-10', updated_amount: 480 }),
  makeWalletRow({ date: '2026-11-20 09:00:00', remark: 'Deposit approved', amount: '+150000', updated_amount: 150490 }),
];

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('AccountStatement (/account-statement)', () => {
  it('lists the ledger in the order the server sends it, credits green and debits red, with the balance after', async () => {
    const api = fakeApi({ walletHistory: ok('result', ROWS) });
    renderPage(<AccountStatement />, { path: '/account-statement', user: PLAYER });
    expect(screen.getByRole('heading', { name: 'Account Statement' })).toBeTruthy();
    await screen.findByRole('table');
    expect(api.callsTo('walletHistory')[0]?.body).toEqual({ phone_number: '9876543210' });

    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Won KALYAN Jodi Digit 38', 'Bid KALYAN Jodi Digit 38', 'Deposit approved',
    ]);
    const [won, bid, deposit] = rows.map((row) => within(row).getAllByRole('cell'));
    expect(won?.[0]?.textContent).toBe('21 Nov 2026 6:02 PM');
    expect(won?.[2]?.textContent).toBe('+950');
    expect(won?.[2]?.className).toContain('amount-credit');
    expect(won?.[3]?.textContent).toBe('1,430');
    expect(bid?.[2]?.textContent).toBe('-10');
    expect(bid?.[2]?.className).toContain('amount-debit');
    expect(bid?.[2]?.className).not.toContain('amount-credit');
    expect(deposit?.[2]?.textContent).toBe('+1,50,000');
    expect(deposit?.[3]?.textContent).toBe('1,50,490');
  });

  it("says exactly 'No Data Histroy Found.' when the ledger is empty", async () => {
    fakeApi({ walletHistory: ok('result', []) });
    renderPage(<AccountStatement />, { path: '/account-statement', user: PLAYER });
    expect((await screen.findByText('No Data Histroy Found.')).textContent).toBe('No Data Histroy Found.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the network error and tries again on Retry', async () => {
    const api = fakeApi({ walletHistory: NETWORK_DOWN });
    const { user } = renderPage(<AccountStatement />, { path: '/account-statement', user: PLAYER });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Network Error');
    fakeApi({ walletHistory: ok('result', ROWS) });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(api.callsTo('walletHistory')).toHaveLength(1);
  });

  it('asks the server for the chosen IST days only, and refuses a From after To without asking', async () => {
    const api = fakeApi({ walletHistory: ok('result', ROWS) });
    const { user } = renderPage(<AccountStatement />, { path: '/account-statement', user: PLAYER });
    await screen.findByRole('table');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.type(from, '2026-11-22');
    await user.type(to, '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect((await screen.findByRole('alert')).textContent).toBe("The 'From' date must not be after the 'To' date.");
    expect(api.callsTo('walletHistory')).toHaveLength(1);

    await user.clear(to);
    await user.type(to, '2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(api.callsTo('walletHistory')).toHaveLength(2));
    expect(api.callsTo('walletHistory')[1]?.body).toEqual({ phone_number: '9876543210', from: '2026-11-22', to: '2026-11-23' });
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'All dates' }));
    expect((from as HTMLInputElement).value).toBe('');
  });
});
