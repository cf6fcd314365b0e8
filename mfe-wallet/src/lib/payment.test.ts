import { describe, expect, it } from 'vitest';
import { maskAccountNumber, newPaymentTransId } from './payment';

describe('maskAccountNumber', () => {
  it('masks all but the last four digits of an account', () => {
    expect(maskAccountNumber('123456789012')).toBe('•••• 9012');
    expect(maskAccountNumber('123')).toBe('123');
  });
});

describe('newPaymentTransId', () => {
  it('is T, the time in ms and four random digits', () => {
    expect(newPaymentTransId(1_790_000_000_000)).toMatch(/^T1790000000000\d{4}$/);
    const ids = new Set(Array.from({ length: 50 }, () => newPaymentTransId(1)));
    expect(ids.size).toBeGreaterThan(1);
  });
});
