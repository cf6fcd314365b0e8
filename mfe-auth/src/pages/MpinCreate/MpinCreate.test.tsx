import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '@matka/shared/testing';
import { makeUser, renderPage } from '../../../test/render';
import { readStoredAuthFlow } from '../../flow/authFlow';
import { MpinCreate } from './MpinCreate';

const FLOW = { phone_number: '9123456780', username: 'Ravi Kumar', email: 'ravi@example.com', date_of_birth: '1990-05-17', terms_accepted: true };
const NEW_USER = makeUser({ phone_number: '9123456780', name: 'Ravi Kumar', status: '1' });

function setup(state: unknown = FLOW) {
  const view = renderPage(<MpinCreate />, { path: '/M_pin', state });
  const enter = async (name: string, digits: string) => {
    await view.user.click(screen.getByLabelText(name));
    await view.user.keyboard(digits);
  };
  const submitButton = () => screen.getByRole('button', { name: 'Create MPIN' });
  return { ...view, enter, submitButton };
}

describe('MpinCreate (/M_pin)', () => {
  it('asks for all four digits of both PINs', async () => {
    const api = fakeApi({});
    const { user, enter, submitButton } = setup();
    await user.click(submitButton());
    expect(screen.getByText('Only 4 digit allow !!')).toBeTruthy();
    await enter('Enter MPIN', '1234');
    await enter('Confirm MPIN', '12');
    await user.click(submitButton());
    expect(screen.getByText('Only 4 digit allow !!')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('moves on to the confirmation once the MPIN is complete', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('Enter MPIN'));
    await user.keyboard('24682468');
    expect((screen.getByLabelText('Enter MPIN') as HTMLInputElement).value).toBe('2468');
    expect((screen.getByLabelText('Confirm MPIN') as HTMLInputElement).value).toBe('2468');
  });

  it('requires the confirmation to match', async () => {
    const api = fakeApi({});
    const { user, enter, submitButton } = setup();
    await enter('Enter MPIN', '1234');
    await enter('Confirm MPIN', '4321');
    await user.click(submitButton());
    expect(screen.getByText('Mpin does not match with confirm Mpin.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('signs up, then logs in automatically exactly 2000 ms later and goes home', async () => {
    const api = fakeApi({
      signup: () => ({ success: '1', msg: 'Registration successful.' }),
      login: () => ({ success: '1', msg: '', data: NEW_USER }),
    });
    const { enter, submitButton, store } = setup();
    await enter('Enter MPIN', '2580');
    await enter('Confirm MPIN', '2580');

    vi.useFakeTimers();
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(api.callsTo('signup')).toHaveLength(1);
    expect(api.callsTo('signup')[0]?.body).toEqual({
      phoneNumber: '9123456780', username: 'Ravi Kumar', user_mpin: '2580', email: 'ravi@example.com',
      date_of_birth: '1990-05-17', terms_accepted: true, token_id: expect.any(String),
    });
    expect(screen.getByText('Registration successful.')).toBeTruthy();
    expect(screen.getByText(/Signing you in/)).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(api.callsTo('login')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.callsTo('login')).toHaveLength(1);
    expect(api.callsTo('login')[0]?.body).toEqual({ phone_number: '9123456780', password: '2580', token_id: expect.any(String) });
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(store.getState().session.user).toEqual(NEW_USER);
    expect(screen.getByTestId('landed').textContent).toBe('/');
    expect(readStoredAuthFlow()).toBeNull();
  });

  it('shows the server message when sign-up fails and lets the player try again', async () => {
    const api = fakeApi({ signup: () => reply(409, { success: '0', msg: 'This number is already registered.' }) });
    const { user, enter, submitButton } = setup();
    await enter('Enter MPIN', '2580');
    await enter('Confirm MPIN', '2580');
    await user.click(submitButton());
    expect(await screen.findByText('This number is already registered.')).toBeTruthy();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect(api.callsTo('login')).toHaveLength(0);
  });

  it('sends the player to /login_mpin when the automatic login fails', async () => {
    fakeApi({
      signup: () => ({ success: '1', msg: 'Registration successful.' }),
      login: () => reply(503, { success: '0', msg: 'Service busy, log in again.' }),
    });
    const { enter, submitButton, store } = setup();
    await enter('Enter MPIN', '2580');
    await enter('Confirm MPIN', '2580');
    vi.useFakeTimers();
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Service busy, log in again.')).toBeTruthy();
    expect(screen.getByTestId('landed').textContent).toBe('/login_mpin');
    expect(store.getState().session.user).toBeNull();
  });

  it('sends the player back for the missing steps', () => {
    renderPage(<MpinCreate />, { path: '/M_pin' });
    expect(screen.getByTestId('landed').textContent).toBe('/Login');
  });

  it('sends a flow without a name back to /sign-up', () => {
    renderPage(<MpinCreate />, { path: '/M_pin', state: { phone_number: '9123456780' } });
    expect(screen.getByTestId('landed').textContent).toBe('/sign-up');
  });

  it('sends a flow without the date of birth or the terms back to /sign-up (docs/PROTECTION.md)', () => {
    renderPage(<MpinCreate />, { path: '/M_pin', state: { ...FLOW, terms_accepted: undefined } });
    expect(screen.getByTestId('landed').textContent).toBe('/sign-up');
  });
});
