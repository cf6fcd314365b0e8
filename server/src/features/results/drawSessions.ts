/**
 * The public per-session view of a market's results (get_draws.php
 * `sessions`, docs/SETTLEMENT.md "Verifiable draws" → "What verified
 * means"): for every session the market shows, has declared or has
 * committed, the facts a verifier needs — when bidding opened, the
 * commitment and when it was published, the declaration's source, the seed
 * once drawn — and the server's reading of them (`drawSessionVerdict`, the
 * same function the chart page and scripts/verify-draw.mjs recompute with).
 */
import { biddingOpensAt, drawSessionVerdict, type DrawSession } from '@matka/shared';
import type { Queryable } from '../../db/database.js';
import { drawSessionsBetween, type DrawSessionRow } from '../../data/drawSessions.js';

export function drawSession(row: DrawSessionRow): DrawSession {
  const facts = {
    business_date: row.business_date, session: row.session,
    pana: row.shown_pana, declared_pana: row.declared_pana, source: row.source,
    commitment: row.commitment, committed_at: row.committed_at?.toISOString() ?? null,
    seed: row.drawn_at ? row.seed : null, holiday: row.holiday,
  };
  const verdict = drawSessionVerdict(facts);
  return {
    ...facts,
    bidding_opens_at: biddingOpensAt(row.business_date),
    declared_at: row.declared_at?.toISOString() ?? null,
    drawn_at: row.drawn_at?.toISOString() ?? null,
    status: verdict.status,
    reason: verdict.reasons.length ? verdict.reasons.join(' ') : null,
  };
}

/** A market's sessions between two business dates, newest first. */
export async function drawSessions(db: Queryable, marketId: number, from: string, to: string): Promise<DrawSession[]> {
  return (await drawSessionsBetween(db, marketId, from, to)).map(drawSession);
}
