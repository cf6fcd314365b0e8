/**
 * Renders one page the way the shell would: inside the one store (the shared
 * session slice) and a memory router, with the toaster on screen. Every other
 * path renders a marker naming it, so a test can see where the page navigated.
 * (Adapted from mfe-auth/test/render.tsx: adds the query string.)
 */
import type { ReactElement } from 'react';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { UserInfo } from '@matka/shared';
import { sessionSlice } from '@matka/shared/client';

export function createTestStore(user: UserInfo | null = null) {
  return configureStore({ reducer: combineSlices(sessionSlice), preloadedState: { session: { user } } });
}

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

interface Options {
  /** The path the page is mounted at, e.g. '/Login'. */
  path: string;
  /** Location state the previous page handed over. */
  state?: unknown;
  /** The query string, e.g. '?trans_id=T1'. */
  search?: string;
  user?: UserInfo | null;
  /** Options for userEvent.setup (fake timers need advanceTimers). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderPage(page: ReactElement, { path, state, search = '', user = null, userOptions }: Options) {
  const store = createTestStore(user);
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [{ pathname: path, search, state }] },
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
