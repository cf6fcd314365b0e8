import { describe, expect, it } from 'vitest';
import { MSG } from '@matka/shared';
import { newMpinForm, resetMpinForm } from './pinRules';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('newMpinForm (docs/PRODUCT.md §5 MPIN)', () => {
  it('wants both PINs complete, then equal', () => {
    expect(firstMessage(newMpinForm.safeParse({ user_mpin: '123', confirmation: '123' }))).toBe('Only 4 digit allow !!');
    expect(firstMessage(newMpinForm.safeParse({ user_mpin: '1 34', confirmation: '1234' }))).toBe('Only 4 digit allow !!');
    expect(firstMessage(newMpinForm.safeParse({ user_mpin: '1234', confirmation: '12' }))).toBe('Only 4 digit allow !!');
    expect(firstMessage(newMpinForm.safeParse({ user_mpin: '1234', confirmation: '1243' }))).toBe(MSG.pinMismatch);
    expect(newMpinForm.safeParse({ user_mpin: '1234', confirmation: '1234' }).success).toBe(true);
  });
});

describe('resetMpinForm', () => {
  it('wants the OTP first, then both PINs complete, then equal', () => {
    expect(firstMessage(resetMpinForm.safeParse({ otp: '12', user_mpin: '1234', confirmation: '1243' }))).toBe(MSG.pinFourDigits);
    expect(firstMessage(resetMpinForm.safeParse({ otp: '1234', user_mpin: '1234', confirmation: '1243' }))).toBe(MSG.pinMismatch);
    expect(resetMpinForm.safeParse({ otp: '1234', user_mpin: '5678', confirmation: '5678' }).success).toBe(true);
  });
});
