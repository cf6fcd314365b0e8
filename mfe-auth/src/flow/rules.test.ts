import { describe, expect, it } from 'vitest';
import { PROTECTION_MSG } from '@matka/shared';
import { dateOfBirthError, formatMobile, isMobileInput, isMobileNumber, newMpinError, normalisePastedMobile } from './rules';
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

describe('newMpinError (docs/PRODUCT.md §5 MPIN)', () => {
  it('wants both PINs complete, then equal', () => {
    expect(newMpinError('123', '123')).toBe('Only 4 digit allow !!');
    expect(newMpinError('1 34', '1234')).toBe('Only 4 digit allow !!');
    expect(newMpinError('1234', '1243')).toBe('Mpin does not match with confirm Mpin.');
    expect(newMpinError('1234', '1234')).toBeUndefined();
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

describe('dateOfBirthError (issue #11)', () => {
  const today = new Date(2026, 10, 23);
  it('takes an 18th birthday today and refuses the day after', () => {
    expect(dateOfBirthError('2008-11-23', today)).toBe('');
    expect(dateOfBirthError('2008-11-24', today)).toBe(PROTECTION_MSG.underage);
  });
  it('refuses an empty, impossible or future date', () => {
    expect(dateOfBirthError('', today)).toBe(PROTECTION_MSG.dobRequired);
    expect(dateOfBirthError('1990-02-30', today)).toBe(PROTECTION_MSG.dobInvalid);
    expect(dateOfBirthError('2027-01-01', today)).toBe(PROTECTION_MSG.dobInvalid);
  });
});
