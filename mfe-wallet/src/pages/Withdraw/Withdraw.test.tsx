import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_ACTIVITY_EVENT } from '@matka/shared/client';
import { fakeApi, reply } from '@matka/shared/testing';
import { inHindi, makeUser, renderPage } from '../../../test/render';
import { Withdraw } from './Withdraw';

const BANK = { account_holder_name: 'Asha Verma', account_number: '123456789012', bank_name: 'State Bank of India', ifsc_code: 'SBIN0001234' };
const PLAYER = makeUser({ phone_number: '9876543210', wallet: 800, bank_details: BANK });

function setup(handlers: Parameters<typeof fakeApi>[0] = {}, user = PLAYER) {
  const api = fakeApi(handlers);
  const view = renderPage(<Withdraw />, { path: '/withdraw', user });
  const amount = () => screen.getByLabelText('Amount') as HTMLInputElement;
  const button = () => screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement;
  const submit = () => view.user.click(button());
  return { ...view, api, amount, button, submit };
}

describe('Withdraw (/withdraw)', () => {
  it('shows the balance and the saved bank account, masked', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Withdraw Funds' })).toBeTruthy();
    expect(screen.getByTestId('wallet-balance').textContent).toContain('800.00');
    expect(screen.getByText('Asha Verma')).toBeTruthy();
    expect(screen.getByText(/State Bank of India · A\/c •••• 9012 · IFSC SBIN0001234/)).toBeTruthy();
    expect(screen.queryByText('123456789012')).toBeNull();
    expect(screen.getByRole('link', { name: 'Change' }).getAttribute('href')).toBe('/add_bank_details');
  });

  it('asks for bank details first when none are saved', async () => {
    const { user, api, amount, button } = setup({}, makeUser({ wallet: 800, bank_details: null }));
    expect(screen.getByText('No bank account saved')).toBeTruthy();
    expect(button().disabled).toBe(true);
    await user.type(amount(), '500');
    await user.click(button());
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Add Bank Details' }));
    expect(screen.getByTestId('landed').textContent).toBe('/add_bank_details');
  });

  it('checks the amount: required, positive', async () => {
    const { user, api, amount, submit } = setup();
    await submit();
    expect(screen.getByText('Please Enter Amount first.')).toBeTruthy();
    await user.type(amount(), '0');
    await submit();
    expect(screen.getByText('Amount must be more than 0.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('stops at the balance while the player types, and says what the balance is', async () => {
    const { user, amount } = setup();
    expect(screen.getByText(/up to your balance of 800 points/)).toBeTruthy();
    await user.type(amount(), '801');
    expect(amount().value).toBe('800');
    await user.clear(amount());
    await user.type(amount(), '25000');
    expect(amount().value).toBe('800');
    await user.clear(amount());
    await user.type(amount(), '650');
    expect(amount().value).toBe('650');
  });

  it('keeps whole points only in the amount', async () => {
    const { user, amount } = setup();
    await user.type(amount(), '-12.5');
    expect(amount().value).toBe('125');
  });

  it('sends the docs/PRODUCT.md §7 payload, says the msg, refreshes the wallet silently and shows the withdrawal history', async () => {
    const { user, api, amount, submit, store } = setup({
      withdraw: () => ({ success: '1', msg: 'Withdrawal request submitted.', Remaining_user_balance: 300 }),
      profile: () => ({ success: '1', msg: '', data: { ...PLAYER, wallet: 300 } }),
    });
    const activity: number[] = [];
    const onActivity = (event: Event) => activity.push((event as CustomEvent<{ delta: number }>).detail.delta);
    window.addEventListener(API_ACTIVITY_EVENT, onActivity);
    await user.type(amount(), '500');
    await submit();
    expect(await screen.findByText('Withdrawal request submitted.')).toBeTruthy();
    expect((await screen.findByTestId('landed')).textContent).toBe('/fund_histry/ALL_WITHDRAWAL');
    window.removeEventListener(API_ACTIVITY_EVENT, onActivity);
    expect(api.callsTo('withdraw')[0]?.body).toEqual({
      phone_number: '9876543210', amount: 500, remark: 'BANK_TRANSFER', request_number: '',
    });
    expect(api.callsTo('profile')[0]?.body).toEqual({ phone_number: '9876543210' });
    // One overlay for the withdrawal; the profile reload shows none (docs/PRODUCT.md §4).
    expect(activity).toEqual([1, -1]);
    expect(store.getState().session.user?.wallet).toBe(300);
  });

  it('shows the server message when the withdrawal is refused', async () => {
    const { user, amount, submit, store } = setup({
      withdraw: () => reply(400, { success: '0', msg: 'Withdrawals are paused for maintenance.' }),
    });
    await user.type(amount(), '600');
    await submit();
    expect(await screen.findByText('Withdrawals are paused for maintenance.')).toBeTruthy();
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(store.getState().session.user?.wallet).toBe(800);
  });

  it("shows the operator's minimum by the amount and refuses less without asking the server", async () => {
    const { user, amount, submit, api } = setup({ withdraw: () => ({ success: '1', msg: 'Withdrawal request submitted.', wallet: 300 }) });
    expect(screen.getByText(/^Minimum 500 points, up to your balance/)).toBeTruthy();
    await user.type(amount(), '200');
    await submit();
    expect(await screen.findByText('Minimum withdrawal is 500 points.')).toBeTruthy();
    expect(api.callsTo('withdraw')).toHaveLength(0);
  });

  it('speaks Hindi to a Hindi player: heading, bank account, amount and its messages', async () => {
    await inHindi();
    const api = fakeApi({});
    const { user } = renderPage(<Withdraw />, { path: '/withdraw', user: PLAYER });
    expect(screen.getByRole('heading', { level: 2, name: 'फंड निकालें' })).toBeTruthy();
    expect(screen.getByText('निकालने के लिए उपलब्ध')).toBeTruthy();
    expect(screen.getByText(/State Bank of India · खाता •••• 9012 · IFSC SBIN0001234/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'बदलें' })).toBeTruthy();
    const amount = screen.getByLabelText('राशि') as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'निकालें' }));
    expect(await screen.findByText('पहले राशि डालें।')).toBeTruthy();
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'निकालें' }));
    expect(await screen.findByText('राशि 0 से ज़्यादा होनी चाहिए।')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
