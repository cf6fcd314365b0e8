/**
 * Renders one page the way the shell would: inside one store that starts
 * with the shared session slice and takes injected slices (like the shell's
 * store), and a memory router, with the toaster on screen. Every other path
 * renders a marker naming it, so a test can see where the page navigated.
 */
import type { ReactElement } from 'react';
import { combineSlices, configureStore, type Slice } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { Game, UserInfo } from '@matka/shared';
import { sessionSlice, type InjectableStore } from '@matka/shared/client';

export function createTestStore(user: UserInfo | null = null) {
  const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<Record<string, unknown>>();
  const store = configureStore({ reducer: rootReducer, preloadedState: { session: { user } } });
  return Object.assign(store, {
    injectSlice(slice: Slice) {
      rootReducer.inject(slice);
      store.dispatch({ type: `test/sliceInjected/${slice.reducerPath}` });
    },
  }) satisfies InjectableStore;
}

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

interface Options {
  /** The route pattern the page is mounted at, e.g. '/game_type/:gameName'. */
  route: string;
  /** The concrete path to open, e.g. '/game_type/KALYAN'. */
  path: string;
  user?: UserInfo | null;
  /** Options for userEvent.setup (fake timers need advanceTimers). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderPage(page: ReactElement, { route, path, user = makeUser(), userOptions }: Options) {
  const store = createTestStore(user);
  const router = createMemoryRouter(
    [
      { path: route, element: page },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>,
  );
  return { ...view, store, router, user: userEvent.setup(userOptions) };
}

export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    phone_number: '9876543210', name: 'Asha Verma', email: 'asha@example.com', wallet: 500, status: '1',
    created_at: '2026-11-01', MIN_DEPOSIT: 100, UPI_ADMIN: 'sitara@upi', download_url: 'https://example.com/sitara.apk',
    paytm: '', googlepay: '', phonepay: '', notification_head: '', helpNumber1: '9000000001', helpNumber2: '',
    website_url: '', bank_details: null, money_mode: 'play',
    ...overrides,
  };
}

/** A market as get_games.php sends it; both sessions open unless overridden. */
export function makeGame(overrides: Partial<Game> = {}): Game {
  return {
    id: 1, games_name: 'KALYAN MORNING', open_pana: '***', open_digit: '*', close_digit: '*', close_pana: '***',
    open_time: '11:00 AM', close_time: '12:00 PM', game_status: '1', is_open: '1',
    open_session_open: true, close_session_open: true,
    ...overrides,
  };
}

/** A get_games.php handler answering with these markets. */
export const gamesOk = (...games: Game[]) => () => ({ success: '1', msg: '', result: games });
