import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RATE_TEXT } from '@matka/shared';
import { fakeApi, reply } from '@matka/shared/testing';
import { renderPage } from '../../../test/render';
import { GameRates } from './GameRates';

const RATES = [
  { type: 'Single Digit', min_value: 10, max_value: 95 },
  { type: 'Jodi Digit', min_value: 10, max_value: 950 },
  { type: 'Single Digit', min_value: 10, max_value: 90 },
  { type: 'Full Sangam', min_value: 10, max_value: 100000 },
];

describe('GameRates (/game-rates)', () => {
  it("shows each category once, as 'min KA max'", async () => {
    const api = fakeApi({ rates: () => ({ success: '1', msg: '', result: RATES }) });
    renderPage(<GameRates />, { route: '/game-rates', path: '/game-rates' });
    expect(screen.getByRole('heading', { level: 2, name: 'Game Rates' })).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['Single Digit10 KA 95', 'Jodi Digit10 KA 950', 'Full Sangam10 KA 100000']);
    expect(api.callsTo('rates')).toHaveLength(1);
  });

  it('says that a bid keeps the rate it was placed at: a change applies to new bids only', async () => {
    fakeApi({ rates: () => ({ success: '1', msg: '', result: RATES }) });
    renderPage(<GameRates />, { route: '/game-rates', path: '/game-rates' });
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getByText(RATE_TEXT.newBidsOnly)).toBeTruthy();
    expect(RATE_TEXT.newBidsOnly).toBe('A bid is paid at the rate shown here when it is placed. A change of rates applies to new bids only.');
  });

  it('says why the rates could not load and tries again', async () => {
    let calls = 0;
    fakeApi({
      rates: () => {
        calls += 1;
        return calls === 1 ? reply(503, { success: '0', msg: 'Service busy' }) : { success: '1', msg: '', result: RATES };
      },
    });
    const { user } = renderPage(<GameRates />, { route: '/game-rates', path: '/game-rates' });
    expect(await screen.findByText('Service busy')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
