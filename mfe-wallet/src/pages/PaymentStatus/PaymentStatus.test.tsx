import { screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadToast } from '@matka/shared/client';
import { fakeApi, NETWORK_DOWN, reply, type FakeHandler } from '@matka/shared/testing';
import { makeUser, renderPage } from '../../../test/render';
import { PaymentStatus } from './PaymentStatus';

const PLAYER = makeUser({ phone_number: '9876543210', wallet: 100 });

function setup(handlers: Parameters<typeof fakeApi>[0], search = '?trans_id=T17900000000001234') {
  const api = fakeApi(handlers);
  const success = vi.spyOn(toast, 'success');
  const error = vi.spyOn(toast, 'error');
  const view = renderPage(<PaymentStatus />, { path: '/payment-status', search, user: PLAYER });
  const landedHome = () => vi.waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/'));
  return { ...view, api, success, error, landedHome };
}

describe('PaymentStatus (/payment-status)', () => {
  // The page toasts through lazyToast: with its code already here, each toast is raised before the page navigates on.
  beforeAll(async () => {
    await loadToast();
  });

  it("shows 'Verifying payment…' while the check runs, once", async () => {
    let answer: (value: unknown) => void = () => {};
    const pending: FakeHandler = () => new Promise((resolve) => { answer = resolve; });
    const { api, landedHome } = setup({ paymentStatus: pending });
    expect(screen.getByRole('heading', { level: 2, name: 'Payment Status' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Verifying payment…');
    await vi.waitFor(() => expect(api.callsTo('paymentStatus')).toHaveLength(1));
    expect(api.callsTo('paymentStatus')[0]?.body).toEqual({ TRANS_ID: 'T17900000000001234' });
    answer({ success: '1', status: 'PENDING', message: 'Your Payment is pending please wait' });
    await landedHome();
    expect(api.callsTo('paymentStatus')).toHaveLength(1);
  });

  it('toasts a credited payment as success, refreshes the wallet and goes to /', async () => {
    const { success, error, store, landedHome } = setup({
      paymentStatus: () => ({ success: '1', status: true, message: 'Payment successful. 500 points added to your wallet.' }),
      profile: () => ({ success: '1', msg: '', data: { ...PLAYER, wallet: 600 } }),
    });
    await landedHome();
    expect(success).toHaveBeenCalledWith('Payment successful. 500 points added to your wallet.');
    expect(error).not.toHaveBeenCalled();
    expect(store.getState().session.user?.wallet).toBe(600);
  });

  it('toasts the pending message as success', async () => {
    const { success, error, landedHome } = setup({
      paymentStatus: () => ({ success: '1', status: 'PENDING', message: 'Your Payment is pending please wait' }),
    });
    await landedHome();
    expect(success).toHaveBeenCalledWith('Your Payment is pending please wait');
    expect(error).not.toHaveBeenCalled();
  });

  it('toasts a failed payment as an error', async () => {
    const { success, error, landedHome } = setup({
      paymentStatus: () => ({ success: '1', status: 'FAILED', message: 'Payment failed. No points were added.' }),
    });
    await landedHome();
    expect(error).toHaveBeenCalledWith('Payment failed. No points were added.');
    expect(success).not.toHaveBeenCalled();
  });

  it("toasts the server's msg when the payment is unknown", async () => {
    const { error, landedHome } = setup({
      paymentStatus: () => reply(404, { success: '0', status: 'FAILED', msg: 'Payment not found.' }),
    });
    await landedHome();
    expect(error).toHaveBeenCalledWith('Payment not found.');
  });

  it('toasts a network failure as an error and still goes to /', async () => {
    const { error, landedHome } = setup({ paymentStatus: NETWORK_DOWN });
    await landedHome();
    expect(error).toHaveBeenCalledWith('Network Error');
  });

  it('goes to / with an error when trans_id is missing, calling nothing', async () => {
    const { api, error, landedHome } = setup({}, '');
    await landedHome();
    expect(error).toHaveBeenCalledWith('Payment reference is missing.');
    expect(api.calls).toHaveLength(0);
  });
});
