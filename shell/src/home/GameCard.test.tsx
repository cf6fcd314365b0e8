import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG, type Game } from '@matka/shared';
import { fakeApi, fakeManifest } from '../../test/fakeApi';
import { makeUser, renderShell } from '../../test/renderShell';
import { resetManifestForTests } from '../remotes/manifest';

function makeGame(overrides: Partial<Game> = {}): Game {
  return {
    id: 1, games_name: 'KALYAN', open_pana: '128', open_digit: '1', close_digit: '3', close_pana: '337',
    open_time: '10:00 AM', close_time: '12:00 PM', game_status: '1', is_open: '1',
    open_session_open: true, close_session_open: true,
    ...overrides,
  };
}

describe('a market card as the player reads it', () => {
  let api: ReturnType<typeof fakeApi>;
  const serve = (games: Game[]) => {
    api = fakeApi({ 'get_games.php': () => ({ success: '1', msg: '', result: games }) });
  };
  beforeEach(() => {
    resetManifestForTests();
    fakeManifest();
  });
  afterEach(() => api.restore());

  it('does not look playable during a break: no green Play, no "Betting Is Running Now"', async () => {
    serve([makeGame({ open_pana: '', open_digit: '', close_digit: '', close_pana: '' })]);
    const message = 'You are on a time-out until 24/11/2026 10:00. Betting and deposits are closed until then.';
    renderShell('/', makeUser({ play_block: { kind: 'timeout', until: '24/11/2026 10:00', ended: false, message } }));
    const card = await screen.findByRole('article', { name: 'KALYAN' });
    expect(within(card).queryByText(MSG.bettingRunning)).not.toBeInTheDocument();
    expect(within(card).getByText('Closed during your break')).toBeInTheDocument();
    expect(card.getAttribute('data-open')).toBe('false');
    // The same button as a closed market's, not the green one.
    const play = within(card).getByRole('button', { name: 'Play KALYAN' });
    expect(play.className).toMatch(/playButtonClosed/);
  });

  it('still says "Betting Is Running Now" on an open market without a break', async () => {
    serve([makeGame()]);
    renderShell('/', makeUser());
    const card = await screen.findByRole('article', { name: 'KALYAN' });
    expect(within(card).getByText(MSG.bettingRunning)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Play KALYAN' }).className).not.toMatch(/playButtonClosed/);
  });

  it('says to a screen reader what the card shows: all, the open half, or nothing of the result', async () => {
    serve([
      makeGame({ id: 1, games_name: 'KALYAN' }),
      makeGame({ id: 2, games_name: 'MILAN DAY', close_digit: '', close_pana: '' }),
      makeGame({ id: 3, games_name: 'SRIDEVI', open_pana: '', open_digit: '', close_digit: '', close_pana: '' }),
    ]);
    renderShell('/', makeUser());
    const said = async (market: string) => within(await screen.findByRole('article', { name: market })).getByText(/-/).parentElement?.textContent;
    expect(await said('KALYAN')).toBe('Result 128-13-337');
    expect(await said('MILAN DAY')).toBe('Open result declared, close result not yet 128-1*-***');
    expect(await said('SRIDEVI')).toBe('Result not declared yet ***-**-***');
  });
});
