import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@matka/shared';
import { fakeApi, type FakeBody } from '@matka/shared/testing';
import { gamesOk, makeGame, renderPage } from '../../../test/render';
import { FullSangam } from './FullSangam';

function setup(game = makeGame(), handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ games: gamesOk(game), ...handlers });
  const view = renderPage(<FullSangam />, { route: '/game_type/:gameName/full_sangam', path: '/game_type/KALYAN_MORNING/full_sangam' });
  const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const errorOf = (label: string) => document.getElementById(input(label).getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;
  const add = () => view.user.click(screen.getByRole('button', { name: 'Add' }));
  return { ...view, api, input, errorOf, add };
}

const sentBid = (body: FakeBody) => (JSON.parse(String(body.bids)) as Record<string, unknown>[])[0];

describe('FullSangam (/game_type/:gameName/full_sangam)', () => {
  it('takes an open pana and a close pana, both from the 220', async () => {
    const { user, add, input, errorOf, api } = setup(makeGame(), {
      placeBid: () => ({ success: '1', msg: 'Bid Placed Successfully', Remaining_user_balance: 400 }),
    });
    expect(screen.getByRole('heading', { level: 2, name: 'KALYAN MORNING' })).toBeTruthy();
    await user.type(await screen.findByLabelText('Open Pana'), '901');
    await user.type(input('Close Pana'), '550');
    await user.type(input('Points'), '100');
    await add();
    expect(errorOf('Open Pana')).toBe(MSG.bidInvalidNumber);
    expect(errorOf('Close Pana')).toBe('');

    await user.clear(input('Open Pana'));
    await user.type(input('Open Pana'), '190');
    await add();
    const list = screen.getByRole('region', { name: 'Your bids' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['190-550Full SangamOpen100 pts']);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/my-bid');
    expect(sentBid(api.callsTo('placeBid')[0]!.body)).toMatchObject({
      game_type: 'full_sangam', session: 'Open', open_pana: '190', close_pana: '550', open_digit: 'NA', close_digit: 'NA', points_action: 100,
    });
  });
});
