import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@matka/shared';
import { fakeApi, type FakeBody } from '@matka/shared/testing';
import { gamesOk, makeGame, renderPage } from '../../../test/render';
import { HalfSangam } from './HalfSangam';

function setup(game = makeGame(), handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ games: gamesOk(game), ...handlers });
  const view = renderPage(<HalfSangam />, { route: '/game_type/:gameName/half_sangam', path: '/game_type/KALYAN_MORNING/half_sangam' });
  const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const errorOf = (label: string) => document.getElementById(input(label).getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;
  const add = () => view.user.click(screen.getByRole('button', { name: 'Add' }));
  const listed = () => within(screen.getByRole('region', { name: 'Your bids' })).queryAllByRole('listitem').map((item) => item.textContent);
  return { ...view, api, input, errorOf, add, listed };
}

const sentBid = (body: FakeBody) => (JSON.parse(String(body.bids)) as Record<string, unknown>[])[0];

describe('HalfSangam (/game_type/:gameName/half_sangam)', () => {
  it('toggles between Open Pana + Close Digit and Close Pana + Open Digit', async () => {
    const { user, add, input, listed } = setup();
    const first = (await screen.findByRole('radio', { name: 'Open Pana + Close Digit' })) as HTMLInputElement;
    expect(first.checked).toBe(true);
    expect(input('Open Pana')).toBeTruthy();
    expect(input('Close Digit')).toBeTruthy();
    expect(screen.queryByLabelText('Close Pana')).toBeNull();

    await user.type(input('Open Pana'), '128');
    await user.type(input('Close Digit'), '3');
    await user.type(input('Points'), '10');
    await add();

    await user.click(screen.getByRole('radio', { name: 'Close Pana + Open Digit' }));
    expect(screen.queryByLabelText('Open Pana')).toBeNull();
    await user.type(input('Close Pana'), '370');
    await user.type(input('Open Digit'), '4');
    await add();

    expect(listed()).toEqual(['128-3Half SangamOpen10 pts', '4-370Half SangamOpen10 pts']);
  });

  it('checks the pana against the 220 panas and the digit against 0-9', async () => {
    const { user, add, input, errorOf, listed } = setup();
    await user.type(await screen.findByLabelText('Open Pana'), '12x');
    expect(input('Open Pana').value).toBe('12');
    expect(errorOf('Open Pana')).toBe(MSG.bidInvalidDigit);
    await user.clear(input('Open Pana'));
    await user.type(input('Open Pana'), '321');
    await user.type(input('Points'), '10');
    await add();
    expect(errorOf('Open Pana')).toBe(MSG.bidInvalidNumber);
    expect(errorOf('Close Digit')).toBe(MSG.bidInvalidDigit);
    expect(listed()).toEqual([]);

    await user.clear(input('Open Pana'));
    await user.type(input('Open Pana'), '100');
    await user.type(input('Close Digit'), '0');
    await add();
    expect(listed()).toEqual(['100-0Half SangamOpen10 pts']);
  });

  it('sends the half sangam fields with session Open', async () => {
    const { user, add, input, api } = setup(makeGame(), {
      placeBid: () => ({ success: '1', msg: 'Bid Placed Successfully', Remaining_user_balance: 450 }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Close Pana + Open Digit' }));
    await user.type(input('Close Pana'), '777');
    await user.type(input('Open Digit'), '9');
    await user.type(input('Points'), '50');
    await add();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/my-bid');
    expect(sentBid(api.callsTo('placeBid')[0]!.body)).toMatchObject({
      game_type: 'half_sangam', session: 'Open', open_pana: 'NA', open_digit: '9', close_pana: '777', close_digit: 'NA', points_action: 50,
    });
  });

  it('is closed once the open session is over', async () => {
    setup(makeGame({ open_session_open: false }));
    expect((await screen.findAllByText(MSG.marketClosed)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });
});
