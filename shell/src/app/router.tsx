import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTES, type RouteEntry } from '@matka/shared';
import { Guard } from '../guard/Guard';
import { LazyHomePage } from '../home/LazyHomePage';
import { LazyInboxPage } from '../inbox/LazyInboxPage';
import { AppLayout } from '../layout/AppLayout';
import { ErrorPage } from '../layout/ErrorPage';
import { RemotePage } from '../remotes/RemotePage';
import type { RouteHandle } from './routeHandle';

function pageElement(entry: RouteEntry) {
  // Keyed by route: React would otherwise reuse one page's error boundary (and
  // its "unavailable" state) for the next route rendered in the same place.
  if (entry.remote) return <RemotePage key={entry.path} remote={entry.remote} page={entry.page} />;
  if (entry.page === 'Home') return <LazyHomePage />;
  if (entry.page === 'Inbox') return <LazyInboxPage />;
  throw new Error(`No shell page ${entry.page}`);
}

/** One route per entry of the shared route table; remote pages are fetched when first entered. */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = ROUTES.map((entry) => ({
    path: entry.path,
    handle: { entry } satisfies RouteHandle,
    element: <Guard access={entry.access}>{pageElement(entry)}</Guard>,
  }));
  return [
    {
      element: <AppLayout />,
      errorElement: <ErrorPage />,
      children: [...children, { path: '*', element: <ErrorPage404 /> }],
    },
  ];
}

function ErrorPage404(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

export function createShellRouter() {
  return createBrowserRouter(buildRoutes());
}
