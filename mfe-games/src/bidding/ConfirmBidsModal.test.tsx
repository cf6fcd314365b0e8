import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG, RATE_TEXT, type Rate } from '@matka/shared';
import { NETWORK_DOWN, fakeApi, type FakeBody } from '@matka/shared/testing';
import { inHindi, makeUser, renderPage } from '../../test/render';
import { ConfirmBidsModal } from './ConfirmBidsModal';
import { newDraftBid, singleNumberBid, type DraftBid } from './draft';

const BIDS: DraftBid[] = [
  singleNumberBid('single_digit', 'Open', '5', 10),
  singleNumberBid('jodi_digit', 'Open', '27', 20),
  singleNumberBid('single_pana', 'Close', '128', 30),
];

interface Pending { body: FakeBody; answer(body: unknown): Promise<void> }

/** set_bid_new.php answering only when the test says so, to watch each status in turn. */
function heldPlaceBid() {
  const pending: Pending[] = [];
  const api = fakeApi({
    placeBid: (body) => new Promise((resolve) => {
      pending.push({ body, answer: (reply) => act(async () => { resolve(reply); }) });
    }),
  });
  return { api, pending };
}

function setup(bids: readonly DraftBid[] = BIDS, rates?: readonly Rate[]) {
  const onPlaced = vi.fn();
  const onAllPlaced = vi.fn();
  const onClose = vi.fn();
  const view = renderPage(
    <ConfirmBidsModal gameName="KALYAN MORNING" bids={bids} rates={rates} onPlaced={onPlaced} onAllPlaced={onAllPlaced} onClose={onClose} />,
    { route: '/game_type_single/:gameName/:gameType', path: '/game_type_single/KALYAN_MORNING/single_digit', user: makeUser({ wallet: 500 }) },
  );
  const statuses = () => screen.getAllByTestId('bid-status').map((status) => status.textContent);
  const figure = (id: string) => screen.getByTestId(id).textContent;
  return { ...view, onPlaced, onAllPlaced, onClose, statuses, figure };
}

const sentBid = (body: FakeBody) => {
  const list = JSON.parse(String(body.bids)) as unknown[];
  expect(list).toHaveLength(1);
  return list[0] as Record<string, unknown>;
};

