import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@matka/shared';
import { fakeApi, NETWORK_DOWN, reply } from '@matka/shared/testing';
import { makeUser, renderPage } from '../../../test/render';
import { BankDetails } from './BankDetails';

const BANK = { account_holder_name: 'Asha Verma', account_number: '123456789012', bank_name: 'State Bank of India', ifsc_code: 'SBIN0001234' };
const NEW_PLAYER = makeUser({ phone_number: '9876543210', bank_details: null, paytm: '', phonepay: '', googlepay: '' });

function setup(handlers: Parameters<typeof fakeApi>[0] = {}, user: UserInfo = NEW_PLAYER, state?: unknown) {
  const api = fakeApi(handlers);
  const view = renderPage(<BankDetails />, { path: '/add_bank_details', user, state });
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save Bank Details' }));
  const fill = async () => {
    await view.user.type(field('Account holder name'), 'Asha Verma');
    await view.user.type(field('Account number'), '123456789012');
    await view.user.type(field('Bank name'), 'State Bank of India');
    await view.user.type(field('IFSC code'), 'sbin0001234');
  };
  return { ...view, api, field, save, fill };
}

const saved = () => ({ success: '1', msg: 'Bank details saved.' });

describe('BankDetails (/add_bank_details)', () => {
  it('fills the form from the saved details and payment apps', () => {
    const { field } = setup({}, makeUser({ bank_details: BANK, paytm: '9000000003', googlepay: '9000000002' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Bank Details' })).toBeTruthy();
    expect(field('Account holder name').value).toBe('Asha Verma');
    expect(field('Account number').value).toBe('123456789012');
    expect(field('Bank name').value).toBe('State Bank of India');
    expect(field('IFSC code').value).toBe('SBIN0001234');
    expect(field('Paytm number').value).toBe('9000000003');
    expect(field('PhonePe number').value).toBe('');
    expect(field('Google Pay number').value).toBe('9000000002');
  });

  it('upper-cases the IFSC as typed and sends it upper-cased, leaving out empty payment apps', async () => {
    const { api, field, save, fill } = setup({ saveBankDetails: saved, profile: () => ({ success: '1', msg: '', data: NEW_PLAYER }) });
    await fill();
    expect(field('IFSC code').value).toBe('SBIN0001234');
    await save();
    expect(await screen.findByText('Bank details saved.')).toBeTruthy();
    expect(api.callsTo('saveBankDetails')[0]?.body).toEqual({
      phone_number: '9876543210', account_holder_name: 'Asha Verma', account_number: '123456789012',
      bank_name: 'State Bank of India', ifsc_code: 'SBIN0001234',
    });
  });

  it('sends a payment-app number only when it is filled', async () => {
    const { user, api, field, save, fill } = setup({ saveBankDetails: saved });
    await fill();
    await user.type(field('PhonePe number'), '9000000001');
    await save();
    await screen.findByText('Bank details saved.');
    const body = api.callsTo('saveBankDetails')[0]?.body ?? {};
    expect(body.phonepay).toBe('9000000001');
    expect('paytm' in body).toBe(false);
    expect('googlepay' in body).toBe(false);
  });

  it('names every missing field and sends nothing', async () => {
    const { api, field, save } = setup();
    await save();
    for (const message of [
      'Please enter the account holder name.', 'Please enter the account number.',
      'Please enter the bank name.', 'Please enter the IFSC code.',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(field('Account holder name'));
    expect(api.calls).toHaveLength(0);
  });

  it('wants 10 digits in a payment-app number that is given, and a well-formed IFSC', async () => {
    const { user, api, field, save, fill } = setup();
    await fill();
    await user.clear(field('IFSC code'));
    await user.type(field('IFSC code'), 'SBIN123');
    await user.type(field('Paytm number'), '90000');
    await user.type(field('PhonePe number'), '9000');
    await user.type(field('Google Pay number'), '900');
    await save();
    expect(screen.getByText('Please enter a valid IFSC code.')).toBeTruthy();
    expect(screen.getByText('paytm number must be 10 digits.')).toBeTruthy();
    expect(screen.getByText('phonePay number must be 10 digits.')).toBeTruthy();
    expect(screen.getByText('Google pay number must be 10 digits.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('refreshes the session silently after saving', async () => {
    const fresh = { ...NEW_PLAYER, bank_details: BANK };
    const { api, save, fill, store } = setup({ saveBankDetails: saved, profile: () => ({ success: '1', msg: '', data: fresh }) });
    await fill();
    await save();
    await screen.findByText('Bank details saved.');
    await expect.poll(() => store.getState().session.user?.bank_details).toEqual(BANK);
    expect(api.callsTo('profile')[0]?.body).toEqual({ phone_number: '9876543210' });
  });

  it('keeps the session in step when the profile reload fails', async () => {
    const { user, field, save, fill, store } = setup({ saveBankDetails: saved, profile: NETWORK_DOWN });
    await fill();
    await user.type(field('Google Pay number'), '9000000002');
    await save();
    await screen.findByText('Bank details saved.');
    await expect.poll(() => store.getState().session.user?.bank_details).toEqual(BANK);
    expect(store.getState().session.user?.googlepay).toBe('9000000002');
  });

  it('goes back to /withdraw when it came from there', async () => {
    const { save, fill } = setup({ saveBankDetails: saved, profile: () => ({ success: '1', msg: '', data: NEW_PLAYER }) }, NEW_PLAYER, { from: '/withdraw' });
    await fill();
    await save();
    expect(await screen.findByTestId('landed')).toBeTruthy();
    expect(screen.getByTestId('landed').textContent).toBe('/withdraw');
  });

  it("says 'Api Error' when the call fails without a server msg", async () => {
    const { save, fill } = setup({ saveBankDetails: NETWORK_DOWN });
    await fill();
    await save();
    expect(await screen.findByText('Api Error')).toBeTruthy();
  });

  it("shows the server's msg when it gives one", async () => {
    const { save, fill } = setup({ saveBankDetails: () => reply(400, { success: '0', msg: 'Please enter a valid account number (9 to 18 digits).' }) });
    await fill();
    await save();
    expect(await screen.findByText('Please enter a valid account number (9 to 18 digits).')).toBeTruthy();
  });
});
