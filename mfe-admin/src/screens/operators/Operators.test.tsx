import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Console } from '../../Console';
import { fakeOperatorApi, reply, type OperatorCallRecord } from '../../../test/fakeOperatorApi';
import { noCounts, page } from '../../../test/pages';
import { operatorOf, renderConsole } from '../../../test/render';

interface Account { id: number; name: string; phone_number: string | null; username: string | null; role: string; disabled: boolean; disabled_at: string | null; created_at: string; last_login_at: string | null }

const LAST_ADMIN = 'This is the last active admin: make another operator admin first.';

function operatorsServer() {
  const accounts: Account[] = [
    { id: 1, name: 'Asha Admin', phone_number: '9000000000', username: 'asha.admin', role: 'admin', disabled: false, disabled_at: null, created_at: '2026-11-01T05:00:00.000Z', last_login_at: '2026-11-23T04:30:00.000Z' },
    { id: 2, name: 'Ravi Cashier', phone_number: '9000000002', username: null, role: 'cashier', disabled: false, disabled_at: null, created_at: '2026-11-02T05:00:00.000Z', last_login_at: null },
  ];
  const found = (call: OperatorCallRecord) => accounts.find((account) => call.route.includes(`/${account.id}/`))!;
  return fakeOperatorApi({
    'GET fund-requests/counts': () => noCounts,
    'GET operator-accounts': (call) => page(accounts.filter((account) => !call.params.role || account.role === call.params.role).map((account) => ({ ...account })), { sort: call.params.sort, dir: call.params.dir }),
    'POST operator-accounts': (call) => {
      if (call.body.phone_number && accounts.some((account) => account.phone_number === call.body.phone_number)) return reply(409, { success: '0', msg: 'An operator with this mobile number already exists.' });
      const account = { id: 3, name: String(call.body.name), phone_number: (call.body.phone_number as string | undefined) ?? null, username: (call.body.username as string | undefined) ?? null, role: String(call.body.role), disabled: false, disabled_at: null, created_at: '2026-11-23T05:00:00.000Z', last_login_at: null };
      accounts.push(account);
      return reply(201, { success: '1', data: { ...account } });
    },
    'POST operator-accounts/1/role': () => reply(409, { success: '0', msg: LAST_ADMIN }),
    'POST operator-accounts/2/role': (call) => {
      Object.assign(found(call), { role: call.body.role });
      return { success: '1', data: { ...found(call) } };
    },
    'POST operator-accounts/2/status': (call) => {
      Object.assign(found(call), { disabled: call.body.disabled, disabled_at: call.body.disabled ? '2026-11-23T05:00:00.000Z' : null });
      return { success: '1', data: { ...found(call) } };
    },
    'POST operator-accounts/2/password': (call) => ({ success: '1', data: { ...found(call) } }),
  });
}

