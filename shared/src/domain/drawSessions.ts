/**
 * Whether a declared session can be verified (docs/SETTLEMENT.md "Verifiable
 * draws" → "What verified means"): the one reading the server reports, the
 * chart page recomputes and scripts/verify-draw.mjs recomputes, from the
 * public facts alone.
 *
 * A session is verifiable when the server drew it from a seed whose
 * commitment was published before the session's bidding opened. Bidding for
 * business date D opens at 00:00 IST on D at the earliest: the server files
 * a bid under the IST calendar date, or the day before for a market whose
 * close is past midnight, never under a later date — whatever the market's
 * times are or were. (A past-midnight market takes D's first bid a few
 * minutes later, at D-1's close; midnight is the earlier bound.) Both
 * sessions of D open together: close-session bids are taken from the day's
 * start. Whether the seed then matches the commitment and draws the pana is
 * checked by `verifyDraw` (draw.ts).
 */
const IST_OFFSET_MS = 330 * 60_000;

/** The first instant a bid for this business date can be placed: 00:00 IST on it, as an ISO instant. */
export function biddingOpensAt(businessDate: string): string {
  return new Date(Date.parse(`${businessDate}T00:00:00Z`) - IST_OFFSET_MS).toISOString();
}

/** An ISO instant as IST wall-clock text, '2026-11-24 00:00 IST' (the same on every machine). */
export function drawTimeText(iso: string): string {
  const shifted = new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)} IST`;
}

export const DRAW_SESSION_MSG = {
  handDeclared: 'Declared by hand: no commitment was published before bidding opened.',
  handOverCommitment: 'Declared by hand although a commitment was published.',
  noRecord: 'No declaration is recorded for the result shown.',
  noCommitment: 'No commitment was published for this session.',
  panaMismatch: (shown: string | null, declared: string | null) =>
    `The market shows ${shown ?? 'no result'} but the declaration records ${declared ?? 'none'}.`,
  lateCommitment: (committedAt: string, opensAt: string) =>
    `The commitment was published ${drawTimeText(committedAt)}, not before bidding opened ${drawTimeText(opensAt)}.`,
  undated: 'The commitment has no publication time.',
  seedHidden: 'Drawn, but its seed is not revealed.',
  notDrawn: 'Not drawn yet: the seed is revealed with the result.',
  holiday: 'A holiday: nothing is drawn and the seed stays secret.',
} as const;

/** What the server publishes about one session (get_draws.php `sessions`). */
export interface DrawSessionFacts {
  business_date: string;
  session: 'open' | 'close';
  /** The pana the market shows (its chart), null when none is declared. */
  pana: string | null;
  /** The standing declaration's pana and source, null when none is recorded. */
  declared_pana: string | null;
  source: 'manual' | 'draw' | null;
  commitment: string | null;
  committed_at: string | null;
  seed: string | null;
  holiday: boolean;
}

export type DrawSessionStatus = 'verifiable' | 'not_verifiable' | 'pending';

export interface DrawSessionVerdict {
  status: DrawSessionStatus;
  /** Why not verifiable, or why pending; empty when verifiable. */
  reasons: string[];
}

/**
 * 'pending': committed, not declared yet. 'not_verifiable': declared, but not
 * drawn from a commitment published before bidding opened (each reason
 * listed). 'verifiable': drawn from a timely commitment whose seed is public.
 */
export function drawSessionVerdict(facts: DrawSessionFacts): DrawSessionVerdict {
  if (facts.pana === null && facts.declared_pana === null) {
    return { status: 'pending', reasons: [facts.holiday ? DRAW_SESSION_MSG.holiday : DRAW_SESSION_MSG.notDrawn] };
  }
  const reasons: string[] = [];
  if (facts.source === null) reasons.push(DRAW_SESSION_MSG.noRecord);
  else if (facts.source === 'manual') reasons.push(facts.commitment ? DRAW_SESSION_MSG.handOverCommitment : DRAW_SESSION_MSG.handDeclared);
  else if (!facts.commitment) reasons.push(DRAW_SESSION_MSG.noCommitment);
  if (facts.source !== null && facts.pana !== facts.declared_pana) {
    reasons.push(DRAW_SESSION_MSG.panaMismatch(facts.pana, facts.declared_pana));
  }
  if (facts.commitment) {
    const opensAt = biddingOpensAt(facts.business_date);
    const committedAt = facts.committed_at;
    if (committedAt === null || Number.isNaN(Date.parse(committedAt))) reasons.push(DRAW_SESSION_MSG.undated);
    else if (Date.parse(committedAt) >= Date.parse(opensAt)) reasons.push(DRAW_SESSION_MSG.lateCommitment(committedAt, opensAt));
    if (facts.source === 'draw' && !facts.seed) reasons.push(DRAW_SESSION_MSG.seedHidden);
  }
  return reasons.length ? { status: 'not_verifiable', reasons } : { status: 'verifiable', reasons: [] };
}