describe('ConfirmBidsModal', () => {
  it('speaks Hindi to a Hindi player: title, game types, sessions, totals, balances, the notice and the buttons', async () => {
    await inHindi();
    const { user, statuses } = setup(BIDS, [{ type: 'Single Digit', min_value: 10, max_value: 95 }]);
    const dialog = screen.getByRole('dialog', { name: 'अपनी बोलियाँ कन्फ़र्म करें' });
    const rows = within(within(dialog).getByRole('list', { name: 'बोलियाँ' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '5सिंगल अंकओपनजीत 9510 पॉइंटहोल्ड',
      '27जोड़ीओपन20 पॉइंटहोल्ड',
      '128सिंगल पानाक्लोज़30 पॉइंटहोल्ड',
    ]);
    for (const label of ['कुल बोलियाँ', 'कुल पॉइंट', 'पहले का बैलेंस', 'बाद का बैलेंस']) expect(within(dialog).getByText(label)).toBeTruthy();
    expect(screen.getByText('एक बार लगाई गई बोली रद्द नहीं होगी', { exact: false })).toBeTruthy();
    expect(screen.queryByText(MSG.bidNotice)).toBeNull();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeTruthy();

    const { pending } = heldPlaceBid();
    await user.click(screen.getByRole('button', { name: 'सबमिट करें' }));
    expect(statuses()).toEqual(['लग रही है...', 'होल्ड', 'होल्ड']);
    await pending[0]!.answer({ success: '0', msg: 'Insufficient Balance' });
    expect(statuses()[0]).toBe('बैलेंस कम है'); // a server text the catalogs know, found by its English
    await pending[1]!.answer({ success: '0', msg: 'Bids are paused for a moment' });
    expect(statuses()[1]).toBe('Bids are paused for a moment'); // one they do not: the server's words as sent
  });

  it('lists the bids with totals, balances and the notice', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Confirm Your Bids' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const rows = within(within(dialog).getByRole('list', { name: 'Bids' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '5Single DigitOpen10 ptsHOLD',
      '27Jodi DigitOpen20 ptsHOLD',
      '128Single PanaClose30 ptsHOLD',
    ]);
    expect(screen.getByTestId('total-bids').textContent).toBe('3');
    expect(screen.getByTestId('total-points').textContent).toBe('60');
    expect(screen.getByTestId('balance-before').textContent).toBe('500.00');
    expect(screen.getByTestId('balance-after').textContent).toBe('440.00');
    expect(screen.getByText(MSG.bidNotice)).toBeTruthy();
    // No rates known: no forecast of a win, and no note about it.
    expect(screen.queryAllByTestId('bid-wins')).toEqual([]);
    expect(screen.queryByText(RATE_TEXT.confirmNote)).toBeNull();
  });

  it('shows what each bid would pay at the rates the client has, points × max ÷ min rounded down, and that the placing rate decides', () => {
    const rates: Rate[] = [
      { type: 'Single Digit', min_value: 10, max_value: 95 },
      { type: 'Single Pana', min_value: 10, max_value: 1500 },
      { type: 'Half Sangam', min_value: 3, max_value: 1000 },
    ];
    setup([
      singleNumberBid('single_digit', 'Open', '5', 15),
      singleNumberBid('jodi_digit', 'Open', '27', 20),
      singleNumberBid('single_pana', 'Close', '128', 30),
      newDraftBid('half_sangam', 'Open', { openPana: null, openDigit: '4', closePana: '370', closeDigit: null }, 10),
    ], rates);
    const rows = within(screen.getByRole('list', { name: 'Bids' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '5Single DigitOpenWins 14215 ptsHOLD', // 15 × 95 ÷ 10 = 142.5
      '27Jodi DigitOpen20 ptsHOLD', // no Jodi Digit rate known: nothing shown
      '128Single PanaCloseWins 450030 ptsHOLD',
      '4-370Half SangamOpenWins 333310 ptsHOLD', // 10 × 1000 ÷ 3 = 3333.3
    ]);
    expect(screen.getByText(RATE_TEXT.confirmNote)).toBeTruthy();
  });

  it('places the bids one at a time, in order; a failure in the middle keeps the modal open for a retry', async () => {
    const { pending, api } = heldPlaceBid();
    const { user, statuses, onPlaced, onAllPlaced, onClose, store, figure } = setup();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(statuses()).toEqual(['LOADING...', 'HOLD', 'HOLD']);
    expect(pending).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Submitting…' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);

    await pending[0]!.answer({ success: '1', msg: 'Bid Placed Successfully', Remaining_user_balance: 490 });
    expect(statuses()).toEqual(['Success', 'LOADING...', 'HOLD']);
    expect(store.getState().session.user?.wallet).toBe(490);
    expect(pending).toHaveLength(2);

    // Escape does not abandon bids in flight.
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    await pending[1]!.answer({ success: '0', msg: 'Insufficient Balance' });
    expect(statuses()).toEqual(['Success', 'Insufficient Balance', 'LOADING...']);
    expect(pending).toHaveLength(3);

    await pending[2]!.answer({ success: '1', msg: 'Bid Placed Successfully', Remaining_user_balance: 460 });
    expect(statuses()).toEqual(['Success', 'Insufficient Balance', 'Success']);
    expect(store.getState().session.user?.wallet).toBe(460);

    // Calls went in order, one bid each, urlencoded with the bid's own transaction id.
    expect(api.callsTo('placeBid').map((call) => call.encoding)).toEqual(['urlencoded', 'urlencoded', 'urlencoded']);
    expect(pending.map((call) => sentBid(call.body).transaction_id)).toEqual(BIDS.map((bid) => bid.transaction_id));
    expect(sentBid(pending[1]!.body)).toEqual({
      phone_number: '9876543210', game_name: 'KALYAN MORNING', game_type: 'jodi_digit', session: 'Open',
      open_pana: 'NA', open_digit: '2', close_pana: 'NA', close_digit: '7', points_action: 20,
      transaction_id: BIDS[1]!.transaction_id,
    });
    expect(sentBid(pending[2]!.body)).toMatchObject({ session: 'Close', open_pana: 'NA', close_pana: '128', open_digit: 'NA', close_digit: 'NA' });

    // The placed bids leave the page's list; nothing navigates; what is left is the failed bid.
    expect(onPlaced.mock.calls.map(([id]) => id)).toEqual([BIDS[0]!.transaction_id, BIDS[2]!.transaction_id]);
    expect(onAllPlaced).not.toHaveBeenCalled();
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(figure('total-bids')).toBe('1');
    expect(figure('total-points')).toBe('20');
    expect(figure('balance-after')).toBe('440.00');
    // Balance Before stays what the player had when the modal opened; Balance Now follows the server.
    expect(figure('balance-before')).toBe('500.00');
    expect(figure('balance-now')).toBe('460.00');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();

    // Retry sends only the failed bid, with its same transaction id.
    await user.click(screen.getByRole('button', { name: 'Retry failed' }));
    expect(statuses()).toEqual(['Success', 'LOADING...', 'Success']);
    expect(pending).toHaveLength(4);
    expect(sentBid(pending[3]!.body).transaction_id).toBe(BIDS[1]!.transaction_id);
    await pending[3]!.answer({ success: '1', msg: 'Bid Placed Successfully', Remaining_user_balance: 440 });

    expect(onAllPlaced).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('landed').textContent).toBe('/my-bid');
    expect(store.getState().session.user?.wallet).toBe(440);
    expect(await screen.findByText('3 Bids Placed Successfully')).toBeTruthy();
  });

  it('closes on Escape before anything is placed', async () => {
    const api = fakeApi({});
    const { user, onClose } = setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.callsTo('placeBid')).toHaveLength(0);
  });

  it('goes to /my-bid with the wallet at the server balance when every bid is placed', async () => {
    let balance = 500;
    const api = fakeApi({
      placeBid: (body) => {
        balance -= Number(sentBid(body).points_action);
        return { success: '1', msg: 'Bid Placed Successfully', Remaining_user_balance: balance };
      },
    });
    const { user, onAllPlaced, onPlaced, store } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('landed')).toBeTruthy();
    expect(screen.getByTestId('landed').textContent).toBe('/my-bid');
    expect(api.callsTo('placeBid')).toHaveLength(3);
    expect(onPlaced).toHaveBeenCalledTimes(3);
    expect(onAllPlaced).toHaveBeenCalledTimes(1);
    expect(store.getState().session.user?.wallet).toBe(440);
    expect(await screen.findByText('3 Bids Placed Successfully')).toBeTruthy();
  });

  it("shows the network error's text, or 'Failed' when the server gives no msg", async () => {
    let call = 0;
    fakeApi({
      placeBid: () => {
        call += 1;
        return call === 1 ? { status: 409, body: { success: '0', msg: MSG.marketClosed } } : { success: '0' };
      },
    });
    const { user, statuses } = setup(BIDS.slice(0, 2));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Retry failed' })).toBeTruthy();
    expect(statuses()).toEqual([MSG.marketClosed, 'Failed']);

    fakeApi({ placeBid: NETWORK_DOWN });
    await user.click(screen.getByRole('button', { name: 'Retry failed' }));
    expect(await screen.findAllByText('Network Error')).toHaveLength(2);
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('sends a Half Sangam with the right fields and closes on Cancel without placing anything', async () => {
    const api = fakeApi({});
    const bid = newDraftBid('half_sangam', 'Open', { openPana: null, openDigit: '4', closePana: '370', closeDigit: null }, 50);
    const { user, onClose } = setup([bid]);
    expect(within(screen.getByRole('list', { name: 'Bids' })).getByText('4-370')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(0);
  });
});