describe('operators', () => {
  it('is in the menu of an admin only', async () => {
    operatorsServer();
    renderConsole(<Console />, { path: '/admin/funds', operator: operatorOf('cashier', 'Ravi Cashier') });
    const menu = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(menu).queryByRole('link', { name: 'Operators' })).toBeNull();
  });

  it('lists the operators from the server, filters by role and sorts from the header', async () => {
    const api = operatorsServer();
    const { user } = renderConsole(<Console />, { path: '/admin/operators' });
    const table = await screen.findByRole('region', { name: 'Operators' });
    expect(await within(table).findByText('Ravi Cashier')).toBeTruthy();
    expect(within(table).getByText('Never')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Username' })).toBeTruthy();
    expect(within(table).getByText('asha.admin')).toBeTruthy();
    expect(api.callsTo('GET operator-accounts')[0]?.params).toMatchObject({ page: '1', page_size: '25', sort: 'name', dir: 'asc' });

    await user.selectOptions(within(table).getByLabelText('Role'), 'cashier');
    expect(api.callsTo('GET operator-accounts').at(-1)?.params).toMatchObject({ role: 'cashier' });
    expect(await within(table).findByText('1–1 of 1')).toBeTruthy();

    const lastSignIn = within(table).getByRole('columnheader', { name: /Last sign-in/ });
    await user.click(within(lastSignIn).getByRole('button'));
    expect(api.callsTo('GET operator-accounts').at(-1)?.params).toMatchObject({ sort: 'last_login_at', dir: 'desc', role: 'cashier' });
  });

  it('creates an operator, checking the password policy before anything is sent', async () => {
    const api = operatorsServer();
    const { user } = renderConsole(<Console />, { path: '/admin/operators' });
    await user.click(await screen.findByRole('button', { name: 'New operator' }));
    const form = screen.getByRole('form', { name: 'New operator' });
    await user.type(within(form).getByLabelText('Name'), 'Meena Results');
    await user.type(within(form).getByLabelText('Mobile number'), '9000000003');
    await user.selectOptions(within(form).getByLabelText('Role'), 'results');
    await user.type(within(form).getByLabelText('Password'), 'too short');
    await user.click(within(form).getByRole('button', { name: 'Create operator' }));
    expect(await within(form).findByText('The password needs at least 12 characters.')).toBeTruthy();
    await user.clear(within(form).getByLabelText('Password'));
    await user.type(within(form).getByLabelText('Password'), 'abababababababab');
    await user.click(within(form).getByRole('button', { name: 'Create operator' }));
    expect(await within(form).findByText('The password needs at least 4 different characters.')).toBeTruthy();
    expect(api.callsTo('POST operator-accounts')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Password'));
    await user.type(within(form).getByLabelText('Password'), 'results desk passphrase');
    await user.click(within(form).getByRole('button', { name: 'Create operator' }));
    expect(await screen.findByText('Operator Meena Results created. They can sign in now.')).toBeTruthy();
    expect(api.callsTo('POST operator-accounts')[0]?.body).toEqual({ name: 'Meena Results', phone_number: '9000000003', role: 'results', password: 'results desk passphrase' });
    expect(screen.queryByRole('form', { name: 'New operator' })).toBeNull();
    expect(await screen.findByText('Meena Results')).toBeTruthy();
  });

  it('creates an operator with a username only (lowercased), and asks for a number or a username when both are blank', async () => {
    const api = operatorsServer();
    const { user } = renderConsole(<Console />, { path: '/admin/operators' });
    await user.click(await screen.findByRole('button', { name: 'New operator' }));
    const form = screen.getByRole('form', { name: 'New operator' });
    await user.type(within(form).getByLabelText('Name'), 'Meena Results');
    await user.type(within(form).getByLabelText('Password'), 'results desk passphrase');
    await user.click(within(form).getByRole('button', { name: 'Create operator' }));
    expect(await within(form).findByText('Enter a mobile number, a username or both.')).toBeTruthy();

    await user.type(within(form).getByLabelText('Username'), 'meena results');
    await user.click(within(form).getByRole('button', { name: 'Create operator' }));
    expect(await within(form).findByText(/A username has 3 to 32 characters/)).toBeTruthy();
    expect(api.callsTo('POST operator-accounts')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Username'));
    await user.type(within(form).getByLabelText('Username'), 'Meena.Results');
    await user.click(within(form).getByRole('button', { name: 'Create operator' }));
    expect(await screen.findByText('Operator Meena Results created. They can sign in now.')).toBeTruthy();
    expect(api.callsTo('POST operator-accounts')[0]?.body).toEqual({ name: 'Meena Results', username: 'meena.results', role: 'cashier', password: 'results desk passphrase' });
    expect(await screen.findByText('meena.results')).toBeTruthy();
  });

  it('shows the server refusing a number already taken, keeping the form', async () => {
    operatorsServer();
    const { user } = renderConsole(<Console />, { path: '/admin/operators' });
    await user.click(await screen.findByRole('button', { name: 'New operator' }));
    const form = screen.getByRole('form', { name: 'New operator' });
    await user.type(within(form).getByLabelText('Name'), 'Copy');
    await user.type(within(form).getByLabelText('Mobile number'), '9000000002');
    await user.type(within(form).getByLabelText('Password'), 'another long passphrase');
    await user.click(within(form).getByRole('button', { name: 'Create operator' }));
    expect((await within(form).findByText('An operator with this mobile number already exists.')).getAttribute('role')).toBe('alert');
  });

  it('changes a role after a confirmation with a reason', async () => {
    const api = operatorsServer();
    const { user } = renderConsole(<Console />, { path: '/admin/operators' });
    await user.click(await screen.findByRole('button', { name: 'Change role of Ravi Cashier' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the role of Ravi Cashier?' });
    await user.selectOptions(within(dialog).getByLabelText('New role'), 'results');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByText('Say why (at least 3 characters).')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'Moves to the results desk');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Ravi Cashier is now Results.')).toBeTruthy();
    expect(api.callsTo('POST operator-accounts/2/role')[0]?.body).toEqual({ role: 'results', reason: 'Moves to the results desk' });
  });

  it('keeps the dialog open with the server\'s word when the last admin would lose the role', async () => {
    operatorsServer();
    const { user } = renderConsole(<Console />, { path: '/admin/operators' });
    await user.click(await screen.findByRole('button', { name: 'Change role of Asha Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the role of Asha Admin?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Stepping down');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByText(LAST_ADMIN)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Change the role of Asha Admin?' })).toBeTruthy();
  });

  it('disables an operator with a reason, then enables them again', async () => {
    const api = operatorsServer();
    const { user } = renderConsole(<Console />, { path: '/admin/operators' });
    await user.click(await screen.findByRole('button', { name: 'Disable Ravi Cashier' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Ravi Cashier?' });
    expect(within(dialog).getByText(/signed out at once/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'Left the company');
    await user.click(within(dialog).getByRole('button', { name: 'Disable operator' }));
    expect(await screen.findByText('Ravi Cashier is disabled and signed out.')).toBeTruthy();
    expect(api.callsTo('POST operator-accounts/2/status')[0]?.body).toEqual({ disabled: true, reason: 'Left the company' });
    expect(await screen.findByText('Disabled', { selector: 'span' })).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Enable Ravi Cashier' }));
    const again = screen.getByRole('dialog', { name: 'Enable Ravi Cashier again?' });
    await user.type(within(again).getByLabelText('Reason'), 'Back from leave');
    await user.click(within(again).getByRole('button', { name: 'Enable operator' }));
    expect(await screen.findByText('Ravi Cashier can sign in again.')).toBeTruthy();
    expect(api.callsTo('POST operator-accounts/2/status')[1]?.body).toEqual({ disabled: false, reason: 'Back from leave' });
  });

  it('sets a new password in a masked field checked against the policy', async () => {
    const api = operatorsServer();
    const { user } = renderConsole(<Console />, { path: '/admin/operators' });
    await user.click(await screen.findByRole('button', { name: 'New password for Ravi Cashier' }));
    const dialog = screen.getByRole('dialog', { name: 'New password for Ravi Cashier?' });
    const field = within(dialog).getByLabelText('New password');
    expect(field.getAttribute('type')).toBe('password');
    await user.type(field, 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByText('The password needs at least 12 characters.')).toBeTruthy();
    expect(api.callsTo('POST operator-accounts/2/password')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'a brand new passphrase');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password of Ravi Cashier changed. They are signed out everywhere.')).toBeTruthy();
    expect(api.callsTo('POST operator-accounts/2/password')[0]?.body).toEqual({ password: 'a brand new passphrase' });
  });
});
