import { describe, expect, it } from 'vitest';
import { makeBid } from '../../../test/fixtures';
import { bidNumber, gameTypeLabel, marketChoices } from './bidView';

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

  it("offers the server's markets, and keeps a chosen market it no longer names", () => {
    expect(marketChoices(['KALYAN', 'MILAN DAY'], null)).toEqual(['KALYAN', 'MILAN DAY']);
    expect(marketChoices(['KALYAN', 'MILAN DAY'], 'KALYAN')).toEqual(['KALYAN', 'MILAN DAY']);
    expect(marketChoices(['KALYAN'], 'SRIDEVI')).toEqual(['SRIDEVI', 'KALYAN']);
  });
});
