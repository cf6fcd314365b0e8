import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, lazyPage, pageI18n, type NamespaceCatalogs, type StorePart } from '@matka/shared/client';
import { registerTestRemote, remoteConfigOf, resetTestRemotes } from '../../test/federationStub';
import { fakeManifest } from '../../test/fakeApi';
import { resetManifestForTests } from '../remotes/manifest';
import { resetLoadedRemotesForTests } from '../remotes/loadRemote';
import { firstScreenReady } from './firstScreen';

const authPart = { reducerPath: 'authApi', reducer: (state: unknown = {}) => state } as unknown as StorePart;

/** mfe-auth's `./pages` as the stub hands it: its Login a lazyPage, as every remote page is. */
function registerAuth() {
  const loads = { login: 0 };
  const Login = lazyPage(async () => {
    loads.login += 1;
    return { Login: () => <h2>Enter your mobile number</h2> };
  }, (module) => module.Login);
  registerTestRemote('auth', async () => ({ default: { Login }, storeParts: [authPart] }));
  return { Login, loads };
}

const shownAtOnce = (Page: ComponentType) => {
  render(<Suspense fallback={<p>Loading…</p>}><Page /></Suspense>);
  return screen.queryByRole('heading', { name: 'Enter your mobile number' }) !== null && screen.queryByText('Loading…') === null;
};

describe('the first screen before the first render', () => {
  beforeEach(() => {
    resetTestRemotes();
    resetManifestForTests();
    resetLoadedRemotesForTests();
    fakeManifest();
  });

  it("has the remote page's code and its store parts in, so the page renders without suspending", async () => {
    const { Login, loads } = registerAuth();
    const store = { injectParts: vi.fn() };
    await firstScreenReady(store, '/login', false);
    expect(remoteConfigOf('auth')).toMatchObject({ url: 'http://remote.test/auth/assets/remoteEntry.js' });
    expect(store.injectParts).toHaveBeenCalledWith([authPart]);
    expect(loads.login).toBe(1);
    expect(shownAtOnce(Login)).toBe(true);
  });

  it('waits for the Login page when the guard will send a visitor there, and for nothing a signed-in player leaves', async () => {
    const { Login } = registerAuth();
    await firstScreenReady({ injectParts: vi.fn() }, '/my-bid', false);
    expect(shownAtOnce(Login)).toBe(true);

    resetTestRemotes();
    resetLoadedRemotesForTests();
    await firstScreenReady({ injectParts: vi.fn() }, '/login', true);
    expect(remoteConfigOf('auth')).toBeUndefined();
  });

  it('goes on when the remote is down, and after the wait when it does not answer', async () => {
    const store = { injectParts: vi.fn() };
    await expect(firstScreenReady(store, '/login', false)).resolves.toBeUndefined();
    expect(store.injectParts).not.toHaveBeenCalled();

    resetLoadedRemotesForTests();
    registerTestRemote('auth', () => new Promise(() => undefined));
    const started = performance.now();
    await firstScreenReady(store, '/login', false, 50);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it("waits for the text its pages read in the page's language, so a page in Hindi does not suspend either", async () => {
    await changeLanguage('hi');
    let arrive: (catalog: { default: Record<string, string> }) => void = () => undefined;
    const history = {
      name: 'history',
      en: { heading: 'My Bids' },
      load: { hi: () => new Promise<{ default: Record<string, string> }>((done) => (arrive = done)) },
    } as unknown as NamespaceCatalogs;
    registerTestRemote('history', async () => ({ default: { MyBids: () => <p>bids</p> }, namespaces: [history] }));
    let ready = false;
    const waiting = firstScreenReady({ injectParts: vi.fn() }, '/my-bid', true).then(() => (ready = true));
    await vi.waitFor(() => expect(pageI18n().options.ns).toContain('history'));
    expect(ready).toBe(false);
    arrive({ default: { heading: 'मेरी बोलियाँ' } });
    await waiting;
    expect(pageI18n().getResource('hi', 'history', 'heading')).toBe('मेरी बोलियाँ');
    await changeLanguage('en');
  });
});
