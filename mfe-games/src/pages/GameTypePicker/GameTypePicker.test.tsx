import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marketRouteState, MARKET_ROUTE_STATE_MAX_AGE_MS, type Game } from '@matka/shared';
import { fakeApi, reply, type FakeHandler } from '@matka/shared/testing';
import { gamesOk, makeGame, renderPage } from '../../../test/render';
import { GameTypePicker } from './GameTypePicker';

const ROUTE = '/game_type/:gameName';

function setup(games: FakeHandler = gamesOk(makeGame())) {
  const api = fakeApi({ games });
  const view = renderPage(<GameTypePicker />, { route: ROUTE, path: '/game_type/KALYAN_MORNING' });
  return { ...view, api };
}

/** Opened by home's Play: the market as home's card showed it in the location state. */
function setupFromHome(handedOver: Game, games: FakeHandler, at = Date.now()) {
  const api = fakeApi({ games });
  const entry = { pathname: '/game_type/KALYAN_MORNING', state: marketRouteState(handedOver, at) };
  const view = renderPage(<GameTypePicker />, { route: ROUTE, path: entry });
  return { ...view, api };
}

/** A get_games.php handler that answers only when `answer` is called. */
function heldGames() {
  let answer: (games: Game[]) => void = () => undefined;
  const handler: FakeHandler = () => new Promise((resolve) => {
    answer = (games) => resolve({ success: '1', msg: '', result: games });
  });
  return { handler, answer: (...games: Game[]) => answer(games) };
}

/** The tile's name as a screen reader says it (aria-labelledby). */
function accessibleName(link: HTMLElement): string {
  const id = link.getAttribute('aria-labelledby');
  return (id && document.getElementById(id)?.textContent) || '';
}

async function tiles() {
  const list = await screen.findByRole('list');
  return within(list).getAllByRole('link');
}

describe('GameTypePicker (/game_type/:gameName)', () => {
  it('offers all twelve game types while the open session runs, each linking to its screen', async () => {
    const { api } = setup();
    expect(screen.getByRole('heading', { level: 2, name: 'KALYAN MORNING' })).toBeTruthy();
    const links = await tiles();
    expect(links.map(accessibleName)).toEqual([
      'Single Digit', 'Single Digit Bulk', 'Jodi Digit', 'Jodi Digit Bulk', 'Single Pana', 'Single Pana Bulk',
      'Double Pana', 'Double Pana Bulk', 'Triple Pana', 'Triple Pana Bulk', 'Half Sangam', 'Full Sangam',
    ]);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Single Digit')).toBe('/game_type_single/KALYAN_MORNING/single_digit');
    expect(href('Single Digit Bulk')).toBe('/game_type/KALYAN_MORNING/single_digit_bulk');
    expect(href('Jodi Digit')).toBe('/game_type_single/KALYAN_MORNING/jodi_digit');
    expect(href('Triple Pana Bulk')).toBe('/game_type/KALYAN_MORNING/triple_pana_bulk');
    expect(href('Half Sangam')).toBe('/game_type/KALYAN_MORNING/half_sangam');
    expect(href('Full Sangam')).toBe('/game_type/KALYAN_MORNING/full_sangam');
    expect(api.callsTo('games')[0]?.body).toEqual({ phone_number: '9876543210' });
  });

  it('hides Jodi and both Sangams once the open session is over', async () => {
    setup(gamesOk(makeGame({ open_session_open: false, close_session_open: true })));
    const links = await tiles();
    const names = links.map(accessibleName);
    expect(names).toEqual([
      'Single Digit', 'Single Digit Bulk', 'Single Pana', 'Single Pana Bulk',
      'Double Pana', 'Double Pana Bulk', 'Triple Pana', 'Triple Pana Bulk',
    ]);
    for (const hidden of ['Jodi Digit', 'Jodi Digit Bulk', 'Half Sangam', 'Full Sangam']) {
      expect(names).not.toContain(hidden);
    }
  });

  it('says the market is closed, with a way home, when nothing takes bids', async () => {
    setup(gamesOk(makeGame({ is_open: '0', open_session_open: false, close_session_open: false })));
    expect((await screen.findAllByText('This Market Betting Is Closed For Today.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByRole('link', { name: /Single Digit/ })).toBeNull();
  });

  it('says a mistyped market does not exist instead of calling it closed', async () => {
    setup(gamesOk(makeGame({ games_name: 'MILAN DAY' })));
    expect((await screen.findByRole('alert')).textContent).toContain('There is no market called “KALYAN MORNING”.');
    expect(screen.queryByText('This Market Betting Is Closed For Today.')).toBeNull();
    expect(screen.queryByText('Checking market times…')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByRole('link', { name: /Single Digit/ })).toBeNull();
  });

  it('shows a failed load with a way to try again', async () => {
    let calls = 0;
    const { user } = setup(() => {
      calls += 1;
      return calls === 1 ? reply(500, { success: '0', msg: 'Database unavailable' }) : { success: '1', msg: '', result: [makeGame()] };
    });
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await tiles()).length).toBe(12);
  });

  describe('opened from home with the market its card showed', () => {
    it('shows the tiles before get_games.php answers, then follows the answer', async () => {
      const games = heldGames();
      const { api } = setupFromHome(makeGame(), games.handler);
      // No wait for the server: all twelve tiles from home's market.
      expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(12);
      expect(api.callsTo('games')).toHaveLength(1);
      // The server says the open session is over: Jodi and the Sangams go.
      games.answer(makeGame({ open_session_open: false, close_session_open: true }));
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Jodi Digit' })).toBeNull());
      expect((await tiles()).length).toBe(8);
    });

    it('keeps a session home saw closed closed until the server says otherwise', async () => {
      const games = heldGames();
      setupFromHome(makeGame({ open_session_open: false, close_session_open: true }), games.handler);
      const names = within(screen.getByRole('list')).getAllByRole('link').map(accessibleName);
      expect(names).toHaveLength(8);
      expect(names).not.toContain('Jodi Digit');
      expect(names).not.toContain('Half Sangam');
    });

    it('closes the page when the server says the market closed since home read it', async () => {
      const games = heldGames();
      setupFromHome(makeGame(), games.handler);
      expect(screen.getAllByRole('link').length).toBeGreaterThan(0);
      games.answer(makeGame({ is_open: '0', open_session_open: false, close_session_open: false }));
      expect((await screen.findAllByText('This Market Betting Is Closed For Today.')).length).toBeGreaterThan(0);
      expect(screen.queryByRole('link', { name: /Single Digit/ })).toBeNull();
    });

    it('ignores a stale or another market\'s state: tiles only from the server', async () => {
      const games = heldGames();
      setupFromHome(makeGame(), games.handler, Date.now() - MARKET_ROUTE_STATE_MAX_AGE_MS - 1_000);
      expect(screen.queryByRole('list')).toBeNull();
      games.answer(makeGame());
      expect((await tiles()).length).toBe(12);
    });

    it('shows a failed load, not home\'s market, when get_games.php fails', async () => {
      setupFromHome(makeGame(), () => reply(500, { success: '0', msg: 'Database unavailable' }));
      expect(await screen.findByText('Database unavailable')).toBeTruthy();
      expect(screen.queryByRole('link', { name: /Single Digit/ })).toBeNull();
    });
  });
});
