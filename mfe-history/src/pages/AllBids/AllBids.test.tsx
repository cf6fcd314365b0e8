import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBid, makeRequest, onePage } from '../../../test/fixtures';
import { createHistoryStore, makeUser, renderPage } from '../../../test/render';
import { historyApi } from '../../state/historyApi';
import { AllBids } from './AllBids';

const PLAYER = makeUser({ phone_number: '9876543210' });

describe('AllBids (/all-bid)', () => {
  it('offers the four histories as links to their routes', () => {
    renderPage(<AllBids />, { path: '/all-bid', user: PLAYER });
    expect(screen.getByRole('heading', { name: 'All Bids' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Histories' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/my-bid', '/request_history', '/fund_histry/APPROVED_DEPOSITE', '/fund_histry/APPROVED_WITHDRAWAL',
    ]);
    expect(screen.getByRole('link', { name: /Bid History/ }).getAttribute('href')).toBe('/my-bid');
    expect(screen.getByRole('link', { name: /Fund Request History/ }).getAttribute('href')).toBe('/request_history');
    expect(screen.getByRole('link', { name: /Approved Credit History/ }).getAttribute('href')).toBe('/fund_histry/APPROVED_DEPOSITE');
    expect(screen.getByRole('link', { name: /Approved Debit History/ }).getAttribute('href')).toBe('/fund_histry/APPROVED_WITHDRAWAL');
  });

  it('navigates with the router when a row is tapped', async () => {
    const { user, router } = renderPage(<AllBids />, { path: '/all-bid', user: PLAYER });
    await user.click(screen.getByRole('link', { name: /Bid History/ }));
    expect(screen.getByTestId('landed').textContent).toBe('/my-bid');
    expect(router.state.location.pathname).toBe('/my-bid');
  });

  it("hands the shell its 'history' slice and api slice for the one store", async () => {
    const { storeParts } = await import('../../pages');
    expect(storeParts.map((part) => part.reducerPath)).toEqual(['history', 'historyApi']);
    const { store } = renderPage(<AllBids />, { path: '/all-bid', user: PLAYER });
    expect(Object.keys(store.getState())).toEqual(expect.arrayContaining(['session', 'history', 'historyApi']));
  });

  it('shows pending bids and requests in process from what this player last fetched', () => {
    const store = createHistoryStore(PLAYER);
    store.dispatch(historyApi.util.upsertQueryEntries([
      {
        endpointName: 'getBidHistory', arg: { phone_number: PLAYER.phone_number },
        value: onePage([makeBid({ status: 'pending' }), makeBid({ status: 'pending' }), makeBid({ status: 'won' })]),
      },
      {
        endpointName: 'getRequestHistory', arg: { phone_number: PLAYER.phone_number, type: 'ALL_FUND_HISTROY' },
        value: onePage([makeRequest({ status: '0' }), makeRequest({ status: '1' })]),
      },
    ]));
    renderPage(<AllBids />, { path: '/all-bid', store });
    expect(within(screen.getByRole('link', { name: /Bid History/ })).getByText('2 pending')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Fund Request History/ })).getByText('1 in process')).toBeTruthy();
  });

  it("shows no counts from another player's lists", () => {
    const store = createHistoryStore(PLAYER);
    store.dispatch(historyApi.util.upsertQueryEntries([
      { endpointName: 'getBidHistory', arg: { phone_number: '9000000000' }, value: onePage([makeBid({ status: 'pending' })]) },
    ]));
    renderPage(<AllBids />, { path: '/all-bid', store });
    expect(screen.queryByText(/pending/)).toBeNull();
  });
});
