import { describe, expect, it } from 'vitest';
import { uniqueGames, uniqueRates } from '@matka/shared';
import { localNumber, resultLine, telHref, whatsappHref } from './markets';

describe('home helpers', () => {
  it('writes the result as open pana-open digit close digit-close pana', () => {
    expect(resultLine({ open_pana: '128', open_digit: '1', close_digit: '3', close_pana: '337' })).toBe('128-13-337');
    expect(resultLine({ open_pana: '***', open_digit: '*', close_digit: '*', close_pana: '***' })).toBe('***-**-***');
    expect(resultLine({ open_pana: '240', open_digit: '6', close_digit: '*', close_pana: '***' })).toBe('240-6*-***');
  });

  it('shows placeholders for fields the server left empty', () => {
    expect(resultLine({ open_pana: '', open_digit: '', close_digit: '', close_pana: '' })).toBe('***-**-***');
  });

  it('de-duplicates games by name and rates by type, keeping the first, and tolerates a missing list', () => {
    const games = uniqueGames([{ games_name: 'A', id: 1 }, { games_name: 'B', id: 2 }, { games_name: 'A', id: 3 }]);
    expect(games.map((game) => game.id)).toEqual([1, 2]);
    expect(uniqueRates([{ type: 'Single Digit', max_value: 95 }, { type: 'Single Digit', max_value: 90 }])).toEqual([
      { type: 'Single Digit', max_value: 95 },
    ]);
    expect(uniqueGames(undefined)).toEqual([]);
  });

  it('normalises support numbers to 10 digits for tel: and wa.me (91 prefix added once)', () => {
    expect(localNumber('+91 90000 00001')).toBe('9000000001');
    expect(localNumber('09000000001')).toBe('9000000001');
    expect(telHref('+919000000001')).toBe('tel:+919000000001');
    expect(whatsappHref('9000000001')).toBe('https://wa.me/919000000001?text=Hello%20!!');
  });
});
