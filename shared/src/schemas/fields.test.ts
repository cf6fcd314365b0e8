import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fourDigits, phoneNumber, points, requiredText, text } from './fields.js';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('shared field schemas', () => {
  it('trims text, refuses NUL bytes and over-long values', () => {
    expect(text(5).parse('  abc ')).toBe('abc');
    expect(firstMessage(text(5, 'Name'), 'a\u0000b')).toBe('Name contains a character that is not allowed.');
    expect(firstMessage(text(3, 'Name'), 'abcd')).toBe('Name is too long (at most 3 characters).');
    expect(firstMessage(text(3, 'Name'), { toString: 'x' })).toBe('Name must be text.');
  });

  it('gives the required message for a missing or blank field', () => {
    expect(firstMessage(z.object({ name: requiredText(60, 'Enter User name !!') }), {})).toBe('Enter User name !!');
    expect(firstMessage(requiredText(60, 'Enter User name !!'), '   ')).toBe('Enter User name !!');
  });

  it('checks phone numbers and 4-digit codes with the spec words', () => {
    expect(phoneNumber().parse(9876543210)).toBe('9876543210');
    expect(firstMessage(phoneNumber(), '98765')).toBe('Enter Valid mobile number !!');
    expect(firstMessage(fourDigits(), '12a4')).toBe('Only 4 digit allow !!');
    expect(fourDigits().parse('0042')).toBe('0042');
  });

  it('reads whole points from numbers or text and refuses the rest', () => {
    const amount = points({ required: 'Please Enter Amount first.', min: { value: 100, message: 'Minimum deposit limit is 100 .' } });
    expect(amount.parse('250')).toBe(250);
    expect(amount.parse(250)).toBe(250);
    expect(firstMessage(amount, '')).toBe('Please Enter Amount first.');
    expect(firstMessage(amount, undefined)).toBe('Please Enter Amount first.');
    expect(firstMessage(amount, '99')).toBe('Minimum deposit limit is 100 .');
    for (const bad of ['1.5', '-5', '1e3', '+7', 12.5]) expect(firstMessage(amount, bad)).toBe('Amount must be a whole number of points.');
  });
});
