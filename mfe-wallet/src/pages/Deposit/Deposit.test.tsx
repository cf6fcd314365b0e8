import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '@matka/shared/testing';
import { makeUser, renderPage } from '../../../test/render';
import { Deposit } from './Deposit';

const PLAYER = makeUser({ phone_number: '9876543210', MIN_DEPOSIT: 200 });
const info = (data: Partial<{ upi_id: string; phonepe: string; gpay: string; paytm: string }> = {}) => () => ({
  success: '1', msg: 'Payment info',
  data: { upi_id: 'sitara@upi', phonepe: '9000000011', gpay: '9000000012', paytm: '9000000013', min_deposit: 100, ...data },
});

function setup(handlers: Parameters<typeof fakeApi>[0] = { paymentInfo: info() }, user = PLAYER) {
  const api = fakeApi(handlers);
  const view = renderPage(<Deposit />, { path: '/deposit', user });
  return { ...view, api };
}

describe('Deposit (/deposit)', () => {
  it('lists the payment numbers from adpayInfo.php', async () => {
    const { api } = setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Pay to' })).toBeTruthy();
    expect(await screen.findByText('sitara@upi')).toBeTruthy();
    for (const number of ['9000000011', '9000000012', '9000000013']) expect(screen.getByText(number)).toBeTruthy();
    expect(api.callsTo('paymentInfo')[0]?.body).toEqual({ phone_number: '9876543210' });
  });

  it("copies a number and says 'Copied'", async () => {
    const { user } = setup();
    await screen.findByText('sitara@upi');
    await user.click(screen.getByRole('button', { name: 'Copy Google Pay' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('9000000012');
    await user.click(screen.getByRole('button', { name: 'Copy UPI ID' }));
    expect(await navigator.clipboard.readText()).toBe('sitara@upi');
  });

  it('leaves out numbers the operator has not set', async () => {
    setup({ paymentInfo: info({ phonepe: '', paytm: '' }) });
    await screen.findByText('sitara@upi');
    expect(screen.getAllByRole('button', { name: /^Copy / })).toHaveLength(2);
    expect(screen.queryByText('PhonePe')).toBeNull();
  });

  it('says so when the numbers cannot be loaded', async () => {
    setup({ paymentInfo: () => reply(500, { success: '0', msg: 'Server busy' }) });
    expect(await screen.findByText('Payment numbers could not be loaded. Please try again later.')).toBeTruthy();
    expect(await screen.findByText('Server busy')).toBeTruthy();
  });

  it('carries the UTR form: amount and UTR only, no screenshot (docs/PRODUCT.md §2, §7)', async () => {
    const { user, api } = setup({ paymentInfo: info(), manualDeposit: () => ({ success: '1', msg: 'Deposit request submitted.' }) });
    await screen.findByText('sitara@upi');
    const form = within(screen.getByRole('heading', { name: 'Send payment details' }).closest('form') as HTMLElement);
    expect(form.queryByLabelText('Payment screenshot')).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    await user.click(form.getByRole('button', { name: 'Submit Request' }));
    expect(form.getByText('Please Enter Amount first.')).toBeTruthy();
    expect(form.getByText('Please Enter UTR first.')).toBeTruthy();
    expect(form.queryByText('Please select a valid image file.')).toBeNull();
    await user.type(form.getByLabelText('Amount'), '150');
    await user.click(form.getByRole('button', { name: 'Submit Request' }));
    expect(form.getByText('Minimum deposit limit is 200 .')).toBeTruthy();
    expect(api.callsTo('manualDeposit')).toHaveLength(0);
    await user.clear(form.getByLabelText('Amount'));
    await user.type(form.getByLabelText('Amount'), '250');
    await user.type(form.getByLabelText('UTR number'), 'UTR123456');
    await user.click(form.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Deposit request submitted.')).toBeTruthy();
    expect((await screen.findByTestId('landed')).textContent).toBe('/fund_histry/ALL_DEPOSIT');
    const [call] = api.callsTo('manualDeposit');
    expect(call?.encoding).toBe('multipart');
    expect(Object.keys(call?.body ?? {}).sort()).toEqual(['UTR_NUM', 'amount', 'phone_number']);
    expect(call?.body).toMatchObject({ phone_number: '9876543210', amount: '250', UTR_NUM: 'UTR123456' });
  });

  it('shows the play-points notice in play mode', async () => {
    setup();
    expect(screen.getByRole('note').textContent).toContain('no real money is charged');
    await screen.findByText('sitara@upi');
  });
});
