import { describe, expect, it } from 'vitest';
import { MSG, PROTECTION_MSG } from '@matka/shared';
import { dateOfBirthError, signUpForm } from './signUpRules';

describe('dateOfBirthError (docs/PROTECTION.md)', () => {
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

describe('signUpForm', () => {
  it('gives the name first, then the email, then the date of birth, then the terms', () => {
    const result = signUpForm.safeParse({ username: ' ', email: 'not-an-email', date_of_birth: '', terms_accepted: false });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([MSG.usernameRequired, MSG.emailInvalid, PROTECTION_MSG.dobRequired, PROTECTION_MSG.termsRequired]);
  });
  it('leaves an empty email alone: it is optional', () => {
    expect(signUpForm.safeParse({ username: 'Ravi', email: '  ', date_of_birth: '1990-05-17', terms_accepted: true }).success).toBe(true);
  });
  it('trims the name and the email', () => {
    const result = signUpForm.parse({ username: ' Ravi ', email: ' a@b.in ', date_of_birth: '1990-05-17', terms_accepted: true });
    expect(result).toEqual({ username: 'Ravi', email: 'a@b.in', date_of_birth: '1990-05-17', terms_accepted: true });
  });
});
