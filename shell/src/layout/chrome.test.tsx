import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@matka/shared/client';
import { registerTestRemote, resetTestRemotes } from '../../test/federationStub';
import { fakeApi, fakeManifest } from '../../test/fakeApi';
import { makeUser, renderShell } from '../../test/renderShell';
import { resetManifestForTests } from '../remotes/manifest';
import { resetLoadedRemotesForTests } from '../remotes/loadRemote';

describe('the shell chrome (SPEC §2)', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    resetTestRemotes();
    resetManifestForTests();
    resetLoadedRemotesForTests();
    fakeManifest();
    api = fakeApi();
    registerTestRemote('history', async () => ({ default: { AllBids: () => <p>all bids</p>, FundHistory: () => <p>funds</p> } }));
    registerTestRemote('auth', async () => ({ default: { Login: () => <p>login page</p>, Profile: () => <p>profile page</p> } }));
  });
  afterEach(() => api.restore());

  it('shows the menu toggle and HOME on home, with the wallet and .00', async () => {
    renderShell('/', makeUser({ wallet: 1500 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('HOME');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByTestId('header-wallet')).toHaveTextContent('1500.00');
  });

  it('shows a back button and the page title elsewhere; the fund history title comes from TYPE', async () => {
    renderShell('/fund_histry/APPROVED_DEPOSITE', makeUser());
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Approved Deposite');
  });

  it('shows no wallet, no bottom navigation and only Logout for a player whose status is not 1', async () => {
    renderShell('/', makeUser({ status: '0' }));
    expect(screen.queryByTestId('header-wallet')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(menu).queryByText('Account Statement')).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: /Logout/ })).toBeInTheDocument();
  });

  it('shows the bottom navigation with its five entries for a status 1 player', () => {
    renderShell('/', makeUser());
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of ['History', 'All Bids', 'Home', 'wallet', 'Website']) expect(within(nav).getByText(label)).toBeInTheDocument();
    expect(within(nav).getByText('Website').closest('a')).toHaveAttribute('target', '_blank');
  });

  it('side menu: name cut to 6 characters, +91 phone, Since date and the player items', async () => {
    renderShell('/', makeUser({ name: 'Ramesh Kumar', created_at: '2026-01-15 10:20:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByTestId('menu-name')).toHaveTextContent(/^Ramesh$/);
    expect(screen.getByTestId('menu-phone')).toHaveTextContent('+91 9876543210');
    expect(screen.getByText('Since 2026-01-15')).toBeInTheDocument();
    for (const item of ['Account Statement', 'Game Rates', 'Term & Conditions', 'Video']) expect(screen.getByText(item)).toBeInTheDocument();
  });

  it('Logout clears local storage, revokes the server session and goes to /login', async () => {
    const { router } = renderShell('/', makeUser());
    window.localStorage.setItem('something-else', 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: /Logout/ }));
    expect(router.state.location.pathname.toLowerCase()).toBe('/login');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem('something-else')).toBeNull();
    expect(api.calls.map((call) => call.script)).toContain('logout.php');
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('redirects a visitor to /login and a logged-in player away from it', async () => {
    const visitor = renderShell('/my-bid');
    expect(visitor.router.state.location.pathname).toBe('/login');
    visitor.unmount();
    const player = renderShell('/login_mpin', makeUser());
    expect(player.router.state.location.pathname).toBe('/');
  });

  it('shows the router error page for an unknown address', () => {
    renderShell('/no/such/page/here', makeUser());
    expect(screen.getByText('Unexpected Application Error!')).toBeInTheDocument();
  });
});
