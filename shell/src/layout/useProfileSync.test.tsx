import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ACTIVITY_EVENT, type ApiActivityDetail } from '@matka/shared/client';
import { installFakeEventSource } from '@matka/shared/testing';
import { registerTestRemote, resetTestRemotes } from '../../test/federationStub';
import { fakeApi, fakeManifest } from '../../test/fakeApi';
import { makeUser, renderShell } from '../../test/renderShell';
import { resetLoadedRemotesForTests } from '../remotes/loadRemote';
import { resetManifestForTests } from '../remotes/manifest';
import { PROFILE_POLL_MS } from './useProfileSync';

/** RTK Query cache entries still pending, across every API slice in the store. */
function queriesInFlight(state: unknown): number {
  const slices = Object.values(state as Record<string, { queries?: Record<string, { status?: string } | undefined> }>);
  return slices.flatMap((slice) => Object.values(slice?.queries ?? {})).filter((entry) => entry?.status === 'pending').length;
}

describe('the header wallet on every page (the profile followed by the shell)', () => {
  let wallet: number;
  let api: ReturnType<typeof fakeApi>;
  let overlays: number;
  const onActivity = (event: Event) => {
    if ((event as CustomEvent<ApiActivityDetail>).detail.delta === 1) overlays += 1;
  };

  beforeEach(() => {
    resetTestRemotes();
    resetManifestForTests();
    resetLoadedRemotesForTests();
    fakeManifest();
    registerTestRemote('history', async () => ({ default: { AllBids: () => <p>all bids</p>, MyBids: () => <p>my bids</p> } }));
    wallet = 1500;
    api = fakeApi({ 'get_profile.php': () => ({ success: '1', msg: '', data: makeUser({ wallet }) }) });
    overlays = 0;
    window.addEventListener(API_ACTIVITY_EVENT, onActivity);
  });
  afterEach(() => {
    window.removeEventListener(API_ACTIVITY_EVENT, onActivity);
    api.restore();
  });

  const profileCalls = () => api.calls.filter((call) => call.script === 'get_profile.php').length;

  it('fetches the profile when the app opens on any page, silently', async () => {
    wallet = 1750;
    renderShell('/all-bid', makeUser({ wallet: 1500 }));
    await waitFor(() => expect(screen.getByTestId('header-wallet')).toHaveTextContent('1750.00'));
    expect(profileCalls()).toBe(1);
    expect(overlays).toBe(0);
  });

  it('shows a win settled meanwhile on the next page change', async () => {
    const { router } = renderShell('/all-bid', makeUser({ wallet: 1500 }));
    await screen.findByText('all bids');
    await waitFor(() => expect(profileCalls()).toBe(1));

    // The operator declares a result; the player's bid won 950 points.
    wallet = 2450;
    await act(() => router.navigate('/my-bid'));
    await screen.findByText('my bids');
    await waitFor(() => expect(screen.getByTestId('header-wallet')).toHaveTextContent('2450.00'));
    expect(profileCalls()).toBe(2);
    expect(overlays).toBe(0);
  });

  it('asks once more per page change, not more', async () => {
    const { router, store } = renderShell('/all-bid', makeUser());
    await screen.findByText('all bids');
    await waitFor(() => expect(profileCalls()).toBe(1));
    await act(() => router.navigate('/my-bid'));
    await screen.findByText('my bids');
    await act(() => router.navigate('/all-bid'));
    await screen.findByText('all bids');
    await waitFor(() => expect(profileCalls()).toBe(3));
    // The third answer is in and no query is in flight: a page change that asked twice, or an
    // answer that asked again, would have asked by now.
    await waitFor(() => expect(queriesInFlight(store.getState())).toBe(0));
    expect(profileCalls()).toBe(3);
  });

  it('stops the minute poll while the live stream is up, and polls again while it is down', async () => {
    const sources = installFakeEventSource();
    try {
      renderShell('/all-bid', makeUser({ wallet: 1500 }));
      await screen.findByText('all bids');
      await waitFor(() => expect(profileCalls()).toBe(1));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      await act(async () => sources.latest().open());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PROFILE_POLL_MS * 2);
      });
      expect(profileCalls()).toBe(1);

      wallet = 2450;
      await act(async () => sources.latest().refuse());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PROFILE_POLL_MS + 500);
      });
      await waitFor(() => expect(screen.getByTestId('header-wallet')).toHaveTextContent('2450.00'));
      expect(profileCalls()).toBe(2);
    } finally {
      vi.useRealTimers();
      sources.restore();
    }
  });

  it('asks nothing for a visitor', async () => {
    renderShell('/Login');
    await waitFor(() => expect(screen.queryByTestId('header-wallet')).not.toBeInTheDocument());
    expect(profileCalls()).toBe(0);
  });
});
