import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Console } from '../../Console';
import { fakeOperatorApi, reply, type OperatorCallRecord } from '../../../test/fakeOperatorApi';
import { operatorOf, renderConsole } from '../../../test/render';

const DECLARATION = {
  id: 51, market_id: 3, market: 'KALYAN', business_date: '2026-11-23', session: 'open', pana: '128', source: 'manual',
  declared_at: '2026-11-23T10:20:00.000Z', winners: 2, paid: 2450, reverted_at: null as string | null, revert_reason: null as string | null,
  winners_recorded: true,
};
const WINNERS = [
  { bid_id: 7, player: { id: 4, phone_number: '9876543210', name: 'Ravi' }, game_type: 'single_pana', session: 'Open', numbers: '128', points: 10, rate: { min_value: 10, max_value: 1500 }, win_points: 1500 },
  { bid_id: 5, player: { id: 6, phone_number: '9123456780', name: 'Meena' }, game_type: 'single_digit', session: 'Open', numbers: '1', points: 100, rate: { min_value: 10, max_value: 95 }, win_points: 950 },
];

function winnersServer(declaration = DECLARATION) {
  return fakeOperatorApi({
    'GET fund-requests/counts': () => ({ success: '1', data: { deposit: 0, withdraw: 0 } }),
    'GET results/declarations/51/winners': (call: OperatorCallRecord) => {
      const items = WINNERS.filter((row) => !call.params.q || row.player.phone_number.startsWith(call.params.q));
      return { success: '1', data: { declaration, winners: { items, page: 1, page_size: 25, total: items.length, sort: call.params.sort ?? 'win_points', dir: call.params.dir ?? 'desc' } } };
    },
    'GET results/declarations/99/winners': () => reply(404, { success: '0', msg: 'No such declaration.' }),
  });
}

describe('winners of a declaration', () => {
  it('lists each winning bid with its player, game type, numbers, stake, rate and win, biggest first, and searches by phone', async () => {
    const api = winnersServer();
    const { user } = renderConsole(<Console />, { path: '/admin/results/declarations/51/winners', operator: operatorOf('results') });
    expect(await screen.findByRole('heading', { name: /Winners · KALYAN open 128 · 2026-11-23/ })).toBeTruthy();
    expect(document.body.textContent).toContain('2 winning bids, 2,450 points paid');
    const table = screen.getByRole('table', { name: 'Winners' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Single Pana (Open)', '128', '10', '10 KA 1500', '1,500'],
      ['Single Digit (Open)', '1', '100', '10 KA 95', '950'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: '9876543210 · Ravi' }).getAttribute('href')).toBe('/admin/players/4');
    expect(api.callsTo('GET results/declarations/51/winners')[0]!.params).toMatchObject({ sort: 'win_points', dir: 'desc', page: '1' });

    await user.type(screen.getByLabelText('Mobile number'), '9123');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Winners' })).getAllByRole('row')).toHaveLength(2));
    expect(api.callsTo('GET results/declarations/51/winners').at(-1)!.params).toMatchObject({ q: '9123' });
    expect(screen.getByRole('table', { name: 'Winners' }).textContent).toContain('Meena');
    // The export takes the search shown (docs/CONSOLE.md "Exports").
    expect(screen.getByRole('link', { name: 'Export CSV of the winners' }).getAttribute('href')).toBe('/api/admin/exports/winners?declaration_id=51&q=9123');
  });

  it('marks a reverted declaration and still lists what it paid', async () => {
    winnersServer({ ...DECLARATION, reverted_at: '2026-11-23T10:30:00.000Z', revert_reason: 'Typed 128 for 137' });
    renderConsole(<Console />, { path: '/admin/results/declarations/51/winners' });
    const note = await screen.findByRole('note', { name: 'Reverted' });
    expect(note.textContent).toContain('Typed 128 for 137');
    expect(note.textContent).toContain('These bids are pending again');
    expect(within(screen.getByRole('table', { name: 'Winners' })).getAllByRole('row')).toHaveLength(3);
  });

  it('says so when the declaration does not exist', async () => {
    winnersServer();
    renderConsole(<Console />, { path: '/admin/results/declarations/99/winners' });
    expect((await screen.findByRole('alert')).textContent).toContain('No such declaration.');
  });
});
