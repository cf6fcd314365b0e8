import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG, SINGLE_PANAS } from '@matka/shared';
import { fakeApi, type FakeBody } from '@matka/shared/testing';
import { gamesOk, makeGame, renderPage } from '../../../test/render';
import { SingleEntry } from './SingleEntry';

const ROUTE = '/game_type_single/:gameName/:gameType';

function setup(gameType: string, game = makeGame(), handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ games: gamesOk(game), ...handlers });
  const view = renderPage(<SingleEntry />, { route: ROUTE, path: `/game_type_single/KALYAN_MORNING/${gameType}` });
  const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const errorOf = (label: string) => document.getElementById(input(label).getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;
  const add = () => view.user.click(screen.getByRole('button', { name: 'Add' }));
  const listed = () => {
    const list = screen.getByRole('region', { name: 'Your bids' });
    return within(list).queryAllByRole('listitem').map((item) => item.textContent);
  };
  return { ...view, api, input, errorOf, add, listed };
}

const sentBid = (body: FakeBody) => (JSON.parse(String(body.bids)) as Record<string, unknown>[])[0];

describe('SingleEntry (/game_type_single/:gameName/:gameType)', () => {
  it('refuses anything but digits, with the spec message', async () => {
    const { user, input, errorOf } = setup('single_digit');
    await user.type(await screen.findByLabelText('Digit'), 'a');
    expect(input('Digit').value).toBe('');
    expect(errorOf('Digit')).toBe(MSG.bidInvalidDigit);
    await user.type(input('Digit'), '47');
    expect(input('Digit').value).toBe('4');
    expect(errorOf('Digit')).toBe('');
  });

  it("says 'Please enter a valid Number.' for a number outside the type's list", async () => {
    const { user, input, errorOf, add, listed } = setup('single_pana');
    await user.type(await screen.findByLabelText('Pana'), '1123');
    expect(input('Pana').value).toBe('112');
    await user.type(input('Points'), '10');
    await add();
    expect(errorOf('Pana')).toBe(MSG.bidInvalidNumber);
    expect(listed()).toEqual([]);
    await user.clear(input('Pana'));
    await add();
    expect(errorOf('Pana')).toBe(MSG.bidInvalidNumber);
  });

  it('suggests the allowed numbers that start with what is typed', async () => {
    const { user, input } = setup('single_pana');
    await user.type(await screen.findByLabelText('Pana'), '12');
    const combobox = screen.getByRole('combobox', { name: 'Pana' });
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(SINGLE_PANAS.filter((pana) => pana.startsWith('12')));
    expect(options).toContain('120');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input('Pana').value).toBe(options[1]);
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
  });

  it('checks the points: required, then at least 10', async () => {
    const { user, input, errorOf, add, listed } = setup('single_digit');
    await user.type(await screen.findByLabelText('Digit'), '3');
    await add();
    expect(errorOf('Points')).toBe(MSG.bidPointsRequired);
    await user.type(input('Points'), '5');
    await add();
    expect(errorOf('Points')).toBe(MSG.bidMinimumPoints);
    expect(listed()).toEqual([]);
  });

  it('adds bids to a list, each removable, and keeps the session of each', async () => {
    const { user, input, add, listed } = setup('single_digit');
    await user.type(await screen.findByLabelText('Points'), '20');
    await user.type(input('Digit'), '3');
    await add();
    expect(input('Digit').value).toBe('');
    await user.click(screen.getByRole('radio', { name: 'Close' }));
    await user.type(input('Digit'), '8');
    await add();
    expect(listed()).toEqual(['3Single DigitOpen20 pts', '8Single DigitClose20 pts']);
    expect(screen.getByTestId('footer-bids').textContent).toBe('2');
    expect(screen.getByTestId('footer-points').textContent).toBe('40');
    await user.click(screen.getByRole('button', { name: 'Remove bid 3 (20 points)' }));
    expect(listed()).toEqual(['8Single DigitClose20 pts']);
  });

  it('asks for a bid before Submit', async () => {
    const { user } = setup('single_digit');
    await screen.findByLabelText('Digit');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.bidSelectRequired)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('places a jodi (always Open, no session choice) and goes to /my-bid', async () => {
    const { user, input, add, api, store } = setup('jodi_digit', makeGame(), {
      placeBid: () => ({ success: '1', msg: 'Bid Placed Successfully', Remaining_user_balance: 470 }),
    });
    await user.type(await screen.findByLabelText('Jodi'), '27');
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(input('Points'), '30');
    await add();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/my-bid');
    expect(sentBid(api.callsTo('placeBid')[0]!.body)).toMatchObject({
      game_name: 'KALYAN MORNING', game_type: 'jodi_digit', session: 'Open',
      open_digit: '2', close_digit: '7', open_pana: 'NA', close_pana: 'NA', points_action: 30,
    });
    expect(store.getState().session.user?.wallet).toBe(470);
    expect((store.getState() as { gamesBidSlip?: { slips: object } }).gamesBidSlip?.slips).toEqual({});
  });

  it('keeps a failed bid in the list with its transaction id for the next try', async () => {
    let call = 0;
    const { user, input, add, api, listed } = setup('single_digit', makeGame(), {
      placeBid: () => {
        call += 1;
        return call === 1 ? { success: '0', msg: 'Insufficient Balance' } : { success: '1', msg: 'ok', Remaining_user_balance: 480 };
      },
    });
    await user.type(await screen.findByLabelText('Digit'), '6');
    await user.type(input('Points'), '20');
    await add();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Insufficient Balance')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(listed()).toEqual(['6Single DigitOpen20 pts']);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/my-bid');
    const [first, second] = api.callsTo('placeBid').map((c) => sentBid(c.body)?.transaction_id);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(second).toBe(first);
  });

  it('offers only Close, selected, once the open session is over', async () => {
    setup('double_pana', makeGame({ open_session_open: false }));
    expect(((await screen.findByRole('radio', { name: 'Close' })) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Open' })).toBeNull();
  });

  it('is closed for Jodi once the open session is over', async () => {
    setup('jodi_digit', makeGame({ open_session_open: false }));
    expect((await screen.findAllByText(MSG.marketClosed)).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Jodi')).toBeNull();
  });

  it('does not play a bulk type on the single screen', async () => {
    setup('single_digit_bulk');
    expect(screen.getByRole('heading', { name: 'Game type not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a game type' }).getAttribute('href')).toBe('/game_type/KALYAN_MORNING');
  });
});
