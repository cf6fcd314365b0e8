import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@matka/shared/client';
import { registerTestRemote, resetTestRemotes } from '../../test/federationStub';
import { fakeApi, fakeManifest } from '../../test/fakeApi';
import { makeUser, renderShell } from '../../test/renderShell';
import { resetManifestForTests } from '../remotes/manifest';
import { resetLoadedRemotesForTests } from '../remotes/loadRemote';

describe('the shell chrome (docs/PRODUCT.md §2)', () => {
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

  it('side menu footer: points have no cash value in play mode; jurisdiction and licence in real-money mode (docs/PROTECTION.md)', async () => {
    const { unmount } = renderShell('/', makeUser());
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByTestId('menu-footer')).toHaveTextContent('Play points only: points have no cash value.');
    unmount();
    renderShell('/', makeUser({ money_mode: 'real', operator_licence: { jurisdiction: 'Sikkim', licence: 'SK/OG/2026/17' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByTestId('menu-footer')).toHaveTextContent('Licensed in Sikkim · Licence SK/OG/2026/17');
    expect(screen.queryByText(/no cash value/)).toBeNull();
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

  it('goes back one page, and home when the page was opened directly', async () => {
    const deepLink = renderShell('/all-bid', makeUser());
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(deepLink.router.state.location.pathname).toBe('/');
    deepLink.unmount();

    const { router } = renderShell('/', makeUser());
    await router.navigate('/all-bid');
    await router.navigate('/fund_histry/ALL_DEPOSIT');
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(router.state.location.pathname).toBe('/all-bid');
  });

  it('shows no back arrow on a logged-out visitor\'s first screen, where going back to / would land on it again', async () => {
    const direct = renderShell('/Login');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Login');
    direct.unmount();

    // Reached from another screen of the app, the arrow goes back there.
    const { router } = renderShell('/download-now');
    await router.navigate('/Login');
    expect(await screen.findByRole('button', { name: 'Go back' })).toBeInTheDocument();
  });

  it('highlights Home in the bottom navigation on / and on /home', async () => {
    for (const path of ['/', '/home']) {
      const view = renderShell(path, makeUser());
      const home = within(screen.getByRole('navigation', { name: 'Main' })).getByText('Home').closest('a');
      expect(home).toHaveAttribute('aria-current', 'page');
      view.unmount();
    }
  });

  it("opens the operator's Website in a new tab, and shows no Website tab while none is set", () => {
    const withSite = renderShell('/', makeUser({ website_url: 'https://play.example.invalid' }));
    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByText('Website').closest('a');
    expect(link).toHaveAttribute('href', 'https://play.example.invalid');
    expect(link).toHaveAttribute('target', '_blank');
    withSite.unmount();
    renderShell('/', makeUser({ website_url: '' }));
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByText('Website')).not.toBeInTheDocument();
  });

  it('reaches /profile from the side menu, whatever the status', async () => {
    for (const status of ['1', '0']) {
      const { router, unmount } = renderShell('/', makeUser({ status }));
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      await userEvent.click(screen.getByRole('link', { name: 'My profile' }));
      expect(router.state.location.pathname).toBe('/profile');
      expect(await screen.findByText('profile page')).toBeInTheDocument();
      unmount();
    }
  });

  it('clears an old error toast when the page changes or a success shows, and keeps one raised with the move', { timeout: 20_000 }, async () => {
    // Only the clock is faked, so "raised a while ago" does not depend on how fast this machine renders.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { router } = renderShell('/', makeUser());
      toast.error('Wrong MPIN. 4 attempts left.');
      expect(await screen.findByText('Wrong MPIN. 4 attempts left.')).toBeInTheDocument();
      vi.setSystemTime(Date.now() + 5_000);
      toast.error('Raised with the move');
      await router.navigate('/all-bid');
      // A dismissed toast leaves after its exit animation.
      await waitFor(() => expect(screen.queryByText('Wrong MPIN. 4 attempts left.')).not.toBeInTheDocument(), { timeout: 3000 });
      expect(screen.getByText('Raised with the move')).toBeInTheDocument();

      vi.setSystemTime(Date.now() + 1);
      toast.success('Login Successfully');
      await waitFor(() => expect(screen.queryByText('Raised with the move')).not.toBeInTheDocument(), { timeout: 3000 });
      expect(screen.getByText('Login Successfully')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows "You are offline" in place of the page while the network is gone, and the page again when it is back', async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderShell('/all-bid', makeUser());
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.queryByText('all bids')).not.toBeInTheDocument();
    // The chrome stays: the player still sees where they are.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Bids');
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('all bids')).toBeInTheDocument();
    onLine.mockRestore();
  });

  it('shows the router error page for an unknown address', () => {
    // React Router reports the 404 it renders on the console: expected here, and only that.
    const reported = vi.mocked(console.error).mockImplementation(() => undefined);
    renderShell('/no/such/page/here', makeUser());
    expect(screen.getByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(reported.mock.calls.some((args) => String(args[0]).includes('React Router caught the following error'))).toBe(true);
  });
});
