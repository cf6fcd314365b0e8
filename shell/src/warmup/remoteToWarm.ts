import { ROUTES, type RemoteName, type RouteEntry } from '@matka/shared';

/**
 * SESSION_STORAGE_KEY of @matka/shared/client, written out: importing it would
 * bring the session slice (and Redux) into the warm-up script. A test keeps
 * the two equal.
 */
export const SESSION_KEY = 'user_session';

/** The route a path renders, as React Router matches it (case-insensitive, `:param` takes one segment). */
export function routeOf(pathname: string, routes: readonly RouteEntry[] = ROUTES): RouteEntry | undefined {
  const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);
  const wanted = segments(pathname);
  return routes.find((route) => {
    const pattern = segments(route.path);
    return pattern.length === wanted.length && pattern.every((part, index) => part.startsWith(':') || part === wanted[index]);
  });
}

/** Where the guard sends a visitor who is not signed in (shell/src/guard/decide.ts). */
const SIGN_IN_PATH = '/login';

export interface PageToWarm {
  remote: RemoteName;
  /** The page id in the remote's `./pages`. */
  page: string;
}

/**
 * The remote page the first screen will show, guessed before the shell runs:
 * the route's, or the login page when the guard will send a visitor to
 * /login (shell/src/guard/decide.ts). A wrong guess only costs early downloads.
 */
export function pageToWarm(pathname: string, signedIn: boolean): PageToWarm | undefined {
  const route = routeOf(pathname);
  if (!route) return undefined;
  const needsSignIn = route.access === 'member' || route.access === 'player';
  if (needsSignIn && !signedIn) return pageToWarm(SIGN_IN_PATH, false);
  if (route.access === 'guest' && signedIn) return undefined;
  return route.remote ? { remote: route.remote, page: route.page } : undefined;
}
