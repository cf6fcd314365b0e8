import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '@matka/shared/testing';
import { makeUser, renderPage } from '../../../test/render';
import { readStoredAuthFlow, storeAuthFlow } from '../../flow/authFlow';
import { MpinLogin } from './MpinLogin';

const PLAYER = makeUser({ phone_number: '9876543210' });

function setup(state: unknown = { phone_number: '9876543210' }) {
  const view = renderPage(<MpinLogin />, { path: '/login_mpin', state });
  const mpin = () => screen.getByLabelText('Enter MPIN') as HTMLInputElement;
  const enter = async (digits: string) => {
    await view.user.click(mpin());
    await view.user.keyboard(digits);
  };
  return { ...view, mpin, enter };
}

describe('MpinLogin (/login_mpin)', () => {
  it('shows the number being logged in', () => {
    setup();
    expect(screen.getByText('+91 98765 43210')).toBeTruthy();
  });

  it('asks for four digits before calling the server', async () => {
    const api = fakeApi({});
    const { user, enter } = setup();
    await enter('12');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Only 4 digit allow !!')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('logs in on the fourth digit, stores the session and goes home', async () => {
    storeAuthFlow({ phone_number: '9876543210' });
    const api = fakeApi({ login: () => ({ success: '1', msg: '', data: PLAYER }) });
    const { enter, store } = setup();
    await enter('4321');
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
    expect(api.callsTo('login')).toEqual([
      { endpoint: 'login', encoding: 'json', body: { phone_number: '9876543210', password: '4321', token_id: expect.any(String) } },
    ]);
    expect(store.getState().session.user).toEqual(PLAYER);
    expect(readStoredAuthFlow()).toBeNull();
  });

  it.each([
    ['data.msg', { success: '0', data: { msg: 'Wrong MPIN. 4 attempts left.' } }, 'Wrong MPIN. 4 attempts left.'],
    ['msg', { success: '0', msg: 'Too many wrong MPINs. Try again in 15 minutes.' }, 'Too many wrong MPINs. Try again in 15 minutes.'],
  ])('shows the server message from %s and clears the boxes', async (_where, body, message) => {
    fakeApi({ login: () => reply(401, body) });
    const { enter, mpin, store } = setup();
    await enter('1111');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(mpin().value).toBe('');
    expect(document.activeElement).toBe(mpin());
    expect(store.getState().session.user).toBeNull();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('shows the server message when success is 0 on a 200 answer', async () => {
    fakeApi({ login: () => ({ success: '0', data: { msg: 'Wrong MPIN.' } }) });
    const { enter } = setup();
    await enter('1111');
    expect(await screen.findByText('Wrong MPIN.')).toBeTruthy();
  });

  it('"Not your number?" goes back to /Login and forgets the number', async () => {
    storeAuthFlow({ phone_number: '9876543210' });
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: 'Not your number?' }));
    expect(screen.getByTestId('landed').textContent).toBe('/Login');
    expect(readStoredAuthFlow()).toBeNull();
  });

  it('goes to /Login without a number', () => {
    setup(null);
    expect(screen.getByTestId('landed').textContent).toBe('/Login');
  });
});
