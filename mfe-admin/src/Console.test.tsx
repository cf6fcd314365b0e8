import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Console } from './Console';
import { fakeOperatorApi, reply } from '../test/fakeOperatorApi';
import { operatorOf, renderConsole } from '../test/render';

const empty = { success: '1', data: [] };
const noCounts = { success: '1', data: { deposit: 0, withdraw: 0 } };
const emptyPage = { success: '1', data: { items: [], page: 1, page_size: 25, total: 0, sort: 'created_at', dir: 'desc' } };

describe('the console', () => {
  it('asks a signed-out visitor to sign in, shows the server\'s refusal, then opens the menu of the role', async () => {
    const api = fakeOperatorApi({
      'POST login': (call) => call.body.password === 'right-password-1'
        ? { success: '1', msg: 'Welcome, Ravi.', data: operatorOf('cashier', 'Ravi') }
        : reply(400, { success: '0', msg: 'Wrong phone number or password.' }),
      'GET fund-requests': () => emptyPage,
      'GET fund-requests/counts': () => noCounts,
    });
    const { user } = renderConsole(<Console />, { operator: null });

    await user.type(screen.getByLabelText('Phone number or username'), '9000000001');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong phone number or password.')).toBeTruthy();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const menu = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(menu).getByRole('link', { name: /Fund requests/ })).toBeTruthy();
    // A cashier's role holds no results grant: the menu does not offer what the server would refuse.
    expect(within(menu).queryByRole('link', { name: 'Results' })).toBeNull();
    expect(api.callsTo('POST login').at(-1)?.body).toEqual({ login: '9000000001', password: 'right-password-1' });
  });

  it('on a fresh page asks the server whose session the cookie is, and builds the menu from the grants it answers', async () => {
    fakeOperatorApi({ 'GET me': () => ({ success: '1', data: operatorOf('results', 'Meena') }), 'GET markets': () => empty });
    renderConsole(<Console />, { operator: 'unknown' });
    const menu = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(menu).getByRole('link', { name: 'Results' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: /Fund requests/ })).toBeNull();
    expect(screen.getByText('Meena')).toBeTruthy();
  });

  it('on a fresh page without an operator session shows the sign-in', async () => {
    fakeOperatorApi({ 'GET me': () => reply(401, { success: '0', msg: 'Operator login required.' }) });
    renderConsole(<Console />, { operator: 'unknown' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('checks the phone number or username before asking the server', async () => {
    const api = fakeOperatorApi({});
    const { user } = renderConsole(<Console />, { operator: null });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your mobile number or username.')).toBeTruthy();
    for (const typed of ['12345', 'asha rao']) {
      await user.clear(screen.getByLabelText('Phone number or username'));
      await user.type(screen.getByLabelText('Phone number or username'), typed);
      await user.type(screen.getByLabelText('Password'), 'right-password-1');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByText('Enter your 10-digit mobile number or your username.')).toBeTruthy();
    }
    expect(api.calls).toHaveLength(0);
  });

  it('signs in with a username, sent in lowercase as stored', async () => {
    const api = fakeOperatorApi({
      'POST login': () => ({ success: '1', msg: 'Welcome, Meena.', data: operatorOf('results', 'Meena') }),
      'GET markets': () => empty,
    });
    const { user } = renderConsole(<Console />, { operator: null });
    await user.type(screen.getByLabelText('Phone number or username'), ' Meena.Results ');
    await user.type(screen.getByLabelText('Password'), 'results desk passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('navigation', { name: 'Console' })).toBeTruthy();
    expect(api.callsTo('POST login')[0]?.body).toEqual({ login: 'meena.results', password: 'results desk passphrase' });
  });

  it('counts the pending fund requests in the menu', async () => {
    fakeOperatorApi({
      'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 2, withdraw: 1 } }),
      'GET markets': () => empty,
    });
    renderConsole(<Console />, { path: '/admin/results' });
    expect(await screen.findByLabelText('3 pending')).toBeTruthy();
  });

  it('goes back to the sign-in when the server says the operator session has ended', async () => {
    fakeOperatorApi({ 'GET fund-requests': () => reply(401, { success: '0', msg: 'Operator login required.' }), 'GET fund-requests/counts': () => noCounts });
    renderConsole(<Console />, { path: '/admin/funds' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('logs out through the API and shows the sign-in', async () => {
    const api = fakeOperatorApi({ 'GET fund-requests': () => emptyPage, 'GET fund-requests/counts': () => noCounts, 'POST logout': () => ({ success: '1', msg: 'Logged out.' }) });
    const { user } = renderConsole(<Console />, { path: '/admin/funds' });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(api.callsTo('POST logout')).toHaveLength(1);
  });

  it('tells a role which screen it may not open', async () => {
    fakeOperatorApi({ 'GET fund-requests/counts': () => noCounts });
    renderConsole(<Console />, { path: '/admin/results', operator: operatorOf('cashier', 'Ravi') });
    expect(await screen.findByText('Your role (cashier) does not open Results.')).toBeTruthy();
  });
});
