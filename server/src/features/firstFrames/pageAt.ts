/**
 * The remote page a URL shows a signed-out visitor, when a first frame can
 * stand for it: a guest or public page of a remote, at a path without
 * parameters. Matched as the shell's router matches (case-insensitive, a
 * trailing slash allowed).
 */
import { ROUTES, whyNoFirstFrame, type RemoteName } from '@matka/shared';

const FRAMEABLE = new Map(
  ROUTES.filter((route) => whyNoFirstFrame(route) === undefined)
    .map((route) => [route.path.toLowerCase(), { remote: route.remote as RemoteName, page: route.page }]),
);

export function pageAt(pathname: string): { remote: RemoteName; page: string } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return FRAMEABLE.get(path.toLowerCase());
}
