import { describe, expect, it } from 'vitest';
import { businessDateAt, displayTime, istMoment, sessionResultAt, sessionVerdict, type MarketTimes } from './schedule.js';

const at = (iso: string) => new Date(iso);
const nothingDeclared = { openDeclared: false, closeDeclared: false, holiday: false };
// KALYAN-like: 15:45 – 17:45, every day.
const day: MarketTimes = { openMinute: 15 * 60 + 45, closeMinute: 17 * 60 + 45, daysMask: 127, active: true };
// MAIN BAZAR-like: 21:35 – 00:05 (crosses midnight).
const night: MarketTimes = { openMinute: 21 * 60 + 35, closeMinute: 5, daysMask: 127, active: true };

describe('market sessions on the Asia/Kolkata clock', () => {
  it('uses the IST date, not the UTC date, between 00:00 and 05:30 IST', () => {
    // 2026-11-22 20:00 UTC is 2026-11-23 01:30 IST.
    expect(istMoment(at('2026-11-22T20:00:00Z'))).toEqual({ date: '2026-11-23', minute: 90, weekday: 0 });
  });

  it('takes open-session bids until the open time and close-session bids until the close time', () => {
    expect(sessionVerdict(day, nothingDeclared, at('2026-11-23T15:44:00+05:30'))).toEqual({
      businessDate: '2026-11-23', openSessionOpen: true, closeSessionOpen: true,
    });
    expect(sessionVerdict(day, nothingDeclared, at('2026-11-23T15:45:00+05:30'))).toMatchObject({
      openSessionOpen: false, closeSessionOpen: true,
    });
    expect(sessionVerdict(day, nothingDeclared, at('2026-11-23T17:45:00+05:30'))).toMatchObject({
      openSessionOpen: false, closeSessionOpen: false,
    });
  });

  it('closes a session as soon as its result is declared, whatever the time', () => {
    const verdict = sessionVerdict(day, { ...nothingDeclared, openDeclared: true }, at('2026-11-23T10:00:00+05:30'));
    expect(verdict).toMatchObject({ openSessionOpen: false, closeSessionOpen: true });
  });

  it('keeps a midnight-crossing market on the previous draw until its close time', () => {
    expect(businessDateAt(night, at('2026-11-24T00:03:00+05:30'))).toBe('2026-11-23');
    expect(sessionVerdict(night, nothingDeclared, at('2026-11-24T00:03:00+05:30'))).toEqual({
      businessDate: '2026-11-23', openSessionOpen: false, closeSessionOpen: true,
    });
    expect(sessionVerdict(night, nothingDeclared, at('2026-11-24T00:05:00+05:30'))).toEqual({
      businessDate: '2026-11-24', openSessionOpen: true, closeSessionOpen: true,
    });
    expect(sessionVerdict(night, nothingDeclared, at('2026-11-23T22:00:00+05:30'))).toEqual({
      businessDate: '2026-11-23', openSessionOpen: false, closeSessionOpen: true,
    });
  });

  it('takes no bids on a day the market does not run, on a holiday, or when switched off', () => {
    const weekdaysOnly = { ...day, daysMask: 0b0011111 };
    // 2026-11-29 is a Sunday.
    expect(sessionVerdict(weekdaysOnly, nothingDeclared, at('2026-11-29T10:00:00+05:30'))).toMatchObject({
      openSessionOpen: false, closeSessionOpen: false,
    });
    expect(sessionVerdict(weekdaysOnly, nothingDeclared, at('2026-11-27T10:00:00+05:30')).openSessionOpen).toBe(true);
    expect(sessionVerdict(day, { ...nothingDeclared, holiday: true }, at('2026-11-23T10:00:00+05:30')).closeSessionOpen).toBe(false);
    expect(sessionVerdict({ ...day, active: false }, nothingDeclared, at('2026-11-23T10:00:00+05:30')).closeSessionOpen).toBe(false);
  });

  it('dues a session result at the moment that session stops taking bids, past midnight for a crossing close', () => {
    expect(sessionResultAt(day, '2026-11-23', 'open')).toEqual(at('2026-11-23T15:45:00+05:30'));
    expect(sessionResultAt(day, '2026-11-23', 'close')).toEqual(at('2026-11-23T17:45:00+05:30'));
    expect(sessionResultAt(night, '2026-11-23', 'close')).toEqual(at('2026-11-24T00:05:00+05:30'));
    const closes = sessionResultAt(night, '2026-11-23', 'close');
    expect(sessionVerdict(night, nothingDeclared, new Date(closes.getTime() - 60_000)).closeSessionOpen).toBe(true);
    expect(businessDateAt(night, closes)).toBe('2026-11-24');
  });

  it('shows times as the game cards do', () => {
    expect(displayTime(0)).toBe('12:00 AM');
    expect(displayTime(15 * 60 + 45)).toBe('3:45 PM');
    expect(displayTime(12 * 60)).toBe('12:00 PM');
    expect(displayTime(9 * 60 + 5)).toBe('9:05 AM');
  });
});
