import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@matka/shared';
import { fakeApi, NETWORK_DOWN, reply } from '@matka/shared/testing';
import { renderPage } from '../../../test/render';
import { readStoredAuthFlow } from '../../flow/authFlow';
import { Login } from './Login';

const exists = (data: { exists: boolean; otp_required: boolean }) => () => ({ success: '1', msg: '', data });

function setup() {
  const view = renderPage(<Login />, { path: '/Login' });
  const input = screen.getByLabelText('Mobile number') as HTMLInputElement;
  const next = () => view.user.click(screen.getByRole('button', { name: 'Next' }));
  return { ...view, input, next };
}

describe('Login (/Login)', () => {
  it('keeps digits only and says so when anything else is typed', async () => {
    const { user, input } = setup();
    await user.type(input, '98a');
    expect(input.value).toBe('98');
    expect(screen.getByRole('alert').textContent).toBe('Allow only 10 digits valid numbers.');
    await user.type(input, '76543210');
    expect(input.value).toBe('9876543210');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('refuses an eleventh digit with the same message', async () => {
    const { user, input } = setup();
    await user.type(input, '98765432101');
    expect(input.value).toBe('9876543210');
    expect(screen.getByText(MSG.mobileDigitsOnly)).toBeTruthy();
  });

  it('asks for exactly 10 digits on Next and calls nothing', async () => {
    const api = fakeApi({});
    const { user, input, next } = setup();
    // The rule's code is fetched on the first Next (lazyResolver): the message follows it.
    await next();
    expect(await screen.findByText('Enter Valid mobile number !!')).toBeTruthy();
    await user.type(input, '987654321');
    await next();
    expect(await screen.findByText('Enter Valid mobile number !!')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sends an existing number to /login_mpin with the spec message', async () => {
    const api = fakeApi({ userExists: exists({ exists: true, otp_required: false }) });
    const { user, input, next } = setup();
    await user.type(input, '9876543210');
    await next();
    expect(await screen.findByText('You are Already Signed Up Enter Mpin for Login !!')).toBeTruthy();
    expect((await screen.findByTestId('landed')).textContent).toBe('/login_mpin');
    expect(api.callsTo('userExists')[0]?.body).toMatchObject({ phone_number: '9876543210', token_id: expect.any(String) });
    expect(readStoredAuthFlow()).toEqual({ phone_number: '9876543210' });
  });

  it('sends a new number straight to /sign-up when no OTP is required', async () => {
    const api = fakeApi({ userExists: exists({ exists: false, otp_required: false }) });
    const { user, input, next, router } = setup();
    await user.type(input, '9123456780');
    await next();
    expect((await screen.findByTestId('landed')).textContent).toBe('/sign-up');
    expect(router.state.location.state).toEqual({ phone_number: '9123456780' });
    expect(api.callsTo('sendOtp')).toHaveLength(0);
  });

  it('sends an OTP and goes to /Otp when the server requires one', async () => {
    const api = fakeApi({
      userExists: exists({ exists: false, otp_required: true }),
      sendOtp: () => ({ success: '1', msg: 'OTP sent' }),
    });
    const { user, input, next } = setup();
    await user.type(input, '9123456780');
    await next();
    expect((await screen.findByTestId('landed')).textContent).toBe('/Otp');
    expect(api.callsTo('sendOtp')[0]?.body).toEqual({ phone_number: '9123456780' });
    expect(readStoredAuthFlow()?.otp_sent_at_ms).toEqual(expect.any(Number));
  });

  it.each([
    ['the server refuses', () => reply(500, { success: '0', msg: 'boom' })],
    ['the network is down', NETWORK_DOWN],
  ] as const)('shows Api Error and stays when %s', async (_case, handler) => {
    fakeApi({ userExists: handler });
    const { user, input, next } = setup();
    await user.type(input, '9876543210');
    await next();
    expect(await screen.findByText('Api Error')).toBeTruthy();
    expect(screen.queryByTestId('landed')).toBeNull();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('accepts a pasted number written with +91 and spaces', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste('+91 98765 43210');
    expect(input.value).toBe('9876543210');
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
