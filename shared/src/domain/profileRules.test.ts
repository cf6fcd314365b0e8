import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { editProfileRequest } from '../schemas/account.js';
import { isEmailLike } from './profileRules.js';

const valid = { name: 'Asha', email: 'asha@example.com', phonpe: '', gpay: '', paytm: '' };

/** The first message of each field, as the profile form shows them. */
function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = editProfileRequest.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('editProfileRequest (docs/PRODUCT.md §5 Profile)', () => {
  it('accepts a complete profile with the optional numbers empty or absent', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ name: 'Asha', email: 'asha@example.com' })).toEqual({});
  });

  it('requires the name and the email', () => {
    expect(errorsOf({ ...valid, name: '  ', email: '' })).toEqual({ name: MSG.nameRequired, email: MSG.emailRequired });
  });

  it.each(['asha', 'asha@', 'asha@example', 'a sha@example.com', '@example.com'])('rejects %j as an email', (email) => {
    expect(errorsOf({ ...valid, email }).email).toBe('Email is invalid.');
  });

  it('accepts ordinary addresses and trims them', () => {
    expect(isEmailLike('first.last+tag@mail.example.in')).toBe(true);
    expect(editProfileRequest.parse({ ...valid, email: '  asha@example.com ' }).email).toBe('asha@example.com');
  });

  it('checks each optional wallet number for exactly 10 digits, with its own message', () => {
    expect(errorsOf({ ...valid, phonpe: '12345', paytm: '98765432101', gpay: '98765abcde' })).toEqual({
      phonpe: 'phonePay number must be 10 digits.',
      paytm: 'paytm number must be 10 digits.',
      gpay: 'Google pay number must be 10 digits.',
    });
    expect(errorsOf({ ...valid, phonpe: '9876543210', paytm: '9876543210', gpay: '9876543210' })).toEqual({});
  });

  it('reports the first problem in form order', () => {
    expect(editProfileRequest.safeParse({ ...valid, name: '', paytm: '1' }).error?.issues[0]?.message).toBe(MSG.nameRequired);
  });
});
