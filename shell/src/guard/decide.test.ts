import { describe, expect, it } from 'vitest';
import { ROUTES } from '@matka/shared';
import { makeUser } from '../../test/renderShell';
import { decideAccess } from './decide';

const accessOf = (path: string) => ROUTES.find((route) => route.path === path)!.access;

describe('the guard (docs/PRODUCT.md §2)', () => {
  const player = makeUser({ status: '1' });
  const blocked = makeUser({ status: '0' });

  it('sends a visitor who is not logged in to /login', () => {
    for (const path of ['/', '/home', '/profile', '/my-bid', '/game_type/:gameName', '/deposit']) {
      expect(decideAccess(accessOf(path), null)).toEqual({ allow: false, redirectTo: '/login' });
    }
  });

  it('sends a player whose status is not 1 to /home from every page but home and profile', () => {
    expect(decideAccess(accessOf('/home'), blocked)).toEqual({ allow: true });
    expect(decideAccess(accessOf('/profile'), blocked)).toEqual({ allow: true });
    for (const path of ['/my-bid', '/game-rates', '/wallet_histroy', '/game_type/:gameName', '/withdraw']) {
      expect(decideAccess(accessOf(path), blocked)).toEqual({ allow: false, redirectTo: '/home' });
    }
  });

  it('sends a logged-in player away from the login pages to /', () => {
    for (const path of ['/Login', '/sign-up', '/M_pin', '/Otp', '/login_mpin']) {
      expect(decideAccess(accessOf(path), player)).toEqual({ allow: false, redirectTo: '/' });
      expect(decideAccess(accessOf(path), null)).toEqual({ allow: true });
    }
  });

  it('always lets the chart route through', () => {
    for (const user of [null, blocked, player]) {
      expect(decideAccess(accessOf('/jodi_chart/:gameName'), user)).toEqual({ allow: true });
      expect(decideAccess(accessOf('/pana_chart/:gameName'), user)).toEqual({ allow: true });
    }
  });
});
