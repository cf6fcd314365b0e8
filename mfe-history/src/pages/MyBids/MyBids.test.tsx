import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BidRecord } from '@matka/shared';
import { API_ACTIVITY_EVENT } from '@matka/shared/client';
import { fakeApi, reply } from '@matka/shared/testing';
import { deferred, makeBid, ok } from '../../../test/fixtures';
import { inHindi, makeUser, renderPage } from '../../../test/render';
import { selectBidFilter } from '../../state/historySlice';
import { MyBids } from './MyBids';

const PLAYER = makeUser({ phone_number: '9876543210' });

const BIDS: BidRecord[] = [
  makeBid({
    game_name: 'KALYAN', game_type: 'jodi_digit', session: 'Open', open_digit: '3', close_digit: '8',
    points_action: 50, status: 'pending', date: '2026-11-21 15:45:00', transaction_id: 'b1', rate: { min_value: 10, max_value: 900 },
  }),
  makeBid({
    game_name: 'MILAN DAY', game_type: 'single_pana', session: 'Close', open_digit: 'NA', close_pana: '128',
    points_action: 10, status: 'won', win_points: 1500, date: '2026-11-20 11:05:00', transaction_id: 'b2', rate: { min_value: 10, max_value: 1500 },
  }),
  makeBid({
    game_name: 'KALYAN', game_type: 'half_sangam', session: 'Open', open_digit: 'NA', open_pana: '137', close_digit: '4',
    points_action: 20, status: 'lost', date: '2026-11-19 09:00:00', transaction_id: 'b3',
  }),
  makeBid({
    game_name: 'KALYAN', game_type: 'single_digit_bulk', session: 'Close', open_digit: 'NA', close_digit: '9',
    points_action: 30, status: 'refunded', date: '2026-11-18 09:00:00', transaction_id: 'b4',
  }),
];

const BID_TABS = ['All', 'Pending', 'Won', 'Lost'];

/** get_bid_history.php as the server answers it: filtered by `status` and `market`, counted per market, every market named. */
function filteringServer(bids: BidRecord[]) {
  return (body: unknown) => {
    const { status, market } = body as { status?: string; market?: string };
    const inMarket = bids.filter((bid) => market === undefined || bid.game_name === market);
    const count = (wanted: string) => inMarket.filter((bid) => bid.status === wanted).length;
    return {
      success: '1', msg: '', next_cursor: null,
      result: inMarket.filter((bid) => status === undefined || bid.status === status),
      counts: { all: inMarket.length, pending: count('pending'), won: count('won'), lost: count('lost') },
      markets: [...new Set(bids.map((bid) => bid.game_name))],
    };
  };
}

const cards = () => within(screen.getByRole('list', { name: 'Bids' })).getAllByRole('listitem');
const card = (index: number) => within(cards()[index]!);

function countOverlay() {
  let started = 0;
  const listener = (event: Event) => {
    if ((event as CustomEvent<{ delta: number }>).detail.delta === 1) started += 1;
  };
  window.addEventListener(API_ACTIVITY_EVENT, listener);
  cleanups.push(() => window.removeEventListener(API_ACTIVITY_EVENT, listener));
  return () => started;
}
const cleanups: Array<() => void> = [];
afterEach(() => {
  cleanups.splice(0).forEach((undo) => undo());
});

