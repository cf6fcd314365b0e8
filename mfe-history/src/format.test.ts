import { describe, expect, it } from 'vitest';
import { bidStatus, formatInstantIst, formatPoints, formatServerDate, requestStatus, requestTypeLabel, signedAmount } from './format';

describe('format', () => {
  it("reads the server's Asia/Kolkata date text without any time-zone shift", () => {
    expect(formatServerDate('2026-11-21 15:45:09')).toBe('21 Nov 2026, 3:45 PM');
    expect(formatServerDate('2026-01-05 00:07:00')).toBe('5 Jan 2026, 12:07 AM');
    expect(formatServerDate('2026-06-30 12:00:00')).toBe('30 Jun 2026, 12:00 PM');
    expect(formatServerDate('2026-06-30')).toBe('30 Jun 2026');
    expect(formatServerDate('yesterday')).toBe('yesterday');
  });

  it('writes an ISO instant in Asia/Kolkata time whatever the browser\'s zone', () => {
    expect(formatInstantIst('2026-11-24T10:16:00.000Z')).toBe('24 Nov 2026, 3:46 PM');
    expect(formatInstantIst('2026-11-23T18:30:00.000Z')).toBe('24 Nov 2026, 12:00 AM');
    expect(formatInstantIst('soon')).toBe('soon');
  });

  it('groups points the Indian way', () => {
    expect(formatPoints(150000)).toBe('1,50,000');
    expect(formatPoints(950)).toBe('950');
  });

  it('tells credits from debits by the sign the server sends', () => {
    expect(signedAmount('+500')).toEqual({ text: '+500', credit: true });
    expect(signedAmount('-10')).toEqual({ text: '-10', credit: false });
    expect(signedAmount('+150000')).toEqual({ text: '+1,50,000', credit: true });
    expect(signedAmount('-0')).toEqual({ text: '-0', credit: false });
  });

  it('names the docs/PRODUCT.md §4 request statuses and the wire types', () => {
    expect(requestStatus('0')).toEqual({ label: 'Pending', tone: 'warning' });
    expect(requestStatus('-1')).toEqual({ label: 'Failed', tone: 'danger' });
    expect(requestStatus('1')).toEqual({ label: 'Success', tone: 'success' });
    expect(requestStatus('7').tone).toBe('neutral');
    expect(requestTypeLabel('Deposite')).toBe('Deposit');
    expect(requestTypeLabel('Withdraw')).toBe('Withdraw');
    expect(bidStatus('refunded')).toEqual({ label: 'Refunded', tone: 'neutral' });
  });
});
