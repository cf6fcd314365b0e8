import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, NETWORK_DOWN, reply } from '@matka/shared/testing';
import { makeUser, renderPage } from '../../../test/render';
import { AddFundManual } from './AddFundManual';

const PLAYER = makeUser({ phone_number: '9876543210', MIN_DEPOSIT: 100 });
const screenshot = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });

function setup(handlers: Parameters<typeof fakeApi>[0] = {}, user = PLAYER) {
  const api = fakeApi(handlers);
  // applyAccept off: the player's file manager may offer any file; the page must judge it.
  const view = renderPage(<AddFundManual />, { path: '/add_fund_user', user, userOptions: { applyAccept: false } });
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Submit Request' }));
  return { ...view, api, field, submit };
}

describe('AddFundManual (/add_fund_user)', () => {
  it('starts with its heading and the file input that takes images only', () => {
    const { field } = setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Manual Deposit' })).toBeTruthy();
    expect(field('Payment screenshot').type).toBe('file');
    expect(field('Payment screenshot').accept).toBe('image/png,image/jpeg,image/webp');
  });

  it('says each docs/PRODUCT.md §5 message on an empty form and sends nothing', async () => {
    const { api, field, submit } = setup();
    await submit();
    expect(screen.getByText('Please Enter Amount first.')).toBeTruthy();
    expect(screen.getByText('Please Enter UTR first.')).toBeTruthy();
    expect(screen.getByText('Please select a valid image file.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Amount'));
    expect(api.callsTo('manualDeposit')).toHaveLength(0);
  });

  it('refuses an amount under MIN_DEPOSIT', async () => {
    const { user, api, field, submit } = setup();
    await user.type(field('Amount'), '99');
    await user.type(field('UTR number'), '412345678901');
    await user.upload(field('Payment screenshot'), screenshot());
    await submit();
    expect(screen.getByText('Minimum deposit limit is 100 .')).toBeTruthy();
    expect(api.callsTo('manualDeposit')).toHaveLength(0);
  });

  it('keeps digits only in the amount', async () => {
    const { user, field } = setup();
    await user.type(field('Amount'), '5a0-0');
    expect(field('Amount').value).toBe('500');
  });

  it('says a non-image file is not valid as soon as it is picked', async () => {
    const { user, api, field, submit } = setup();
    await user.upload(field('Payment screenshot'), new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Please select a valid image file.')).toBeTruthy();
    await user.type(field('Amount'), '500');
    await user.type(field('UTR number'), '412345678901');
    await submit();
    expect(screen.getByText('Please select a valid image file.')).toBeTruthy();
    expect(api.callsTo('manualDeposit')).toHaveLength(0);
  });

  it('sends phone_number, amount, UTR_NUM and the image as multipart, then shows the deposit history', async () => {
    const { user, api, field, submit } = setup({
      manualDeposit: () => ({ success: '1', msg: 'Deposit request submitted. It will be credited after verification.' }),
    });
    const file = screenshot();
    await user.type(field('Amount'), '500');
    await user.type(field('UTR number'), '4123 4567 8901');
    await user.upload(field('Payment screenshot'), file);
    expect(screen.getByText('receipt.png')).toBeTruthy();
    await submit();
    expect(await screen.findByText('Deposit request submitted. It will be credited after verification.')).toBeTruthy();
    expect((await screen.findByTestId('landed')).textContent).toBe('/fund_histry/ALL_DEPOSIT');
    const [call] = api.callsTo('manualDeposit');
    expect(call?.encoding).toBe('multipart');
    expect(Object.keys(call?.body ?? {}).sort()).toEqual(['UTR_NUM', 'amount', 'image', 'phone_number']);
    expect(call?.body).toMatchObject({ phone_number: '9876543210', amount: '500', UTR_NUM: '412345678901' });
    const image = call?.body.image as File;
    expect(image).toBeInstanceOf(File);
    expect(image.name).toBe('receipt.png');
    expect(image.type).toBe('image/png');
  });

  it('shows the server message when the deposit is refused and stays', async () => {
    const { user, field, submit } = setup({
      manualDeposit: () => reply(409, { success: '0', msg: 'This UTR has already been submitted.' }),
    });
    await user.type(field('Amount'), '500');
    await user.type(field('UTR number'), '412345678901');
    await user.upload(field('Payment screenshot'), screenshot());
    await submit();
    expect(await screen.findByText('This UTR has already been submitted.')).toBeTruthy();
    expect(screen.queryByTestId('landed')).toBeNull();
    expect((screen.getByRole('button', { name: 'Submit Request' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the network error when the server cannot be reached', async () => {
    const { user, field, submit } = setup({ manualDeposit: NETWORK_DOWN });
    await user.type(field('Amount'), '500');
    await user.type(field('UTR number'), '412345678901');
    await user.upload(field('Payment screenshot'), screenshot());
    await submit();
    expect(await screen.findByText('Network Error')).toBeTruthy();
  });

  it('shows the play-points notice only in play mode', () => {
    setup();
    expect(screen.getByRole('note').textContent).toBe('Play points — sandbox payment, no real money is charged.');
  });

  it('has no play-points notice in real-money mode', () => {
    setup({}, makeUser({ money_mode: 'real' }));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
