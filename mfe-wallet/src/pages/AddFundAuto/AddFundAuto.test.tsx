import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, NETWORK_DOWN, reply } from '@matka/shared/testing';
import { PROTECTION_MSG } from '@matka/shared';
import { makeUser, renderPage } from '../../../test/render';
import { browser } from '../../lib/browser';
import { AddFundAuto } from './AddFundAuto';

const PLAYER = makeUser({ phone_number: '9876543210', MIN_DEPOSIT: 300, wallet: 40 });

function setup(handlers: Parameters<typeof fakeApi>[0] = {}, user = PLAYER) {
  const api = fakeApi(handlers);
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const view = renderPage(<AddFundAuto />, { path: '/add_fund_auto', user });
  const amount = () => screen.getByLabelText('Amount') as HTMLInputElement;
  const pay = () => view.user.click(screen.getByRole('button', { name: 'Pay with UPI' }));
  return { ...view, api, assign, amount, pay };
}

describe('AddFundAuto (/add_fund_auto)', () => {
  it('starts with its heading, the play-points notice and the balance', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Add Fund' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Play points — sandbox payment, no real money is charged.');
    expect(screen.getByTestId('wallet-balance').textContent).toContain('40.00');
  });

  it('fills the amount from a quick pick', async () => {
    const { user, amount } = setup();
    await user.click(screen.getByRole('button', { name: '2000' }));
    expect(amount().value).toBe('2000');
    expect(screen.getByRole('button', { name: '2000' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '500' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('asks for an amount, then at least MIN_DEPOSIT, and calls nothing', async () => {
    const { user, api, amount, pay } = setup();
    await pay();
    expect(screen.getByText('Please Enter Amount first.')).toBeTruthy();
    await user.type(amount(), '299');
    await pay();
    expect(screen.getByText('Minimum deposit limit is 300 .')).toBeTruthy();
    expect(api.callsTo('autoAddFund')).toHaveLength(0);
  });

  it("sends USER_ID, a time-based TRANS_ID and AMOUNT, then goes to the server's payment page on SUCCESS", async () => {
    const before = Date.now();
    const { user, api, assign, pay } = setup({
      autoAddFund: () => ({ success: '1', status: 'SUCCESS', msg: 'Payment started.', result: { payment_url: '/api/sandbox/pay?trans_id=T1' } }),
    });
    await user.click(screen.getByRole('button', { name: '1000' }));
    await pay();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/sandbox/pay?trans_id=T1'));
    const body = api.callsTo('autoAddFund')[0]?.body;
    expect(body).toMatchObject({ USER_ID: '9876543210', AMOUNT: 1000 });
    const transId = String(body?.TRANS_ID);
    expect(transId).toMatch(/^T\d{13}\d{4}$/);
    const millis = Number(transId.slice(1, 14));
    expect(millis).toBeGreaterThanOrEqual(before);
    expect(millis).toBeLessThanOrEqual(Date.now());
  });

  it('shows the server msg on a FAILURE status and stays', async () => {
    const { user, assign, amount, pay } = setup({
      autoAddFund: () => reply(400, { success: '0', status: 'FAILURE', msg: 'Online payment is not configured yet. Please use Manual Deposit.' }),
    });
    await user.type(amount(), '500');
    await pay();
    expect(await screen.findByText('Online payment is not configured yet. Please use Manual Deposit.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Pay with UPI' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says 'Somthing Wents Wrong please try again!!!' when the call fails", async () => {
    const { user, assign, amount, pay } = setup({ autoAddFund: NETWORK_DOWN });
    await user.type(amount(), '500');
    await pay();
    expect(await screen.findByText('Somthing Wents Wrong please try again!!!')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('has no play-points notice in real-money mode', () => {
    setup({}, makeUser({ money_mode: 'real' }));
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('AddFundAuto during a break (docs/PROTECTION.md)', () => {
  it('explains why deposits are closed instead of the form, and still offers withdrawal', () => {
    const message = PROTECTION_MSG.timeout('24/11/2026 10:00');
    fakeApi({});
    renderPage(<AddFundAuto />, { path: '/add_fund_auto', user: makeUser({ play_block: { kind: 'timeout', until: '24/11/2026 10:00', ended: false, message } }) });
    expect(screen.getByRole('heading', { name: 'Deposits are closed' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByLabelText('Amount')).toBeNull();
    expect(screen.getByRole('link', { name: 'Withdraw Funds' }).getAttribute('href')).toBe('/withdraw');
  });

  it("shows the deposit limit's room before the player pays, and refuses more without calling the gateway", async () => {
    const limits = [
      { kind: 'deposit', period: 'day', points: 2000, pending: null, used: 1200 },
      { kind: 'deposit', period: 'week', points: 5000, pending: null, used: 1000 },
      { kind: 'loss', period: 'day', points: 100, pending: null, used: 0 },
    ];
    const { user, api, amount, pay } = setup({
      protection: () => ({ success: '1', msg: '', data: { limits, block: null, exclusions: [], reality_check_minutes: 60 } }),
    });
    expect(await screen.findByText(/leaves room for 800 more points now/)).toBeTruthy();
    await user.type(amount(), '900');
    await pay();
    expect(screen.getByText(PROTECTION_MSG.depositLimit(2000, 'day', 800))).toBeTruthy();
    expect(api.callsTo('autoAddFund')).toHaveLength(0);
  });
});
