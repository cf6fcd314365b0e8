import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ResultPreview } from '@matka/shared';
import { PreviewFigures } from './PreviewFigures';

const WINS: ResultPreview['biggest_wins'] = [
  { phone_number: '9876543210', game_type: 'single_digit', session: 'Open', number: '1', points: 10, win_points: 95, rate: { min_value: 10, max_value: 95 } },
  { phone_number: '9876543211', game_type: 'single_digit', session: 'Open', number: '1', points: 10, win_points: 90, rate: { min_value: 10, max_value: 90 } },
];
// Only what the figures read; the preview's other fields do not show here.
const PREVIEW = {
  market_id: 3, business_date: '2026-11-23', session: 'open', pana: '128', settled: 3, winners: 2, staked: 30, paid: 185, net: -155,
  by_game_type: [{ game_type: 'single_digit', settled: 3, winners: 2, staked: 30, paid: 185, net: -155 }],
  biggest_wins: WINS,
} as ResultPreview;

describe('PreviewFigures', () => {
  it('shows each of the largest wins with the rate its bid was placed at', () => {
    render(<PreviewFigures preview={PREVIEW} />);
    const table = screen.getByRole('table', { name: 'Largest wins' });
    const rows = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Player', 'Game', 'Number', 'Bid', 'Rate', 'Win']);
    expect(rows.slice(1)).toEqual([
      ['9876543210', 'Single Digit · Open', '1', '10', '10 KA 95', '95'],
      ['9876543211', 'Single Digit · Open', '1', '10', '10 KA 90', '90'],
    ]);
  });
});
