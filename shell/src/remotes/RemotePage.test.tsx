import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectUser, useShellSelector } from '@matka/shared/client';
import { registerTestRemote, remoteConfigOf, resetTestRemotes } from '../../test/federationStub';
import { fakeApi, fakeManifest } from '../../test/fakeApi';
import { makeUser, renderShell } from '../../test/renderShell';
import { resetManifestForTests } from './manifest';
import { resetLoadedRemotesForTests } from './loadRemote';

function AllBidsFromRemote() {
  const user = useShellSelector(selectUser);
  const navigate = useNavigate();
  return (
    <div>
      <p>Bids of {user?.phone_number}</p>
      <button type="button" onClick={() => navigate('/my-bid')}>Bid History</button>
    </div>
  );
}
const MyBidsFromRemote = () => <p>My bids page</p>;

describe('loading a remote', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    resetTestRemotes();
    resetManifestForTests();
    resetLoadedRemotesForTests();
    fakeManifest();
    api = fakeApi();
  });
  afterEach(() => api.restore());

  it('loads the remote named by the route, at the URL from the manifest', async () => {
    registerTestRemote('history', async () => ({ default: { AllBids: AllBidsFromRemote, MyBids: MyBidsFromRemote } }));
    renderShell('/all-bid', makeUser());
    expect(await screen.findByText('Bids of 9876543210')).toBeInTheDocument();
    expect(remoteConfigOf('history')).toMatchObject({ url: 'http://remote.test/history/assets/remoteEntry.js', format: 'esm' });
  });

  it("lets a remote read the shell's session and navigate with the shell's router", async () => {
    registerTestRemote('history', async () => ({ default: { AllBids: AllBidsFromRemote, MyBids: MyBidsFromRemote } }));
    const { router } = renderShell('/all-bid', makeUser());
    await userEvent.click(await screen.findByRole('button', { name: 'Bid History' }));
    expect(await screen.findByText('My bids page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-bid');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bid History');
  });

  it('keeps the chrome and offers Retry when a remote is down, then loads it on Retry', async () => {
    renderShell('/all-bid', makeUser());
    expect(await screen.findByText('History and charts is unavailable right now')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Bids');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    registerTestRemote('history', async () => ({ default: { AllBids: AllBidsFromRemote, MyBids: MyBidsFromRemote } }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bids of 9876543210')).toBeInTheDocument();
    expect(remoteConfigOf('history')).toMatchObject({ url: 'http://remote.test/history/assets/remoteEntry.js?attempt=1' });
  });

  it('renders a page of a remote already here without suspending, as the first screen needs (no Loading… in between)', async () => {
    registerTestRemote('history', async () => ({ default: { AllBids: AllBidsFromRemote, MyBids: MyBidsFromRemote } }));
    const { router } = renderShell('/all-bid', makeUser());
    await screen.findByText('Bids of 9876543210');
    const shown: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) shown.push(node.textContent ?? '');
    });
    watch.observe(document.body, { childList: true, subtree: true });
    await act(() => router.navigate('/my-bid'));
    watch.disconnect();
    // A page that suspends shows "Loading…"; on the first screen React then holds it back 300 ms (app/firstScreen.ts).
    expect(screen.getByText('My bids page')).toBeInTheDocument();
    expect(shown.filter((text) => text.includes('Loading…'))).toEqual([]);
  });

  it('says so when the manifest itself cannot be fetched', async () => {
    globalThis.fetch = (async () => new Response('nope', { status: 503 })) as typeof fetch;
    renderShell('/all-bid', makeUser());
    expect(await screen.findByText(/manifest could not be loaded \(HTTP 503\)/)).toBeInTheDocument();
  });

  it('keeps other features working when one remote is down', async () => {
    registerTestRemote('games', async () => ({ default: { GameRates: () => <p>Rates table</p> } }));
    const { router } = renderShell('/all-bid', makeUser());
    expect(await screen.findByText('History and charts is unavailable right now')).toBeInTheDocument();
    await router.navigate('/game-rates');
    await waitFor(() => expect(screen.getByText('Rates table')).toBeInTheDocument());
  });
});
