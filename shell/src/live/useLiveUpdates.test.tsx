/**
 * The player's live stream as the player notices it: the header wallet, a
 * win's toast, home's cards and notice, the end of the session, and no stream
 * for a visitor or after logout (a fake EventSource plays the server).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Game, LiveEvent, UserInfo } from '@matka/shared';
import { LIVE_EVENT, selectLiveUp, sessionEnded } from '@matka/shared/client';
import { installFakeEventSource, type FakeEventSources } from '@matka/shared/testing';
import { registerTestRemote, resetTestRemotes } from '../../test/federationStub';
import { fakeApi, fakeManifest } from '../../test/fakeApi';
import { makeUser, renderShell } from '../../test/renderShell';
import { resetLoadedRemotesForTests } from '../remotes/loadRemote';
import { resetManifestForTests } from '../remotes/manifest';

const KALYAN: Game = {
  id: 1, games_name: 'KALYAN', open_pana: '***', open_digit: '*', close_digit: '*', close_pana: '***',
  open_time: '10:00 AM', close_time: '12:00 PM', game_status: '1', is_open: '1', open_session_open: true, close_session_open: true,
};

describe('the live stream in the shell', () => {
  let sources: FakeEventSources;
  let server: { user: UserInfo; games: Game[] };
  let api: ReturnType<typeof fakeApi>;

  beforeEach(() => {
    sources = installFakeEventSource();
    resetTestRemotes();
    resetManifestForTests();
    resetLoadedRemotesForTests();
    fakeManifest();
    registerTestRemote('history', async () => ({ default: { AllBids: () => <p>all bids</p> } }));
    registerTestRemote('auth', async () => ({ default: { Login: () => <p>login page</p> } }));
    server = { user: makeUser({ wallet: 1500 }), games: [KALYAN] };
    api = fakeApi({
      'get_profile.php': () => ({ success: '1', msg: '', data: server.user }),
      'get_games.php': () => ({ success: '1', msg: '', result: server.games }),
    });
  });
  afterEach(() => {
    api.restore();
    sources.restore();
    toast.remove();
  });

  const send = (event: LiveEvent) => act(async () => sources.latest().send(event));
  const connect = async (wallet: number) => {
    await waitFor(() => expect(sources.all).toHaveLength(1));
    await act(async () => sources.latest().open());
    await send({ type: 'hello', wallet });
  };
  const headerWallet = () => screen.getByTestId('header-wallet');

  it('moves the header wallet and says a win, on a page that is not home', async () => {
    const { store } = renderShell('/all-bid', server.user);
    await screen.findByText('all bids');
    await connect(1500);
    expect(sources.latest().url).toBe('/api/live');
    expect(selectLiveUp(store.getState(), 'player')).toBe(true);

    await send({ type: 'wallet', kind: 'win', amount: 950, count: 1, wallet: 2450, market: 'KALYAN' });
    expect(headerWallet()).toHaveTextContent('2450.00');
    expect(await screen.findByText('You won 950 points on KALYAN')).toBeInTheDocument();

    // A deposit approved: the balance moves, and nothing claims a win.
    await send({ type: 'wallet', kind: 'deposit', amount: 500, count: 1, wallet: 2950, market: null });
    expect(headerWallet()).toHaveTextContent('2950.00');
    expect(screen.queryByText(/You won 500/)).not.toBeInTheDocument();
  });

  it('takes the balance of the hello, which is the wallet when the stream (re)starts', async () => {
    renderShell('/all-bid', server.user);
    await screen.findByText('all bids');
    await connect(1720);
    expect(headerWallet()).toHaveTextContent('1720.00');
  });

  it("shows a result declared on home's card without a reload, and a new notice", async () => {
    renderShell('/', server.user);
    const card = await screen.findByRole('article', { name: 'KALYAN' });
    await connect(1500);
    const gamesCalls = () => api.calls.filter((call) => call.script === 'get_games.php').length;
    const before = gamesCalls();

    server.games = [{ ...KALYAN, open_pana: '128', open_digit: '1' }];
    await send({
      type: 'result', action: 'declared', market_id: 1, market: 'KALYAN', business_date: '2026-11-23', session: 'open', pana: '128', digit: '1',
    });
    expect(await within(card).findByText('128-1*-***')).toBeInTheDocument();
    expect(gamesCalls()).toBe(before + 1);

    server.user = { ...server.user, notification_head: 'Diwali timings from Monday' };
    await send({ type: 'notice', text: 'Diwali timings from Monday' });
    await waitFor(() => expect(screen.getByTestId('notice-text')).toHaveTextContent('Diwali timings from Monday'));
  });

  it('passes each event on to the remotes as a window event', async () => {
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<LiveEvent>).detail);
    window.addEventListener(LIVE_EVENT, listener);
    try {
      renderShell('/all-bid', server.user);
      await screen.findByText('all bids');
      await connect(1500);
      const closed: LiveEvent = { type: 'market', action: 'bidding_closed', market_id: 1, market: 'KALYAN', session: 'open', business_date: '2026-11-23' };
      await send(closed);
      expect(heard).toEqual([{ type: 'hello', wallet: 1500 }, closed]);
    } finally {
      window.removeEventListener(LIVE_EVENT, listener);
    }
  });

  it('sends the player to log in when the server says the session ended, and closes the stream', async () => {
    const { router, store } = renderShell('/all-bid', server.user);
    await screen.findByText('all bids');
    await connect(1500);
    await send({ type: 'ended' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(sources.latest().closed).toBe(true);
    expect(selectLiveUp(store.getState(), 'player')).toBe(false);
  });

  it('closes the stream at logout', async () => {
    const { store } = renderShell('/all-bid', server.user);
    await screen.findByText('all bids');
    await connect(1500);
    await act(async () => {
      store.dispatch(sessionEnded());
    });
    expect(sources.latest().closed).toBe(true);
    expect(selectLiveUp(store.getState(), 'player')).toBe(false);
    expect(sources.all).toHaveLength(1);
  });

  it('opens no stream for a visitor', async () => {
    renderShell('/Login');
    await screen.findByText('login page');
    expect(sources.all).toHaveLength(0);
  });
});
