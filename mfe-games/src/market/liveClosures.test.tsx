/**
 * A player filling a grid when the market or a session closes: the live
 * event reaches the page as the shell sends it (a window event, after
 * 'Games' is marked stale), and the page says so at once and stops offering
 * to submit for what closed.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG, type Game, type LiveEvent } from '@matka/shared';
import { emitLiveEvent, serverDataChanged, tagsForLiveEvent } from '@matka/shared/client';
import { fakeApi } from '@matka/shared/testing';
import { makeGame, renderPage } from '../../test/render';
import { OPEN_SESSION_OVER } from '../bidding/SessionChoice';
import { BulkGrid } from '../pages/BulkGrid/BulkGrid';

const ROUTE = '/game_type/:gameName/:gameType';
const DATE = '2026-11-23';

function setup(gameType: string) {
  const server = { games: [makeGame(), makeGame({ id: 2, games_name: 'MILAN DAY' })] as Game[] };
  const api = fakeApi({ games: () => ({ success: '1', msg: '', result: server.games }) });
  const view = renderPage(<BulkGrid />, { route: ROUTE, path: `/game_type/KALYAN_MORNING/${gameType}` });
  /** What the shell does with a player's live event (shell/src/live/playerLiveEvent.ts). */
  const hear = (event: LiveEvent) => act(async () => {
    view.store.dispatch(serverDataChanged(tagsForLiveEvent(event)));
    emitLiveEvent(event);
  });
  const gamesCalls = () => api.calls.filter((call) => call.endpoint === 'games').length;
  return { ...view, server, hear, gamesCalls };
}

const market = (action: Extract<LiveEvent, { type: 'market' }>['action'], marketId: number, session: 'open' | 'close' | null = null): LiveEvent => ({
  type: 'market', action, market_id: marketId, market: marketId === 1 ? 'KALYAN MORNING' : 'MILAN DAY', session, business_date: DATE,
});

describe('a market closing while its bidding screen is open', () => {
  it('says the market closed at once when the operator switches it off, and offers no Submit', async () => {
    const { user, hear } = setup('single_digit_bulk');
    await user.type(await screen.findByLabelText('Points'), '20');
    await user.click(screen.getByRole('button', { name: '5' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();

    // The refetch the event starts still says open (another API process has not heard yet): the event decides.
    await hear(market('off', 1));
    expect((await screen.findAllByText(MSG.marketClosed)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByLabelText('Points')).toBeNull();
  });

  it('takes bids again when the operator switches the market back on', async () => {
    const { hear } = setup('single_digit_bulk');
    await screen.findByLabelText('Points');
    await hear(market('off', 1));
    await screen.findByRole('link', { name: 'Back to Home' });
    await hear(market('on', 1));
    expect(await screen.findByLabelText('Points')).toBeTruthy();
  });

  it('moves a digit grid to the Close session when the open session closes, and says so', async () => {
    const { user, hear } = setup('single_digit_bulk');
    await user.type(await screen.findByLabelText('Points'), '20');
    expect((screen.getByRole('radio', { name: 'Open' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: '5' }));

    await hear(market('bidding_closed', 1, 'open'));
    expect(screen.queryByRole('radio', { name: 'Open' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'Close' }) as HTMLInputElement).checked).toBe(true);
    expect((await screen.findAllByText(OPEN_SESSION_OVER)).length).toBe(2); // the toast and the hint under the choice
    expect(screen.getByTestId('footer-bids').textContent).toBe('1');
  });

  it('closes a Jodi grid, which plays only the open session, when that session closes', async () => {
    const { hear } = setup('jodi_digit_bulk');
    await screen.findByLabelText('Points');
    await hear(market('bidding_closed', 1, 'open'));
    expect((await screen.findAllByText(MSG.marketClosed)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('closes the session whose result is declared, as the market list fetched again says', async () => {
    const { hear, server, gamesCalls } = setup('jodi_digit_bulk');
    await screen.findByLabelText('Points');
    const before = gamesCalls();
    server.games = [makeGame({ open_pana: '128', open_digit: '1', open_session_open: false })];
    await hear({ type: 'result', action: 'declared', market_id: 1, market: 'KALYAN MORNING', business_date: DATE, session: 'open', pana: '128', digit: '1' });
    expect((await screen.findAllByText(MSG.marketClosed)).length).toBeGreaterThan(0);
    expect(gamesCalls()).toBe(before + 1);
  });

  it('leaves the page alone when another market closes', async () => {
    const { hear } = setup('jodi_digit_bulk');
    await screen.findByLabelText('Points');
    await hear(market('off', 2));
    await hear(market('bidding_closed', 2, 'open'));
    expect(screen.getByLabelText('Points')).toBeTruthy();
    expect(screen.queryByText(MSG.marketClosed)).toBeNull();
  });
});
