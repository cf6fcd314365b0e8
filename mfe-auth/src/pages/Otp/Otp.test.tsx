import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, NETWORK_DOWN, reply } from '@matka/shared/testing';
import { renderPage } from '../../../test/render';
import { readStoredAuthFlow } from '../../flow/authFlow';
import { Otp } from './Otp';

function setup(state: unknown = { phone_number: '9123456780', otp_sent_at_ms: Date.now() }) {
  const view = renderPage(<Otp />, { path: '/Otp', state });
  const code = () => screen.getByLabelText('One-time password') as HTMLInputElement;
  const enter = async (digits: string) => {
    await view.user.click(code());
    await view.user.keyboard(digits);
  };
  return { ...view, code, enter };
}

describe('Otp (/Otp)', () => {
  it('offers the phone the received code and requires four digits', async () => {
    const api = fakeApi({});
    const { user, code, enter } = setup();
    expect(code().getAttribute('autocomplete')).toBe('one-time-code');
    await enter('12');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByText('Only 4 digit allow !!')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('verifies the code and goes to /sign-up', async () => {
    const api = fakeApi({ verifyOtp: () => ({ status: 'success', message: 'Verified', data: { verified: true } }) });
    const { enter } = setup();
    await enter('4826');
    expect((await screen.findByTestId('landed')).textContent).toBe('/sign-up');
    expect(api.callsTo('verifyOtp')[0]?.body).toEqual({ phone_number: '9123456780', otp: '4826' });
    expect(readStoredAuthFlow()?.phone_number).toBe('9123456780');
  });

  it('shows the server message for a wrong code and clears the boxes', async () => {
    fakeApi({ verifyOtp: () => reply(400, { status: 'failure', message: 'Invalid OTP. 4 tries left.', data: { verified: false } }) });
    const { enter, code } = setup();
    await enter('1111');
    expect(await screen.findByText('Invalid OTP. 4 tries left.')).toBeTruthy();
    expect(code().value).toBe('');
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('shows Api Error when the call fails', async () => {
    fakeApi({ verifyOtp: NETWORK_DOWN });
    const { enter } = setup();
    await enter('1111');
    expect(await screen.findByText('Api Error')).toBeTruthy();
  });

  it('lets the player resend only after the 60 s countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ sendOtp: () => ({ success: '1', msg: 'OTP sent' }) });
    const { user } = setup();
    const resend = () => screen.getByRole('button', { name: /Resend OTP/ }) as HTMLButtonElement;
    expect(resend().disabled).toBe(true);
    expect(resend().textContent).toMatch(/Resend OTP in 1:00|Resend OTP in 0:59/);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(resend().disabled).toBe(false);
    expect(resend().textContent).toBe('Resend OTP');

    await user.click(resend());
    expect(await screen.findByText('A new OTP has been sent.')).toBeTruthy();
    expect(api.callsTo('sendOtp')[0]?.body).toEqual({ phone_number: '9123456780' });
    expect(resend().disabled).toBe(true);
  });

  it('goes to /Login without a number', () => {
    setup(null);
    expect(screen.getByTestId('landed').textContent).toBe('/Login');
  });
});
