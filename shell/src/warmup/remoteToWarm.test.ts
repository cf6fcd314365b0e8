import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '@matka/shared/client';
import { pageToWarm, routeOf, SESSION_KEY } from './remoteToWarm';

const remoteToWarm = (pathname: string, signedIn: boolean) => pageToWarm(pathname, signedIn)?.remote;

describe('the remote the warm-up fetches early', () => {
  it('is the route’s remote, matched as the router does (any case, params)', () => {
    expect(remoteToWarm('/login', false)).toBe('auth');
    expect(remoteToWarm('/Login', false)).toBe('auth');
    expect(remoteToWarm('/game_type/KALYAN', true)).toBe('games');
    expect(routeOf('/game_type/KALYAN/')?.page).toBe(routeOf('/game_type/MILAN')?.page);
    expect(remoteToWarm('/my-bid', true)).toBe('history');
  });

  it('is mfe-auth when the guard sends a visitor to /login, none for home when signed in', () => {
    expect(remoteToWarm('/', false)).toBe('auth');
    expect(remoteToWarm('/home', false)).toBe('auth');
    expect(remoteToWarm('/my-bid', false)).toBe('auth');
    expect(remoteToWarm('/home', true)).toBeUndefined();
    expect(remoteToWarm('/login', true)).toBeUndefined();
  });

  it('names the page the remote will show first', () => {
    expect(pageToWarm('/login', false)).toEqual({ remote: 'auth', page: 'Login' });
    expect(pageToWarm('/my-bid', false)).toEqual({ remote: 'auth', page: 'Login' });
    expect(pageToWarm('/game_type/KALYAN', true)).toEqual({ remote: 'games', page: routeOf('/game_type/KALYAN')?.page });
  });

  it('is none for a path no route renders', () => {
    expect(remoteToWarm('/no-such-page', true)).toBeUndefined();
  });

  it('reads the session under the key the store writes', () => {
    expect(SESSION_KEY).toBe(SESSION_STORAGE_KEY);
  });
});
