import { act, screen, waitFor } from '@testing-library/react';
import { API_ACTIVITY_EVENT, serverDataChanged } from '@matka/shared/client';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '@matka/shared/testing';
import { makeUser, renderPage } from '../../../test/render';
import { Profile } from './Profile';

const PLAYER = makeUser({ phone_number: '9876543210', name: 'Asha Verma', email: 'asha@example.com', paytm: '9000000003' });
const profileOk = (user = PLAYER) => () => ({ success: '1', msg: '', data: user });

function setup(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ profile: profileOk(), ...handlers });
  const view = renderPage(<Profile />, { path: '/profile', user: PLAYER });
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const save = () => view.user.click(screen.getByRole('button', { name: 'Update Profile' }));
  return { ...view, api, field, save };
}

/** Counts the loading overlays started from now on. */
function countOverlays() {
  let started = 0;
  const listener = (event: Event) => {
    if ((event as CustomEvent<{ delta: number }>).detail.delta === 1) started += 1;
  };
  window.addEventListener(API_ACTIVITY_EVENT, listener);
  return () => {
    window.removeEventListener(API_ACTIVITY_EVENT, listener);
    return started;
  };
}

describe('Profile (/profile)', () => {
  it('shows the form filled from the session, and follows a fresher profile fetched silently', async () => {
    const fresh = { ...PLAYER, name: 'Asha V.', phonepay: '9000000001' };
    const { api, field, store } = setup({ profile: profileOk(fresh) });
    expect(screen.getByRole('heading', { name: 'Update User Information' })).toBeTruthy();
    expect(field('Mobile number').readOnly).toBe(true);
    expect(field('Mobile number').value).toBe('9876543210');
    expect(field('Paytm number').value).toBe('9000000003');
    expect(field('Name').value).toBe('Asha Verma');
    // The shell refetches the profile on a page change; the page follows what arrives.
    const overlays = countOverlays();
    act(() => {
      store.dispatch(serverDataChanged(['Profile']));
    });
    expect(await screen.findByDisplayValue('Asha V.')).toBeTruthy();
    expect(field('PhonePe number').value).toBe('9000000001');
    expect(api.callsTo('profile')[0]?.body).toEqual({ phone_number: '9876543210' });
    expect(store.getState().session.user?.name).toBe('Asha V.');
    expect(overlays()).toBe(0);
  });

  it("keeps what the player typed when a fresher profile arrives", async () => {
    const { user, field, store } = setup({ profile: profileOk({ ...PLAYER, name: 'Asha V.' }) });
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Asha Kumari');
    act(() => {
      store.dispatch(serverDataChanged(['Profile']));
    });
    await waitFor(() => expect(store.getState().session.user?.name).toBe('Asha V.'));
    expect(field('Name').value).toBe('Asha Kumari');
  });

  it('shows every docs/PRODUCT.md §5 message and sends nothing while any rule fails', async () => {
    const { user, api, field, save } = setup();
    await screen.findByDisplayValue('Asha Verma');
    await user.clear(field('Name'));
    await user.clear(field('Email'));
    await user.type(field('PhonePe number'), '12345');
    await user.type(field('Google Pay number'), '98765');
    await user.clear(field('Paytm number'));
    await user.type(field('Paytm number'), '900');
    await save();
    for (const message of [
      'Name is required.', 'Email is required.', 'phonePay number must be 10 digits.',
      'Google pay number must be 10 digits.', 'paytm number must be 10 digits.',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(field('Name'));
    expect(api.callsTo('editProfile')).toHaveLength(0);
  });

  it('focuses the first invalid field in form order, and clears its message as the player types', async () => {
    const { user, api, field, save } = setup();
    await screen.findByDisplayValue('Asha Verma');
    await user.type(field('Google Pay number'), '98765');
    await user.clear(field('Paytm number'));
    await user.type(field('Paytm number'), '900');
    await save();
    expect(document.activeElement).toBe(field('Google Pay number'));
    expect(screen.getByText('Google pay number must be 10 digits.')).toBeTruthy();
    expect(screen.getByText('paytm number must be 10 digits.')).toBeTruthy();
    await user.type(field('Google Pay number'), '43210');
    expect(screen.queryByText('Google pay number must be 10 digits.')).toBeNull();
    expect(screen.getByText('paytm number must be 10 digits.')).toBeTruthy();
    expect(api.callsTo('editProfile')).toHaveLength(0);
  });

  it("says 'Email is invalid.' for something that is not an address", async () => {
    const { user, field, save } = setup();
    await screen.findByDisplayValue('asha@example.com');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'asha@example');
    await save();
    expect(screen.getByText('Email is invalid.')).toBeTruthy();
  });

  it('saves as multipart, says so and refreshes the session', async () => {
    const saved = { ...PLAYER, name: 'Asha Verma', email: 'asha.v@example.com', googlepay: '9000000002' };
    const { user, api, field, save, store } = setup({
      editProfile: () => ({ success: '1', msg: 'ok', data: { msg: 'Profile Updated Successfully.', user: saved } }),
    });
    await screen.findByDisplayValue('asha@example.com');
    await user.clear(field('Email'));
    await user.type(field('Email'), ' asha.v@example.com ');
    await user.type(field('Google Pay number'), '9000000002');
    await save();
    expect(await screen.findByText('Profile Updated Successfully.')).toBeTruthy();
    const [call] = api.callsTo('editProfile');
    expect(call?.encoding).toBe('multipart');
    expect(call?.body).toEqual({
      phone_number: '9876543210', name: 'Asha Verma', email: 'asha.v@example.com',
      phonpe: '', gpay: '9000000002', paytm: '9000000003',
    });
    expect(store.getState().session.user).toEqual(saved);
  });

  it('updates the session from the form when the server does not echo the user', async () => {
    const { user, field, save, store } = setup({ editProfile: () => ({ success: '1', msg: 'ok', data: { msg: 'ok' } }) });
    await screen.findByDisplayValue('Asha Verma');
    await user.type(field('PhonePe number'), '9000000001');
    await save();
    await screen.findByText('Profile Updated Successfully.');
    expect(store.getState().session.user).toMatchObject({ phonepay: '9000000001', paytm: '9000000003' });
  });

  it('shows the server message when saving fails', async () => {
    const { field, save } = setup({ editProfile: () => reply(400, { success: '0', msg: 'Email already in use.' }) });
    await screen.findByDisplayValue('Asha Verma');
    expect(field('Name').value).toBe('Asha Verma');
    await save();
    expect(await screen.findByText('Email already in use.')).toBeTruthy();
  });
});
