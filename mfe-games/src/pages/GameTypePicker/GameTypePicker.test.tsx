import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply, type FakeHandler } from '@matka/shared/testing';
import { gamesOk, makeGame, renderPage } from '../../../test/render';
import { GameTypePicker } from './GameTypePicker';

const ROUTE = '/game_type/:gameName';

function setup(games: FakeHandler = gamesOk(makeGame())) {
  const api = fakeApi({ games });
  const view = renderPage(<GameTypePicker />, { route: ROUTE, path: '/game_type/KALYAN_MORNING' });
  return { ...view, api };
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
});
