import { describe, expect, it } from 'vitest';
import { plural } from './plural.js';

describe('plural', () => {
  it('writes the noun for the count', () => {
    expect(plural(1, 'request')).toBe('1 request');
    expect(plural(0, 'request')).toBe('0 requests');
    expect(plural(2, 'withdrawal')).toBe('2 withdrawals');
    expect(plural(150000, 'point', 'points', '1,50,000')).toBe('1,50,000 points');
    expect(plural(1, 'wallet differs', 'wallets differ')).toBe('1 wallet differs');
    expect(plural(3, 'wallet differs', 'wallets differ')).toBe('3 wallets differ');
    expect(plural(-1, 'point', 'points', '-1')).toBe('-1 point');
  });
});
