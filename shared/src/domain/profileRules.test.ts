import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { firstProfileError, isEmailLike, validateProfile } from './profileRules.js';

const valid = { name: 'Asha', email: 'asha@example.com', phonpe: '', gpay: '', paytm: '' };

describe('validateProfile (docs/PRODUCT.md §5 Profile)', () => {
  it('accepts a complete profile with the optional numbers empty or absent', () => {
    expect(validateProfile(valid)).toEqual({});
    expect(validateProfile({ name: 'Asha', email: 'asha@example.com' })).toEqual({});
  });

  it('requires the name and the email', () => {
    expect(validateProfile({ ...valid, name: '  ', email: '' })).toEqual({
      name: MSG.nameRequired,
      email: MSG.emailRequired,
    });
  });

  it.each(['asha', 'asha@', 'asha@example', 'a sha@example.com', '@example.com'])('rejects %j as an email', (email) => {
    expect(validateProfile({ ...valid, email }).email).toBe('Email is invalid.');
  });

  it('accepts ordinary addresses and trims them', () => {
    expect(isEmailLike('first.last+tag@mail.example.in')).toBe(true);
    expect(validateProfile({ ...valid, email: '  asha@example.com ' })).toEqual({});
  });

  it('checks each optional wallet number for exactly 10 digits, with its own message', () => {
    expect(validateProfile({ ...valid, phonpe: '12345', paytm: '98765432101', gpay: '98765abcde' })).toEqual({
      phonpe: 'phonePay number must be 10 digits.',
      paytm: 'paytm number must be 10 digits.',
      gpay: 'Google pay number must be 10 digits.',
    });
    expect(validateProfile({ ...valid, phonpe: '9876543210', paytm: '9876543210', gpay: '9876543210' })).toEqual({});
  });

  it('reports the first problem in form order', () => {
    expect(firstProfileError({ ...valid, name: '', paytm: '1' })).toBe(MSG.nameRequired);
    expect(firstProfileError(valid)).toBeUndefined();
  });
});
