import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketFromRouteState, MSG, PROTECTION_MSG, type Game, type Rate, type UserInfo } from '@matka/shared';
import { createApi } from '@reduxjs/toolkit/query';
import { API_ACTIVITY_EVENT, apiStorePart, http, playerApiBase, type ApiActivityDetail } from '@matka/shared/client';
import { registerTestRemote, resetTestRemotes } from '../../test/federationStub';
import { fakeApi, fakeManifest } from '../../test/fakeApi';
import { makeUser, renderShell } from '../../test/renderShell';
import { installFakeEventSource } from '@matka/shared/testing';
import { resetLoadedRemotesForTests } from '../remotes/loadRemote';
import { shellApi } from '../app/shellApi';
import { MARKETS_POLL_MS } from './HomePage';
import { resetManifestForTests } from '../remotes/manifest';

const PROFILE = 'get_profile.php';
const GAMES = 'get_games.php';
const RATES = 'get_rates.php';

function makeGame(overrides: Partial<Game> = {}): Game {
  return {
    id: 1, games_name: 'KALYAN', open_pana: '128', open_digit: '1', close_digit: '3', close_pana: '337',
    open_time: '10:00 AM', close_time: '12:00 PM', game_status: '1', is_open: '1',
    open_session_open: true, close_session_open: true,
    ...overrides,
  };
}

const KALYAN = makeGame();
const MAIN_BAZAR = makeGame({
  id: 2, games_name: 'MAIN BAZAR', open_pana: '***', open_digit: '*', close_digit: '*', close_pana: '***',
  open_time: '9:35 PM', close_time: '11:55 PM',
});
const MILAN_DAY = makeGame({
  id: 3, games_name: 'MILAN DAY', open_pana: '240', open_digit: '6', close_digit: '*', close_pana: '***',
  open_time: '3:00 PM', close_time: '5:00 PM', is_open: '0', open_session_open: false, close_session_open: false,
});
const RATES_LIST: Rate[] = [{ type: 'Single Digit', min_value: 10, max_value: 95 }];

interface Server {
  user: UserInfo;
  games: Game[];
  gamesFailure?: string;
}

/** The home calls (and the rates, which home does not fetch) answered from a mutable server state, at the axios adapter (shell/test/fakeApi). */
function homeApi(server: Server) {
  return fakeApi({
    [PROFILE]: () => ({ success: '1', msg: '', data: server.user }),
    [GAMES]: () => (server.gamesFailure ? { success: '0', msg: server.gamesFailure } : { success: '1', msg: '', result: server.games }),
    [RATES]: () => ({ success: '1', msg: '', result: RATES_LIST }),
  });
}

/** Holds every request to one script until released (fakeApi answers at once); counts the held ones. */
function holdRequests(script: string) {
  const inner = http.defaults.adapter as AxiosAdapter;
  let release: () => void = () => {};
  let held = 0;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  http.defaults.adapter = async (config) => {
    if (String(config.url).replace(/^\//, '') === script) {
      held += 1;
      await gate;
    }
    return inner(config);
  };
  return Object.assign(() => release(), { held: () => held });
}

/**
 * The rates as another remote's api slice caches them (the games remote's
 * /game-rates): a store part of its own, subscribed like a mounted page.
 */
function ratesOfAnotherRemote(store: ReturnType<typeof renderShell>['store']) {
  const ratesApi = createApi({
    ...playerApiBase('ratesProbe'),
    endpoints: (build) => ({
      getRates: build.query<unknown, void>({ query: () => ({ endpoint: 'rates' }), providesTags: ['Rates'] }),
    }),
  });
  store.injectParts([apiStorePart(ratesApi)]);
  return store.dispatch(ratesApi.endpoints.getRates.initiate());
}

const countOf = (api: ReturnType<typeof fakeApi>, script: string) => api.calls.filter((call) => call.script === script).length;
/** The calls of home itself: the header's inbox bell asks for its count on every page. */
const homeCalls = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.script !== 'get_inbox_unread.php');
const card = (name: string) => screen.getByRole('article', { name });
const touch = (clientY: number) => ({ touches: [{ clientY, clientX: 20 }] });

async function pullDown(px: number) {
  const page = screen.getByTestId('home-page');
  fireEvent.touchStart(page, touch(120));
  fireEvent.touchMove(page, touch(120 + px / 2));
  fireEvent.touchMove(page, touch(120 + px));
  await act(async () => {
    fireEvent.touchEnd(page, { touches: [] });
  });
}

