/**
 * The remote page a URL shows a signed-out visitor, when a first frame can
 * stand for it: a guest or public page of a remote, at a path without
 * parameters. Matched as the shell's router matches (case-insensitive, a
 * trailing slash allowed).
 */
import { ROUTES, type RemoteName } from '@matka/shared';

const FRAMEABLE = new Map(
  ROUTES.filter((route) => route.remote && (route.access === 'guest' || route.access === 'public') && !/[:*]/.test(route.path))
    .map((route) => [route.path.toLowerCase(), { remote: route.remote as RemoteName, page: route.page }]),
);

export function pageAt(pathname: string): { remote: RemoteName; page: string } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return FRAMEABLE.get(path.toLowerCase());
}
