/**
 * What every remote's page tests render with: one store that starts with the
 * shared session slice and the remote's store parts (as the shell's store does),
 * a memory router whose every other path renders a marker naming it (so a
 * test sees where the page navigated), and the toaster on screen. Each
 * remote's test/render.tsx sets its own defaults on top.
 */
import type { ReactElement } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry } from 'react-router-dom';
import type { UserInfo } from '../api/types.js';
import { profileApi } from '../client/profileApi.js';
import { apiStorePart, type StorePart } from '../client/serverData.js';
import { createPlayerStore, type InjectableStore, type ShellState } from '../client/store.js';

/**
 * The store the shell builds — the session, the profile followed as the
 * shell's layout follows it — with a remote's store parts in it as the shell
 * injects them when it loads the remote. `State` names what those parts add,
 * so a test reads and dispatches to them typed.
 */
export function createTestStore<State extends ShellState = ShellState>(user: UserInfo | null = null, parts: readonly StorePart[] = []) {
  const store = createPlayerStore({ session: { user }, parts: [apiStorePart(profileApi), ...parts] });
  if (user) {
    // As the shell's layout does, the profile is followed on every page. It starts
    // from the session's user, so nothing is fetched until a change is announced.
    store.dispatch(profileApi.util.upsertQueryEntries([{ endpointName: 'getProfile', arg: user.phone_number, value: user }]));
    // A subscription kept for the test's life: its data is read from the store, so its promise is not awaited.
    void store.dispatch(profileApi.endpoints.getProfile.initiate(user.phone_number));
  }
  // The parts are in, so the state has their keys (the shell's loader makes the same true at run time).
  return store as unknown as TestStore<State>;
}

export type TestStore<State extends ShellState = ShellState> = {
  getState(): State;
  dispatch: ThunkDispatch<State, unknown, UnknownAction>;
} & InjectableStore;

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

export interface ShellRenderOptions<Store extends TestStore> {
  /** The route pattern the page is mounted at, e.g. '/game_type/:gameName'. */
  route: string;
  /** Where the router starts: a path, or a location with search and state. */
  entry: InitialEntry;
  store: Store;
  /** Options for userEvent.setup (fake timers need advanceTimers). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderInShell<Store extends TestStore>(page: ReactElement, { route, entry, store, userOptions }: ShellRenderOptions<Store>) {
  const router = createMemoryRouter(
    [
      { path: route, element: page },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [entry] },
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
    limits: { min_deposit: 100, max_deposit: 100_000, min_withdraw: 500, max_bid_points: 10_000, upload_max_bytes: 5 * 1024 * 1024 },
    operator_licence: null, play_block: null, reality_check_minutes: 60,
    ...overrides,
  };
}
