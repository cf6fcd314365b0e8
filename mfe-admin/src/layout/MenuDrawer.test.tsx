import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Console } from '../Console';
import { fakeOperatorApi } from '../../test/fakeOperatorApi';
import { page } from '../../test/pages';
import { renderConsole } from '../../test/render';
import { phoneViewport } from '../../test/viewport';

function consoleServer() {
  return fakeOperatorApi({
    'GET fund-requests': () => page([]),
    'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 2, withdraw: 1 } }),
    'GET players': () => page([], { sort: 'created_at' }),
  });
}

describe('the console menu on a phone', () => {
  it('opens as a drawer from the Menu button with the keyboard, marks the current screen, and Escape gives focus back', async () => {
    phoneViewport();
    consoleServer();
    const { user } = renderConsole(<Console />, { path: '/admin/funds' });

    // The button says what waits, as the badge in the menu does.
    const button = await screen.findByRole('button', { name: 'Menu, 3 fund requests waiting' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await user.keyboard('{Enter}');

    const drawer = await screen.findByRole('dialog', { name: 'Console menu' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Focus moves into the drawer: its first control, Close.
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Close menu' }));
    const menu = within(drawer).getByRole('navigation', { name: 'Console' });
    expect(within(menu).getByRole('link', { name: /Fund requests/ }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Players' }).getAttribute('aria-current')).toBeNull();
    expect(within(drawer).getByText('Asha Admin')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Console menu' })).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a screen is picked, and the new screen is the one marked', async () => {
    phoneViewport();
    consoleServer();
    const { user } = renderConsole(<Console />, { path: '/admin/funds' });
    await user.click(await screen.findByRole('button', { name: /^Menu/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Console menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Players' }));

    expect(await screen.findByRole('heading', { name: 'Players' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Console menu' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Menu/ }));
    const again = await screen.findByRole('dialog', { name: 'Console menu' });
    expect(within(again).getByRole('link', { name: 'Players' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(again).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Console menu' })).toBeNull());
  });
});
