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
import type { UserInfo } from '@matka/shared';
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

export type TestStore = ReturnType<typeof createTestStore>;

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

interface Options {
  /** The route pattern the page is mounted at, e.g. '/fund_histry/:type'. Defaults to path. */
  route?: string;
  /** The concrete path to open, e.g. '/fund_histry/ALL_DEPOSIT'. */
  path: string;
  /** The session user; null for a visitor (the chart route). */
  user?: UserInfo | null;
  /** A store to reuse, e.g. to come back to a page with what an earlier visit cached. */
  store?: TestStore;
  /** Options for userEvent.setup (fake timers need advanceTimers). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderPage(page: ReactElement, { route, path, user = makeUser(), store, userOptions }: Options) {
  const theStore = store ?? createTestStore(user);
  const router = createMemoryRouter(
    [
      { path: route ?? path, element: page },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={theStore}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>,
  );
  return { ...view, store: theStore, router, user: userEvent.setup(userOptions) };
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
