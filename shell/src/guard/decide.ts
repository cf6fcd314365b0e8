import type { RouteAccess, UserInfo } from '@matka/shared';

export type GuardVerdict = { allow: true } | { allow: false; redirectTo: string };

const ALLOW: GuardVerdict = { allow: true };

/**
 * docs/PRODUCT.md §2 Guard: not logged in → /login; logged in with status other than '1'
 * outside home (and profile, docs/PRODUCT.md §6) → /home; logged in on the login pages → /.
 * The chart route is always treated as logged in.
 */
export function decideAccess(access: RouteAccess, user: UserInfo | null): GuardVerdict {
  switch (access) {
    case 'chart':
    case 'public':
    case 'operator':
      return ALLOW;
    case 'guest':
      return user ? { allow: false, redirectTo: '/' } : ALLOW;
    case 'member':
      return user ? ALLOW : { allow: false, redirectTo: '/login' };
    case 'player':
      if (!user) return { allow: false, redirectTo: '/login' };
      return user.status === '1' ? ALLOW : { allow: false, redirectTo: '/home' };
  }
}
