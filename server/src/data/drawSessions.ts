/**
 * SQL of the public per-session view of a market's results
 * (docs/SETTLEMENT.md "Verifiable draws" → "What verified means"): every
 * session between two business dates that the market shows a result for
 * (`results`, what the chart shows), that has a standing declaration
 * (`result_declarations`) or that has a commitment (`draw_commitments`) —
 * the union, so no session the chart shows can be left out of the list.
 * The seed is returned for drawn sessions alone, as in `revealedDraws`.
 */
import type { Queryable } from '../db/database.js';
import type { ResultSession } from './declarations.js';

export interface DrawSessionRow {
  business_date: string;
  session: ResultSession;
  shown_pana: string | null;
  holiday: boolean;
  declared_pana: string | null;
  source: 'manual' | 'draw' | null;
  declared_at: Date | null;
  commitment: string | null;
  committed_at: Date | null;
  /** NULL until drawn: the query itself withholds it. */
  seed: string | null;
  drawn_at: Date | null;
}

/** Newest day first, its open before its close (as `revealedDraws`). */
export async function drawSessionsBetween(db: Queryable, marketId: number, from: string, to: string): Promise<DrawSessionRow[]> {
  const result = await db.query<DrawSessionRow>(
    `WITH day AS (
       SELECT business_date, open_pana, close_pana, holiday FROM results WHERE market_id = $1 AND business_date BETWEEN $2 AND $3
     ), shown AS (
       SELECT business_date, 'open'::text AS session, open_pana AS pana FROM day WHERE open_pana IS NOT NULL
       UNION ALL
       SELECT business_date, 'close', close_pana FROM day WHERE close_pana IS NOT NULL
     ), standing AS (
       SELECT business_date, session, pana, source, declared_at FROM result_declarations
       WHERE market_id = $1 AND business_date BETWEEN $2 AND $3 AND reverted_at IS NULL
     ), committed AS (
       SELECT business_date, session, commitment, committed_at, CASE WHEN drawn_at IS NOT NULL THEN seed END AS seed, drawn_at
       FROM draw_commitments WHERE market_id = $1 AND business_date BETWEEN $2 AND $3
     ), keys AS (
       SELECT business_date, session FROM shown UNION SELECT business_date, session FROM standing UNION SELECT business_date, session FROM committed
     )
     SELECT k.business_date::text, k.session, s.pana AS shown_pana, coalesce(d.holiday, false) AS holiday,
            st.pana AS declared_pana, st.source, st.declared_at, c.commitment, c.committed_at, c.seed, c.drawn_at
     FROM keys k
     LEFT JOIN shown s ON s.business_date = k.business_date AND s.session = k.session
     LEFT JOIN day d ON d.business_date = k.business_date
     LEFT JOIN standing st ON st.business_date = k.business_date AND st.session = k.session
     LEFT JOIN committed c ON c.business_date = k.business_date AND c.session = k.session
     ORDER BY k.business_date DESC, k.session DESC`,
    [marketId, from, to],
  );
  return result.rows;
}
