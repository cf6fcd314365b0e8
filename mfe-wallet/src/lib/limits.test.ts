import { describe, expect, it } from 'vitest';
import type { LimitView } from '@matka/shared';
import { amountInput } from './inputs';
import { depositRoom, depositRoomText, withdrawInput } from './limits';

const limit = (period: LimitView['period'], points: number | null, used: number, kind: LimitView['kind'] = 'deposit'): LimitView =>
  ({ kind, period, points, pending: null, used });

describe('depositRoom', () => {
  it('is the lowest room of the deposit limits, the shorter period on a tie, never below 0', () => {
    expect(depositRoom([])).toBeNull();
    expect(depositRoom([limit('day', null, 0), limit('day', 10, 0, 'loss')])).toBeNull();
    expect(depositRoom([limit('month', 9000, 1000), limit('week', 3000, 500)])).toEqual({ limit: 3000, period: 'week', left: 2500 });
    expect(depositRoom([limit('week', 3000, 2000), limit('day', 1500, 500)])).toEqual({ limit: 1500, period: 'day', left: 1000 });
    expect(depositRoom([limit('day', 1000, 1400)])).toEqual({ limit: 1000, period: 'day', left: 0 });
  });

  it('says the room in words', () => {
    expect(depositRoomText({ limit: 2000, period: 'day', left: 800 })).toBe('Your deposit limit of 2000 points per 24 hours leaves room for 800 more points now.');
    expect(depositRoomText({ limit: 2000, period: 'week', left: 0 })).toMatch(/^Your deposit limit of 2000 points per 7 days is reached/);
  });
});

describe('withdrawInput', () => {
  it('keeps digits and stops at the balance', () => {
    const accept = withdrawInput(1500, amountInput);
    expect(accept('')).toBe('');
    expect(accept('12a0')).toBe('120');
    expect(accept('1500')).toBe('1500');
    expect(accept('1501')).toBe('1500');
    expect(withdrawInput(0, amountInput)('5')).toBe('0');
  });
});
