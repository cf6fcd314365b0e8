import { describe, expect, it } from 'vitest';
import {
  ALL_PANAS, DOUBLE_PANAS, JODIS, SINGLE_DIGITS, SINGLE_PANAS, TRIPLE_PANAS,
  isConventionalPana, panaDigit, panaKind,
} from './panas.js';

describe('pana lists', () => {
  it('have the conventional counts', () => {
    expect(SINGLE_PANAS).toHaveLength(120);
    expect(DOUBLE_PANAS).toHaveLength(90);
    expect(TRIPLE_PANAS).toHaveLength(10);
    expect(new Set(ALL_PANAS).size).toBe(220);
    expect(SINGLE_DIGITS).toHaveLength(10);
    expect(JODIS[0]).toBe('00');
    expect(JODIS[99]).toBe('99');
  });

  it('give each final digit 12 single, 9 double and 1 triple pana', () => {
    for (let digit = 0; digit <= 9; digit++) {
      expect(SINGLE_PANAS.filter((p) => panaDigit(p) === digit)).toHaveLength(12);
      expect(DOUBLE_PANAS.filter((p) => panaDigit(p) === digit)).toHaveLength(9);
      expect(TRIPLE_PANAS.filter((p) => panaDigit(p) === digit)).toHaveLength(1);
    }
  });

  it('match the worked example lists for digit 1', () => {
    expect(SINGLE_PANAS.filter((p) => panaDigit(p) === 1)).toEqual(
      ['128', '137', '146', '236', '245', '290', '380', '470', '489', '560', '579', '678'],
    );
    expect(DOUBLE_PANAS.filter((p) => panaDigit(p) === 1)).toEqual(
      ['100', '119', '155', '227', '335', '344', '399', '588', '669'],
    );
    expect(TRIPLE_PANAS.filter((p) => panaDigit(p) === 1)).toEqual(['777']);
  });

  it('count 0 as the highest digit', () => {
    for (const valid of ['128', '290', '380', '100', '119', '550', '000']) expect(isConventionalPana(valid)).toBe(true);
    for (const invalid of ['012', '901', '210', '001', '12', '1234', 'abc', '']) expect(isConventionalPana(invalid)).toBe(false);
    expect(panaKind('100')).toBe('double');
    expect(panaKind('000')).toBe('triple');
    expect(panaKind('012')).toBeNull();
  });

  it('derive the digit as the digit sum modulo 10', () => {
    expect(panaDigit('777')).toBe(1);
    expect(panaDigit('000')).toBe(0);
    expect(panaDigit('128')).toBe(1);
    expect(panaDigit('337')).toBe(3);
  });
});