describe('Home (docs/PRODUCT.md §2 Home)', () => {
  let server: Server;
  let api: ReturnType<typeof fakeApi>;

  beforeEach(() => {
    // An unexpected console.error (a React warning, an act() complaint) fails the test.
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      throw new Error(`console.error: ${args.map(String).join(' ')}`);
    });
    resetTestRemotes();
    resetManifestForTests();
    resetLoadedRemotesForTests();
    fakeManifest();
    registerTestRemote('games', async () => ({ default: { GameTypePicker: () => <p>game type picker</p> } }));
    registerTestRemote('history', async () => ({ default: { Chart: () => <p>chart page</p> } }));
    server = { user: makeUser(), games: [KALYAN, MAIN_BAZAR, MILAN_DAY] };
    api = homeApi(server);
  });
  afterEach(() => {
    api.restore();
    toast.remove();
    vi.restoreAllMocks();
  });

  async function renderHome(user: UserInfo = server.user, path = '/') {
    server.user = user;
    const view = renderShell(path, user);
    await screen.findByRole('article', { name: 'KALYAN' });
    await waitFor(() => expect(homeCalls(api)).toHaveLength(2));
    return view;
  }

  it('loads the profile and games on mount with the phone number, and not the rates it never shows', async () => {
    await renderHome();
    expect(api.calls.find((call) => call.script === PROFILE)?.body).toEqual({ phone_number: '9876543210' });
    expect(api.calls.find((call) => call.script === GAMES)?.body).toEqual({ phone_number: '9876543210' });
    expect(countOf(api, PROFILE)).toBe(1);
    expect(countOf(api, RATES)).toBe(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('HOME');
  });

  it('shows the markets it already has at once when the player comes back, refreshing them without the overlay', async () => {
    const first = await renderHome();
    first.unmount();
    let started = 0;
    const onActivity = (event: Event) => {
      if ((event as CustomEvent<ApiActivityDetail>).detail.delta === 1) started += 1;
    };
    window.addEventListener(API_ACTIVITY_EVENT, onActivity);
    try {
      server.games = [makeGame({ open_pana: '470', open_digit: '1', close_digit: '5', close_pana: '159' })];
      const release = holdRequests(GAMES);
      renderShell('/', server.user, first.store);
      expect(within(card('KALYAN')).getByText('128-13-337')).toBeInTheDocument();
      await waitFor(() => expect(release.held()).toBe(1));
      release();
      expect(await within(card('KALYAN')).findByText('470-15-159')).toBeInTheDocument();
      expect(started).toBe(0);
    } finally {
      window.removeEventListener(API_ACTIVITY_EVENT, onActivity);
    }
  });

  it('refreshes the markets by itself when the app comes back to the front, and every minute', async () => {
    const { store } = await renderHome();
    expect(countOf(api, GAMES)).toBe(1);
    server.games = [makeGame({ open_pana: '470', open_digit: '1', close_digit: '5', close_pana: '159' })];
    // Timers faked from here (moving with real time too), so the next poll's timer is one the test can run.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await act(async () => {
        store.dispatch(shellApi.internalActions.onFocusLost());
        store.dispatch(shellApi.internalActions.onFocus());
      });
      await waitFor(() => expect(countOf(api, GAMES)).toBe(2));
      expect(await within(card('KALYAN')).findByText('470-15-159')).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(MARKETS_POLL_MS - 1000);
      });
      expect(countOf(api, GAMES)).toBe(2);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1500);
      });
      await waitFor(() => expect(countOf(api, GAMES)).toBe(3));
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops the minute poll while the live stream is up, and polls again while it is down', async () => {
    const sources = installFakeEventSource();
    try {
      await renderHome();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      await act(async () => sources.latest().open());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(MARKETS_POLL_MS * 2);
      });
      expect(countOf(api, GAMES)).toBe(1);

      // The stream is refused (the API restarts, say): the list is fetched every minute again.
      await act(async () => sources.latest().refuse());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(MARKETS_POLL_MS + 500);
      });
      await waitFor(() => expect(countOf(api, GAMES)).toBe(2));
    } finally {
      vi.useRealTimers();
      sources.restore();
    }
  });

  it('shows one card per market in the server order, with name, result line, status and times', async () => {
    await renderHome();
    const names = screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
    expect(names).toEqual(['KALYAN', 'MAIN BAZAR', 'MILAN DAY']);

    const kalyan = card('KALYAN');
    expect(within(kalyan).getByText('128-13-337')).toBeInTheDocument();
    expect(within(kalyan).getByText(MSG.bettingRunning)).toBeInTheDocument();
    expect(kalyan).toHaveTextContent('Open 10:00 AM');
    expect(kalyan).toHaveTextContent('Close 12:00 PM');

    expect(within(card('MAIN BAZAR')).getByText('***-**-***')).toBeInTheDocument();
    expect(within(card('MILAN DAY')).getByText('240-6*-***')).toBeInTheDocument();
    expect(within(card('MILAN DAY')).getByText('Betting Is Closed For Today')).toBeInTheDocument();
    expect(within(card('MILAN DAY')).queryByText(MSG.bettingRunning)).not.toBeInTheDocument();
  });

  it('de-duplicates the markets by games_name, keeping the first', async () => {
    server.games = [KALYAN, makeGame({ id: 9, open_pana: '999' }), MAIN_BAZAR];
    await renderHome();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(card('KALYAN')).getByText('128-13-337')).toBeInTheDocument();
  });

  it('shows a skeleton while the first load runs, then the list', async () => {
    const release = holdRequests(GAMES);
    renderShell('/', server.user);
    expect(screen.getByTestId('markets-skeleton')).toBeInTheDocument();
    expect(screen.getByText('Loading markets…')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('article', { name: 'KALYAN' })).toBeInTheDocument();
    expect(screen.queryByTestId('markets-skeleton')).not.toBeInTheDocument();
  });

  it('shows an empty state when there are no markets', async () => {
    server.games = [];
    renderShell('/', server.user);
    expect(await screen.findByText('No markets are available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('fetches the profile silently (no loading overlay) and takes the fresh user into the session', async () => {
    let started = 0;
    const onActivity = (event: Event) => {
      if ((event as CustomEvent<ApiActivityDetail>).detail.delta === 1) started += 1;
    };
    window.addEventListener(API_ACTIVITY_EVENT, onActivity);
    try {
      const release = holdRequests(PROFILE);
      server.user = makeUser({ wallet: 2500, notification_head: 'Diwali bonus today' });
      const { store } = renderShell('/', makeUser({ wallet: 1500 }));
      await screen.findByRole('article', { name: 'KALYAN' });
      // The games have finished; the profile is still running, without an overlay.
      await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());
      expect(release.held()).toBe(1);
      expect(countOf(api, GAMES)).toBe(1);
      expect(started).toBe(1);

      release();
      await waitFor(() => expect(screen.getByTestId('header-wallet')).toHaveTextContent('2500.00'));
      expect(store.getState().session.user?.wallet).toBe(2500);
      expect(screen.getByTestId('notice-text')).toHaveTextContent('Diwali bonus today');
      expect(started).toBe(1);
    } finally {
      window.removeEventListener(API_ACTIVITY_EVENT, onActivity);
    }
  });

  it('shows the notification as plain text, without a <marquee>', async () => {
    const { container } = await renderHome(makeUser({ notification_head: 'Results declared on time, every day' }));
    expect(screen.getByRole('region', { name: 'Notice' })).toHaveTextContent('Results declared on time, every day');
    expect(container.querySelector('marquee')).toBeNull();
    const pause = screen.getByRole('button', { name: 'Pause notice scrolling' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the server msg when the games call fails', async () => {
    server.gamesFailure = 'Markets are being updated';
    renderShell('/', server.user);
    expect(await screen.findByText('Markets are being updated')).toBeInTheDocument();
    expect(screen.getByText('Markets could not be loaded.')).toBeInTheDocument();

    server.gamesFailure = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'KALYAN' })).toBeInTheDocument();
  });

  describe('play button', () => {
    it('is hidden when the status is not 1 (the chart button stays)', async () => {
      await renderHome(makeUser({ status: '0' }));
      expect(screen.queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Charts for KALYAN' })).toBeInTheDocument();
    });

    it('shows one per market for status 1', async () => {
      await renderHome();
      expect(screen.getAllByRole('button', { name: /^Play / })).toHaveLength(3);
    });

    it('on a closed market shows the closed message and stays on Home', async () => {
      const { router } = await renderHome();
      await userEvent.click(screen.getByRole('button', { name: 'Play MILAN DAY' }));
      expect(await screen.findByText('This Market Betting Is Closed For Today.')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(screen.queryByText('game type picker')).not.toBeInTheDocument();
    });

    it('on an open market goes to /game_type/KALYAN', async () => {
      const { router } = await renderHome();
      await userEvent.click(screen.getByRole('button', { name: 'Play KALYAN' }));
      expect(router.state.location.pathname).toBe('/game_type/KALYAN');
      // The market as the card showed it goes along (the picker draws its tiles before the server answers).
      expect(marketFromRouteState(router.state.location.state, 'KALYAN')).toMatchObject({ games_name: 'KALYAN' });
      expect(await screen.findByText('game type picker')).toBeInTheDocument();
      expect(screen.queryByText(MSG.marketClosed)).not.toBeInTheDocument();
    });

    it('during a time-out or self-exclusion explains why play is closed and stays on Home (docs/PROTECTION.md)', async () => {
      const message = PROTECTION_MSG.timeout('24/11/2026 10:00');
      const { router } = await renderHome(makeUser({ play_block: { kind: 'timeout', until: '24/11/2026 10:00', ended: false, message } }));
      expect(screen.getByTestId('play-closed')).toHaveTextContent(message);
      await userEvent.click(screen.getByRole('button', { name: 'Play KALYAN' }));
      // The notice on the page and the toast (the Toaster mounts after the first paint).
      await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
      expect(router.state.location.pathname).toBe('/');
      expect(screen.queryByText('game type picker')).not.toBeInTheDocument();
    });

    it('writes spaces as underscores: MAIN BAZAR goes to /game_type/MAIN_BAZAR', async () => {
      const { router } = await renderHome(server.user, '/home');
      await userEvent.click(screen.getByRole('button', { name: 'Play MAIN BAZAR' }));
      expect(router.state.location.pathname).toBe('/game_type/MAIN_BAZAR');
    });
  });

  describe('support numbers', () => {
    it('opens a Call Now / WhatsApp dialog with the number, WhatsApp prefilled with Hello !!', async () => {
      await renderHome(makeUser({ helpNumber1: '9000000001', helpNumber2: '9000000002' }));
      expect(screen.getByRole('button', { name: /9000000001/ })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: /9000000002/ }));

      const dialog = screen.getByRole('dialog', { name: 'Contact Support' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toHaveTextContent('+91 9000000002');
      const call = within(dialog).getByRole('link', { name: /Call Now/ });
      expect(call).toHaveAttribute('href', 'tel:+919000000002');
      expect(dialog).toContainElement(document.activeElement as HTMLElement);

      const whatsapp = within(dialog).getByRole('link', { name: /WhatsApp/ });
      expect(whatsapp).toHaveAttribute('href', 'https://wa.me/919000000002?text=Hello%20!!');
      expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toBe('Hello !!');
      expect(whatsapp).toHaveAttribute('target', '_blank');
      expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    });

    it('closes on Escape and returns focus to the number', async () => {
      await renderHome();
      const number = screen.getByRole('button', { name: /9000000001/ });
      await userEvent.click(number);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(number).toHaveFocus();
    });

    it('closes on a tap on the backdrop but not inside the dialog', async () => {
      await renderHome();
      await userEvent.click(screen.getByRole('button', { name: /9000000001/ }));
      const dialog = screen.getByRole('dialog');
      await userEvent.click(within(dialog).getByRole('heading', { name: 'Contact Support' }));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      // The dimmed page is the <dialog>'s own ::backdrop: a click on the element, outside its box (jsdom's box is empty).
      fireEvent.click(dialog, { clientX: 5, clientY: 5 });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('opens as a modal <dialog>, so the browser keeps Tab inside it and the page behind inert', async () => {
      const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
      await renderHome();
      await userEvent.click(screen.getByRole('button', { name: /9000000001/ }));
      const dialog = screen.getByRole('dialog');
      expect(dialog.tagName).toBe('DIALOG');
      expect(showModal.mock.contexts).toContain(dialog);
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      showModal.mockRestore();
    });

    it('hides a number the operator left empty', async () => {
      await renderHome(makeUser({ helpNumber1: '9000000001', helpNumber2: '' }));
      expect(screen.getAllByRole('button', { name: /^Support/ })).toHaveLength(1);
      expect(screen.getByRole('button', { name: /^Support/ })).toHaveTextContent('+91 9000000001');
    });
  });

  describe('chart dialog', () => {
    it('links to the Jodi and Pana charts of the market, spaces as underscores', async () => {
      const { router } = await renderHome();
      await userEvent.click(screen.getByRole('button', { name: 'Charts for MAIN BAZAR' }));
      const dialog = screen.getByRole('dialog', { name: 'MAIN BAZAR' });
      expect(within(dialog).getByRole('link', { name: 'Jodi Chart' })).toHaveAttribute('href', '/jodi_chart/MAIN_BAZAR');
      expect(within(dialog).getByRole('link', { name: 'Pana Chart' })).toHaveAttribute('href', '/pana_chart/MAIN_BAZAR');

      await userEvent.click(within(dialog).getByRole('link', { name: 'Pana Chart' }));
      expect(router.state.location.pathname).toBe('/pana_chart/MAIN_BAZAR');
      expect(await screen.findByText('chart page')).toBeInTheDocument();
    });

    it('is offered to a player whose status is not 1 too, and Cancel closes it', async () => {
      await renderHome(makeUser({ status: '0' }));
      await userEvent.click(screen.getByRole('button', { name: 'Charts for KALYAN' }));
      const dialog = screen.getByRole('dialog', { name: 'KALYAN' });
      expect(within(dialog).getByRole('link', { name: 'Jodi Chart' })).toHaveAttribute('href', '/jodi_chart/KALYAN');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('pull-to-refresh (docs/PRODUCT.md §9: more than 50 px)', () => {
    it('a 60 px pull at the top reloads profile, games and rates and shows the new list', async () => {
      const { store } = await renderHome();
      const rates = ratesOfAnotherRemote(store);
      server.games = [makeGame({ open_pana: '470', open_digit: '1', close_digit: '5', close_pana: '159' })];

      const page = screen.getByTestId('home-page');
      fireEvent.touchStart(page, touch(100));
      fireEvent.touchMove(page, touch(130));
      expect(screen.getByText('Pull to refresh')).toBeInTheDocument();
      fireEvent.touchMove(page, touch(160));
      expect(screen.getByText('Release to refresh')).toBeInTheDocument();
      await act(async () => {
        fireEvent.touchEnd(page, { touches: [] });
      });

      // The rates are not on this page: the copy another remote holds is fetched again.
      await waitFor(() => expect(homeCalls(api)).toHaveLength(6));
      expect([PROFILE, GAMES, RATES].map((script) => countOf(api, script))).toEqual([2, 2, 2]);
      rates.unsubscribe();
      expect(await within(card('KALYAN')).findByText('470-15-159')).toBeInTheDocument();
      expect(screen.queryByRole('article', { name: 'MAIN BAZAR' })).not.toBeInTheDocument();
    });

    it('a 30 px pull reloads nothing', async () => {
      await renderHome();
      await pullDown(30);
      expect(homeCalls(api)).toHaveLength(2);
      expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument();
    });

    it('says Refreshing… while the reload runs', async () => {
      await renderHome();
      const release = holdRequests(GAMES);
      await pullDown(80);
      expect(screen.getByText('Refreshing…')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Refresh markets' })).toBeDisabled();
      release();
      await waitFor(() => expect(screen.queryByText('Refreshing…')).not.toBeInTheDocument());
    });

    it('keeps the last list visible and shows the server msg when the refresh fails', async () => {
      await renderHome();
      server.gamesFailure = 'Server is busy, try again';
      await pullDown(70);
      expect(await screen.findByText('Server is busy, try again')).toBeInTheDocument();
      expect(within(card('KALYAN')).getByText('128-13-337')).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(3);
    });

    it('the Refresh button reloads the three calls too (for players who cannot swipe)', async () => {
      const { store } = await renderHome();
      const rates = ratesOfAnotherRemote(store);
      await waitFor(() => expect(countOf(api, RATES)).toBe(1));
      await userEvent.click(screen.getByRole('button', { name: 'Refresh markets' }));
      await waitFor(() => expect(homeCalls(api)).toHaveLength(6));
      rates.unsubscribe();
      expect([PROFILE, GAMES, RATES].map((script) => countOf(api, script))).toEqual([2, 2, 2]);
    });
  });
});
