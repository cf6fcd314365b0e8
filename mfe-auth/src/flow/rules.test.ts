import { describe, expect, it } from 'vitest';
import { formatMobile, isMobileInput, isMobileNumber, normalisePastedMobile } from './rules';
import { secondsLeft } from './useCountdown';

describe('mobile rules (docs/PRODUCT.md §5 Mobile entry)', () => {
  it('lets the field hold up to 10 digits and nothing else', () => {
    expect(isMobileInput('')).toBe(true);
    expect(isMobileInput('9876543210')).toBe(true);
    expect(isMobileInput('98765432101')).toBe(false);
    expect(isMobileInput('98 76')).toBe(false);
    expect(isMobileInput('+91')).toBe(false);
  });

  it('accepts exactly 10 digits on Next', () => {
    expect(isMobileNumber('9876543210')).toBe(true);
    expect(isMobileNumber('987654321')).toBe(false);
  });

  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['(98765) 43210', '9876543210'],
    ['98765 4321', undefined],
    ['+1 98765 43210', undefined],
  ])('reads a pasted %j as %j', (pasted, expected) => {
    expect(normalisePastedMobile(pasted)).toBe(expected);
  });

  it('shows numbers with the +91 prefix', () => {
    expect(formatMobile('9876543210')).toBe('+91 98765 43210');
  });
});

describe('secondsLeft', () => {
  it('counts down whole seconds from the send time and stops at zero', () => {
    expect(secondsLeft(undefined, 60, 1_000)).toBe(0);
    expect(secondsLeft(0, 60, 0)).toBe(60);
    expect(secondsLeft(0, 60, 500)).toBe(60);
    expect(secondsLeft(0, 60, 59_001)).toBe(1);
    expect(secondsLeft(0, 60, 60_000)).toBe(0);
    expect(secondsLeft(0, 60, 600_000)).toBe(0);
  });
});