describe('MyBids (/my-bid)', () => {
  it('speaks Hindi to a Hindi player: the heading, the result tabs with their counts, the cards and the filters', async () => {
    await inHindi();
    fakeApi({ bidHistory: filteringServer(BIDS) });
    const { user } = renderPage(<MyBids />, { path: '/my-bid', user: PLAYER });
    expect(screen.getByRole('heading', { name: 'बोली इतिहास' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'बोलियाँ' });
    const hindiCard = (index: number) => within(within(list).getAllByRole('listitem')[index]!);
    const tabs = within(screen.getByRole('group', { name: 'नतीजे से छाँटें' })).getAllByRole('button');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['सभी4', 'बाकी1', 'जीती1', 'हारी1']);
    expect(screen.getByText('4 बोलियाँ')).toBeTruthy();
    expect(hindiCard(0).getByText('जोड़ी · ओपन')).toBeTruthy();
    expect(hindiCard(1).getByText('सिंगल पाना · क्लोज़')).toBeTruthy();
    expect(hindiCard(1).getByText('जीत')).toBeTruthy();
    expect(hindiCard(0).getByText('21 नव॰ 2026, 3:45 pm')).toBeTruthy();
    expect(screen.getByLabelText('मार्केट')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('मार्केट'), 'MILAN DAY');
    await user.click(screen.getByRole('button', { name: /^हारी/ }));
    expect(await screen.findByText('MILAN DAY में कोई हारी हुई बोली नहीं।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सभी बोलियाँ दिखाएँ' })).toBeTruthy();
  });

  it("asks for this player's bids and shows them newest first as cards", async () => {
    const api = fakeApi({ bidHistory: ok('result', BIDS) });
    renderPage(<MyBids />, { path: '/my-bid', user: PLAYER });
    expect(screen.getByRole('heading', { name: 'Bid History' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Bids' });
    expect(api.callsTo('bidHistory').map((call) => call.body)).toEqual([{ phone_number: '9876543210' }]);

    expect(cards().map((item) => within(item).getByRole('heading').textContent)).toEqual(['KALYAN', 'MILAN DAY', 'KALYAN', 'KALYAN']);
    expect(card(0).getByText('Jodi Digit · Open')).toBeTruthy();
    expect(card(0).getByText('38')).toBeTruthy();
    expect(card(0).getByText('50')).toBeTruthy();
    expect(card(0).getByText('Pending')).toBeTruthy();
    expect(card(0).getByText('21 Nov 2026, 3:45 PM')).toBeTruthy();

    expect(card(1).getByText('Single Pana · Close')).toBeTruthy();
    expect(card(1).getByText('128')).toBeTruthy();
    expect(card(1).getByText('Won')).toBeTruthy();
    expect(card(1).getByText('+1,500').className).toContain('amount-credit');

    expect(card(2).getByText('Half Sangam · Open')).toBeTruthy();
    expect(card(2).getByText('137-4')).toBeTruthy();
    expect(card(2).getByText('Lost')).toBeTruthy();

    expect(card(3).getByText('Single Digit Bulk · Close')).toBeTruthy();
    expect(card(3).getByText('9')).toBeTruthy();
    expect(card(3).getByText('Refunded')).toBeTruthy();
    expect(card(3).getByText('+30')).toBeTruthy();
  });

  it('shows each bid with the rate it was placed at, the one it is paid at', async () => {
    fakeApi({ bidHistory: ok('result', BIDS) });
    renderPage(<MyBids />, { path: '/my-bid', user: PLAYER });
    await screen.findByRole('list', { name: 'Bids' });
    const rateOf = (index: number) => card(index).getByText('Rate').nextElementSibling?.textContent;
    expect([0, 1, 2, 3].map(rateOf)).toEqual(['10 KA 900', '10 KA 1500', '10 KA 95', '10 KA 95']);
  });

  it("says exactly 'No Bid History Found.' when there are no bids", async () => {
    fakeApi({ bidHistory: ok('result', []) });
    renderPage(<MyBids />, { path: '/my-bid', user: PLAYER });
    const empty = await screen.findByText('No Bid History Found.');
    expect(empty.textContent).toBe('No Bid History Found.');
    expect(screen.queryByRole('list', { name: 'Bids' })).toBeNull();
  });

  it('filters by result on the server and keeps the filter in the store', async () => {
    const api = fakeApi({ bidHistory: filteringServer(BIDS) });
    const { user, store } = renderPage(<MyBids />, { path: '/my-bid', user: PLAYER });
    await screen.findByRole('list', { name: 'Bids' });
    const filters = within(screen.getByRole('group', { name: 'Filter by result' }));
    expect(filters.getByRole('button', { name: /^All/ }).getAttribute('aria-pressed')).toBe('true');
    expect(filters.getByRole('button', { name: /^Lost/ }).textContent).toBe('Lost1');

    await user.click(filters.getByRole('button', { name: /^Won/ }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(card(0).getByRole('heading').textContent).toBe('MILAN DAY');
    expect(filters.getByRole('button', { name: /^Won/ }).getAttribute('aria-pressed')).toBe('true');
    expect(selectBidFilter(store.getState())).toEqual({ status: 'won', market: null });
    expect(api.callsTo('bidHistory').at(-1)?.body).toEqual({ phone_number: '9876543210', status: 'won' });

    await user.click(filters.getByRole('button', { name: /^Pending/ }));
    await waitFor(() => expect(cards().map((item) => within(item).getByText(/·/).textContent)).toEqual(['Jodi Digit · Open']));

    await user.click(filters.getByRole('button', { name: /^All/ }));
    await waitFor(() => expect(cards()).toHaveLength(4));
  });

  it('counts every bid the server holds, not the page loaded: older wins are one tap away', async () => {
    const firstPage = BIDS.slice(0, 1);
    const api = fakeApi({
      bidHistory: (body) => ((body as { status?: string }).status === 'won'
        ? { success: '1', msg: '', result: [BIDS[1]], next_cursor: null, counts: { all: 134, pending: 128, won: 4, lost: 2 }, markets: ['KALYAN', 'MILAN DAY'] }
        : { success: '1', msg: '', result: firstPage, next_cursor: '99', counts: { all: 134, pending: 128, won: 4, lost: 2 }, markets: ['KALYAN', 'MILAN DAY'] }),
    });
    const { user } = renderPage(<MyBids />, { path: '/my-bid', user: PLAYER });
    await screen.findByRole('list', { name: 'Bids' });
    const filters = within(screen.getByRole('group', { name: 'Filter by result' }));
    expect(BID_TABS.map((name) => filters.getByRole('button', { name: new RegExp(`^${name}`) }).textContent)).toEqual(['All134', 'Pending128', 'Won4', 'Lost2']);
    expect(screen.getByText('134 bids')).toBeTruthy();
    await user.click(filters.getByRole('button', { name: /^Won/ }));
    expect(await screen.findByText('4 bids')).toBeTruthy();
    expect(api.callsTo('bidHistory').at(-1)?.body).toEqual({ phone_number: '9876543210', status: 'won' });
  });

  it('narrows to one market on the server, and offers a way back from an empty filter', async () => {
    const api = fakeApi({ bidHistory: filteringServer(BIDS) });
    const { user } = renderPage(<MyBids />, { path: '/my-bid', user: PLAYER });
    await screen.findByRole('list', { name: 'Bids' });
    await user.selectOptions(screen.getByLabelText('Market'), 'MILAN DAY');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(api.callsTo('bidHistory').at(-1)?.body).toEqual({ phone_number: '9876543210', market: 'MILAN DAY' });
    await user.click(screen.getByRole('button', { name: /^Lost/ }));
    expect(await screen.findByText(/No lost bids in MILAN DAY\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all bids' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
  });

  it('offers no market choice while every bid is in one market', async () => {
    fakeApi({ bidHistory: ok('result', [makeBid({ game_name: 'KALYAN' }), makeBid({ game_name: 'KALYAN' })]) });
    renderPage(<MyBids />, { path: '/my-bid', user: PLAYER });
    await screen.findByRole('list', { name: 'Bids' });
    expect(screen.queryByLabelText('Market')).toBeNull();
    expect(screen.getAllByText('KALYAN')).toHaveLength(2);
  });

  it('shows the last list at once when the player comes back, refreshing it without the overlay', async () => {
    fakeApi({ bidHistory: ok('result', BIDS) });
    const overlays = countOverlay();
    const first = renderPage(<MyBids />, { path: '/my-bid', user: PLAYER });
    await screen.findByRole('list', { name: 'Bids' });
    expect(overlays()).toBe(1);
    first.unmount();

    const fresh = deferred<unknown>();
    fakeApi({ bidHistory: () => fresh.promise });
    renderPage(<MyBids />, { path: '/my-bid', store: first.store });
    expect(cards()).toHaveLength(4);
    expect(screen.getByText('Refreshing…')).toBeTruthy();
    fresh.resolve({ success: '1', msg: '', result: [makeBid({ game_name: 'SRIDEVI', transaction_id: 'new' }), ...BIDS] });
    expect(await screen.findByRole('heading', { name: 'SRIDEVI' })).toBeTruthy();
    expect(cards()).toHaveLength(5);
    expect(overlays()).toBe(1);
  });

  it("shows the server's message and loads on Retry", async () => {
    let failing = true;
    fakeApi({
      bidHistory: () => (failing ? reply(500, { success: '0', msg: 'History is resting, try again.' }) : { success: '1', msg: '', result: BIDS }),
    });
    const { user } = renderPage(<MyBids />, { path: '/my-bid', user: PLAYER });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('History is resting, try again.')).toBeTruthy();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Bids' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a loading skeleton until the list arrives', async () => {
    const pending = deferred<unknown>();
    fakeApi({ bidHistory: () => pending.promise });
    renderPage(<MyBids />, { path: '/my-bid', user: PLAYER });
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    pending.resolve({ success: '1', msg: '', result: BIDS });
    await screen.findByRole('list', { name: 'Bids' });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
