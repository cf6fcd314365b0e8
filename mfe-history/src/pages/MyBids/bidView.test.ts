import { describe, expect, it } from 'vitest';
import { makeBid } from '../../../test/fixtures';
import { applyBidFilter, bidNumber, gameTypeLabel, marketsOf } from './bidView';

describe('bidView', () => {
  it("writes the number from the record's fields, 'NA' meaning not applicable", () => {
    expect(bidNumber(makeBid({ game_type: 'single_digit', session: 'Close', open_digit: 'NA', close_digit: '7' }))).toBe('7');
    expect(bidNumber(makeBid({ game_type: 'jodi_digit_bulk', open_digit: '3', close_digit: '8' }))).toBe('38');
    expect(bidNumber(makeBid({ game_type: 'double_pana', session: 'Close', open_digit: 'NA', close_pana: '550' }))).toBe('550');
    expect(bidNumber(makeBid({ game_type: 'half_sangam', open_pana: '128', open_digit: 'NA', close_digit: '4' }))).toBe('128-4');
    expect(bidNumber(makeBid({ game_type: 'half_sangam', open_pana: 'NA', open_digit: '1', close_pana: '337' }))).toBe('1-337');
    expect(bidNumber(makeBid({ game_type: 'full_sangam', open_pana: '128', open_digit: 'NA', close_pana: '337' }))).toBe('128-337');
  });

  it('labels game types from the shared table', () => {
    expect(gameTypeLabel('single_pana_bulk')).toBe('Single Pana Bulk');
    expect(gameTypeLabel('full_sangam')).toBe('Full Sangam');
  });

  it('filters by status and market; a market no longer listed means every market', () => {
    const bids = [
      makeBid({ game_name: 'KALYAN', status: 'won' }),
      makeBid({ game_name: 'MILAN DAY', status: 'lost' }),
      makeBid({ game_name: 'KALYAN', status: 'pending' }),
      makeBid({ game_name: 'KALYAN', status: 'refunded' }),
    ];
    expect(marketsOf(bids)).toEqual(['KALYAN', 'MILAN DAY']);
    expect(applyBidFilter(bids, { status: 'all', market: null })).toHaveLength(4);
    expect(applyBidFilter(bids, { status: 'won', market: null })).toEqual([bids[0]]);
    expect(applyBidFilter(bids, { status: 'all', market: 'KALYAN' })).toEqual([bids[0], bids[2], bids[3]]);
    expect(applyBidFilter(bids, { status: 'lost', market: 'KALYAN' })).toEqual([]);
    expect(applyBidFilter(bids, { status: 'lost', market: 'SRIDEVI' })).toEqual([bids[1]]);
  });
});
