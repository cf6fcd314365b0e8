import { describe, expect, it } from 'vitest';
import { DRAW_SESSION_MSG, biddingOpensAt, drawSessionVerdict, drawTimeText, type DrawSessionFacts } from './drawSessions.js';

const drawn: DrawSessionFacts = {
  business_date: '2026-11-24', session: 'open', pana: '128', declared_pana: '128', source: 'draw',
  commitment: 'c'.repeat(64), committed_at: '2026-11-23T04:30:00.000Z', seed: 'a'.repeat(64), holiday: false,
};

describe('the bidding-open rule', () => {
  it('opens a business date at 00:00 IST on it, the instant before which no bid for it is accepted', () => {
    expect(biddingOpensAt('2026-11-24')).toBe('2026-11-23T18:30:00.000Z');
    expect(drawTimeText(biddingOpensAt('2026-11-24'))).toBe('2026-11-24 00:00 IST');
  });
});

describe('whether a session can be verified', () => {
  it('is verifiable when drawn from a commitment published before bidding opened and its seed is public', () => {
    expect(drawSessionVerdict(drawn)).toEqual({ status: 'verifiable', reasons: [] });
  });

  it('is not verifiable when declared by hand, with the reason', () => {
    const hand = { ...drawn, pana: '146', declared_pana: '146', source: 'manual' as const, commitment: null, committed_at: null, seed: null };
    expect(drawSessionVerdict(hand)).toEqual({ status: 'not_verifiable', reasons: [DRAW_SESSION_MSG.handDeclared] });
  });

  it('is not verifiable when the commitment came out at or after bidding opened', () => {
    const late = { ...drawn, committed_at: '2026-11-23T18:30:00.000Z' };
    expect(drawSessionVerdict(late)).toEqual({
      status: 'not_verifiable',
      reasons: ['The commitment was published 2026-11-24 00:00 IST, not before bidding opened 2026-11-24 00:00 IST.'],
    });
  });

  it('is not verifiable for a result shown without a declaration, a draw without commitment or a hidden seed', () => {
    expect(drawSessionVerdict({ ...drawn, source: null, declared_pana: null, commitment: null, committed_at: null, seed: null }).reasons)
      .toEqual([DRAW_SESSION_MSG.noRecord]);
    expect(drawSessionVerdict({ ...drawn, commitment: null, committed_at: null }).reasons).toEqual([DRAW_SESSION_MSG.noCommitment]);
    expect(drawSessionVerdict({ ...drawn, seed: null }).reasons).toEqual([DRAW_SESSION_MSG.seedHidden]);
    expect(drawSessionVerdict({ ...drawn, declared_pana: '137' }).reasons).toEqual(['The market shows 128 but the declaration records 137.']);
  });

  it('is pending while committed and not declared', () => {
    const upcoming = { ...drawn, pana: null, declared_pana: null, source: null, seed: null };
    expect(drawSessionVerdict(upcoming)).toEqual({ status: 'pending', reasons: [DRAW_SESSION_MSG.notDrawn] });
    expect(drawSessionVerdict({ ...upcoming, holiday: true }).reasons).toEqual([DRAW_SESSION_MSG.holiday]);
  });
});
