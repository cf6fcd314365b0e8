// @vitest-environment jsdom
/**
 * How the player app's api slices behave together in the one store: the
 * overlay rule of the base query, a change announced by one slice reaching
 * another's cache, and a session change emptying every cache.
 */
import { createApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fakeApi.js';
import { playerApiBase } from './baseQuery.js';
import { API_ACTIVITY_EVENT, type ApiActivityDetail } from './events.js';
import { http } from './http.js';
import { announceChanges, apiStorePart } from './serverData.js';
import { profileApi } from './profileApi.js';
import { sessionEnded, sessionStarted, type SessionState } from './session.js';
import { createPlayerStore } from './store.js';
import type { UserInfo } from '../api/types.js';

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const PLAYER = { phone_number: '9876543210', name: 'Asha', wallet: 500 } as UserInfo;

/** Two remotes' slices: one lists bids, the other places them. */
const historyApi = createApi({
  ...playerApiBase('historyProbe'),
  endpoints: (build) => ({
    bids: build.query<unknown[], string>({
      query: (phone_number) => ({ endpoint: 'bidHistory', body: { phone_number } }),
      transformResponse: (response: { result: unknown[] }) => response.result,
      providesTags: ['BidHistory'],
    }),
  }),
});
const gamesApi = createApi({
  ...playerApiBase('gamesProbe'),
  endpoints: (build) => ({
    placeBid: build.mutation<unknown, void>({
      query: () => ({ endpoint: 'placeBid', body: {} }),
      onQueryStarted: announceChanges(['BidHistory', 'Profile']),
    }),
    logOut: build.mutation<unknown, void>({
      query: () => ({ endpoint: 'logout', body: {}, allowFailure: true }),
      extraOptions: { silent: true, outlivesSession: true },
    }),
  }),
});

function storeWith(session: SessionState = { user: PLAYER }) {
  return createPlayerStore({ session, parts: [apiStorePart(profileApi), apiStorePart(historyApi), apiStorePart(gamesApi)] });
}

function countOverlays() {
  const starts: number[] = [];
  const listener = (event: Event) => {
    if ((event as CustomEvent<ApiActivityDetail>).detail.delta === 1) starts.push(1);
  };
  window.addEventListener(API_ACTIVITY_EVENT, listener);
  return () => {
    window.removeEventListener(API_ACTIVITY_EVENT, listener);
    return starts.length;
  };
}

describe('the api slices of the player app', () => {
  it('show the overlay for a first load, not for the profile, nor for a refresh of what is on screen', async () => {
    fakeApi({
      bidHistory: () => ({ success: '1', msg: '', result: [1] }),
      profile: () => ({ success: '1', msg: '', data: { ...PLAYER, wallet: 700 } }),
    });
    const store = storeWith();
    const overlays = countOverlays();
    const bids = store.dispatch(historyApi.endpoints.bids.initiate(PLAYER.phone_number));
    await bids;
    const profile = store.dispatch(profileApi.endpoints.getProfile.initiate(PLAYER.phone_number));
    await profile;
    await bids.refetch();
    expect(overlays()).toBe(1);
    // The fresh profile became the session.
    expect(store.getState().session.user?.wallet).toBe(700);
    bids.unsubscribe();
    profile.unsubscribe();
  });

  it("refetch another remote's list and the profile once a mutation announces it changed them", async () => {
    let bids: unknown[] = ['old'];
    const api = fakeApi({
      bidHistory: () => ({ success: '1', msg: '', result: bids }),
      profile: () => ({ success: '1', msg: '', data: { ...PLAYER, wallet: 480 } }),
      placeBid: () => ({ success: '1', msg: 'Bid placed' }),
    });
    const store = storeWith();
    const list = store.dispatch(historyApi.endpoints.bids.initiate(PLAYER.phone_number));
    const profile = store.dispatch(profileApi.endpoints.getProfile.initiate(PLAYER.phone_number));
    await Promise.all([list, profile]);
    bids = ['old', 'new'];

    await store.dispatch(gamesApi.endpoints.placeBid.initiate());
    await expect.poll(() => historyApi.endpoints.bids.select(PLAYER.phone_number)(store.getState() as never).data).toEqual(['old', 'new']);
    expect(api.callsTo('profile')).toHaveLength(2);
    expect(store.getState().session.user?.wallet).toBe(480);
    list.unsubscribe();
    profile.unsubscribe();
  });

  it('announce nothing when the mutation fails', async () => {
    let placed = false;
    const api = fakeApi({
      bidHistory: () => ({ success: '1', msg: '', result: [] }),
      placeBid: () => (placed ? { success: '1', msg: 'Bid placed' } : { success: '0', msg: 'Insufficient Balance' }),
    });
    const store = storeWith();
    const list = store.dispatch(historyApi.endpoints.bids.initiate(PLAYER.phone_number));
    await list;
    const outcome = await store.dispatch(gamesApi.endpoints.placeBid.initiate());
    expect('error' in outcome && outcome.error).toMatchObject({ message: 'Insufficient Balance' });

    // A bid that succeeds next is the marker: its one refetch comes after anything the failure set off.
    placed = true;
    await store.dispatch(gamesApi.endpoints.placeBid.initiate());
    const listState = () => historyApi.endpoints.bids.select(PLAYER.phone_number)(store.getState() as never);
    await expect.poll(() => api.callsTo('bidHistory').length > 1 && listState().status === 'fulfilled').toBe(true);
    expect(api.callsTo('bidHistory')).toHaveLength(2);
    list.unsubscribe();
  });

  it("empty every cache when a session ends or another starts, so no player sees another's data", async () => {
    fakeApi({ bidHistory: () => ({ success: '1', msg: '', result: ['mine'] }) });
    const store = storeWith();
    await store.dispatch(historyApi.endpoints.bids.initiate(PLAYER.phone_number, { subscribe: false }));
    const cached = () => historyApi.endpoints.bids.select(PLAYER.phone_number)(store.getState() as never).data;
    expect(cached()).toEqual(['mine']);
    store.dispatch(sessionEnded());
    expect(cached()).toBeUndefined();

    await store.dispatch(historyApi.endpoints.bids.initiate(PLAYER.phone_number, { subscribe: false }));
    store.dispatch(sessionStarted({ ...PLAYER, phone_number: '9000000000' }));
    expect(cached()).toBeUndefined();
  });

  it('send logout.php although the session ends in the same moment (which aborts every running request)', async () => {
    const api = fakeApi({ logout: () => ({ success: '1', msg: '' }) });
    const store = storeWith();
    void store.dispatch(gamesApi.endpoints.logOut.initiate());
    store.dispatch(sessionEnded());
    await expect.poll(() => api.callsTo('logout')).toHaveLength(1);
  });

  it('drop a profile answer that arrives after the session ended', async () => {
    let answer: (value: unknown) => void = () => {};
    fakeApi({ profile: () => new Promise((resolve) => { answer = resolve; }) });
    const store = storeWith();
    const pending = store.dispatch(profileApi.endpoints.getProfile.initiate(PLAYER.phone_number, { subscribe: false }));
    store.dispatch(sessionEnded());
    answer({ success: '1', msg: '', data: PLAYER });
    await pending;
    expect(store.getState().session.user).toBeNull();
  });

  it('hand over the same part once: a remote loaded again keeps its state', () => {
    const store = storeWith();
    store.injectParts([apiStorePart(historyApi)]);
    expect(Object.keys(store.getState())).toEqual(['session', 'live', 'profileApi', 'historyProbe', 'gamesProbe']);
  });
});
