import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { UserInfo } from '@matka/shared';
import { SESSION_STORAGE_KEY } from '@matka/shared/client';
import { buildRoutes } from '../src/app/router';
import { createShellStore, type ShellStore } from '../src/app/store';

export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    phone_number: '9876543210', name: 'Ramesh Kumar', email: 'ramesh@example.com', wallet: 1500, status: '1',
    created_at: '2026-01-15 10:20:00', MIN_DEPOSIT: 100, UPI_ADMIN: 'sitara@upi', download_url: '/download-now',
    paytm: '', googlepay: '', phonepay: '', notification_head: 'Welcome', helpNumber1: '9000000001',
    helpNumber2: '9000000002', website_url: 'https://example.invalid', bank_details: null, money_mode: 'play',
    limits: { min_deposit: 100, max_deposit: 100_000, min_withdraw: 500, max_bid_points: 10_000, upload_max_bytes: 5 * 1024 * 1024 },
    operator_licence: null, play_block: null, reality_check_minutes: 60,
    ...overrides,
  };
}

/** Renders the whole shell (real routes, guard, chrome and store) at a path; pass a store to come back to the app with what it held. */
export function renderShell(path: string, user: UserInfo | null = null, existing?: ShellStore) {
  if (user) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  const store = existing ?? createShellStore(window.localStorage);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}
