import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '@matka/shared/testing';
import { renderPage } from '../../../test/render';
import { readStoredAuthFlow, storeAuthFlow } from '../../flow/authFlow';
import { ForgotMpin } from './ForgotMpin';

function setup() {
  const view = renderPage(<ForgotMpin />, { path: '/forgot-mpin', state: { phone_number: '9876543210' } });
  const type = async (group: string, digits: string) => {
    await view.user.click(screen.getByLabelText(group));
    await view.user.keyboard(digits);
  };
  return { ...view, type };
}

describe('ForgotMpin (/forgot-mpin)', () => {
  it('sends an OTP, then sets the new MPIN with it and returns to the MPIN login', async () => {
    const api = fakeApi({
      sendOtp: () => ({ success: '1', msg: 'OTP sent.' }),
      resetMpin: () => ({ success: '1', msg: 'MPIN changed. Log in with your new MPIN.' }),
    });
    const { user, type } = setup();
    expect(screen.getByText('+91 98765 43210')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await type('Enter OTP', '4821');
    await type('New MPIN', '2468');
    await type('Confirm MPIN', '2468');
    await user.click(screen.getByRole('button', { name: 'Change MPIN' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/login_mpin');
    expect(api.callsTo('sendOtp')).toHaveLength(1);
    expect(api.callsTo('resetMpin')[0]?.body).toEqual({ phone_number: '9876543210', otp: '4821', user_mpin: '2468' });
    expect(await screen.findByText('MPIN changed. Log in with your new MPIN.')).toBeTruthy();
  });

  it('checks the new MPIN against its confirmation before calling the server', async () => {
    const api = fakeApi({ sendOtp: () => ({ success: '1', msg: 'OTP sent.' }) });
    const { user, type } = setup();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await type('Enter OTP', '4821');
    await type('New MPIN', '2468');
    await type('Confirm MPIN', '2469');
    await user.click(screen.getByRole('button', { name: 'Change MPIN' }));
    expect(screen.getByText('Mpin does not match with confirm Mpin.')).toBeTruthy();
    expect(api.callsTo('resetMpin')).toHaveLength(0);
  });

  it("shows the server's message for a wrong OTP and stays", async () => {
    fakeApi({
      sendOtp: () => ({ success: '1', msg: 'OTP sent.' }),
      resetMpin: () => reply(400, { success: '0', msg: 'Wrong OTP.' }),
    });
    const { user, type } = setup();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await type('Enter OTP', '0000');
    await type('New MPIN', '2468');
    await type('Confirm MPIN', '2468');
    await user.click(screen.getByRole('button', { name: 'Change MPIN' }));
    expect(await screen.findByText('Wrong OTP.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change MPIN' })).toBeTruthy();
  });

  describe('reopened while a code is still good', () => {
    afterEach(() => {
      vi.useRealTimers();
      window.sessionStorage.clear();
    });

    it('asks for the code at once and counts down, live, to when another may be sent', async () => {
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      const api = fakeApi({ sendOtp: () => ({ success: '1', msg: 'OTP sent.' }) });
      storeAuthFlow({ phone_number: '9876543210', otp_sent_at_ms: Date.now() - 20_000 });
      setup();
      expect(screen.getByLabelText('Enter OTP')).toBeTruthy();
      const resend = screen.getByRole('button', { name: 'Send the OTP again in 0:40' });
      expect((resend as HTMLButtonElement).disabled).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByRole('button', { name: 'Send the OTP again in 0:39' })).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(39_000));
      expect((screen.getByRole('button', { name: 'Send the OTP again' }) as HTMLButtonElement).disabled).toBe(false);
      expect(api.callsTo('sendOtp')).toHaveLength(0);
    });

    it('remembers a code it sent, so leaving and coming back keeps it', async () => {
      fakeApi({ sendOtp: () => ({ success: '1', msg: 'OTP sent.' }) });
      const first = setup();
      await first.user.click(screen.getByRole('button', { name: 'Send OTP' }));
      expect(await screen.findByLabelText('Enter OTP')).toBeTruthy();
      expect(readStoredAuthFlow()?.otp_sent_at_ms).toBeTypeOf('number');
      first.unmount();
      setup();
      expect(screen.getByLabelText('Enter OTP')).toBeTruthy();
      expect(screen.getByRole('button', { name: /^Send the OTP again in (1:00|0:5\d)$/ })).toBeTruthy();
    });

    it('takes a code that came some other way, and counts down after the server says one went out a moment ago', async () => {
      const api = fakeApi({ sendOtp: () => reply(429, { success: '0', msg: 'Please wait 60 seconds before asking for a new OTP.' }) });
      const first = setup();
      await first.user.click(screen.getByRole('button', { name: 'I already have an OTP' }));
      expect(screen.getByLabelText('Enter OTP')).toBeTruthy();
      expect(api.callsTo('sendOtp')).toHaveLength(0);
      first.unmount();

      const { user } = setup();
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      expect(await screen.findByLabelText('Enter OTP')).toBeTruthy();
      expect(screen.getByRole('button', { name: /^Send the OTP again in (1:00|0:5\d)$/ })).toBeTruthy();
    });
  });
});
