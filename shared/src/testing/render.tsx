/**
 * What every remote's page tests render with: one store that starts with the
 * shared session slice and takes injected slices (as the shell's store does),
 * a memory router whose every other path renders a marker naming it (so a
 * test sees where the page navigated), and the toaster on screen. Each
 * remote's test/render.tsx sets its own defaults on top.
 */
import type { ReactElement } from 'react';
import { combineSlices, configureStore, type Slice } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry } from 'react-router-dom';
import type { UserInfo } from '../api/types.js';
import { sessionSlice } from '../client/session.js';
import type { InjectableStore } from '../client/store.js';

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

export type TestStore = ReturnType<typeof createTestStore>;

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

export interface ShellRenderOptions {
  /** The route pattern the page is mounted at, e.g. '/game_type/:gameName'. */
  route: string;
  /** Where the router starts: a path, or a location with search and state. */
  entry: InitialEntry;
  store: TestStore;
  /** Options for userEvent.setup (fake timers need advanceTimers). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderInShell(page: ReactElement, { route, entry, store, userOptions }: ShellRenderOptions) {
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
    ...overrides,
  };
}
