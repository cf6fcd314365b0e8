import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerTestRemote, resetTestRemotes } from '../../test/federationStub';
import { fakeApi, fakeManifest } from '../../test/fakeApi';
import { makeUser, renderShell } from '../../test/renderShell';
import { resetLoadedRemotesForTests } from '../remotes/loadRemote';
import { resetManifestForTests } from '../remotes/manifest';

describe("home fetches the games remote's code before the first tap on Play", () => {
  let api: ReturnType<typeof fakeApi>;
  let gamesLoaded: ReturnType<typeof vi.fn<() => Promise<unknown>>>;
  let warmUp: ReturnType<typeof vi.fn<() => Promise<unknown>>>;
  beforeEach(() => {
    resetTestRemotes();
    resetManifestForTests();
    resetLoadedRemotesForTests();
    fakeManifest();
    api = fakeApi();
    warmUp = vi.fn<() => Promise<unknown>>(async () => undefined);
    gamesLoaded = vi.fn<() => Promise<unknown>>(async () => ({ default: { GameTypePicker: () => <p>picker</p> }, warmUp }));
    registerTestRemote('games', gamesLoaded);
  });
  afterEach(() => api.restore());

  it('loads it once home is on screen and the browser is idle, without showing it', async () => {
    renderShell('/', makeUser());
    await waitFor(() => expect(gamesLoaded).toHaveBeenCalledTimes(1));
    // The remote's warm-up too: its request helper, so the picker's first request does not wait for it.
    await waitFor(() => expect(warmUp).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('picker')).not.toBeInTheDocument();
  });

  it('leaves it alone for a player who cannot bid (no Play button)', async () => {
    renderShell('/', makeUser({ status: '0' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('HOME');
    // Past the idle fallback (whenIdle: 200 ms where there is no requestIdleCallback, as in jsdom).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(() => vi.advanceTimersByTimeAsync(5_000));
    } finally {
      vi.useRealTimers();
    }
    expect(gamesLoaded).not.toHaveBeenCalled();
    expect(warmUp).not.toHaveBeenCalled();
  });
});
