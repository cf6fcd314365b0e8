/**
 * SQL for the integrity markers on the dashboard (docs/SETTLEMENT.md
 * "Integrity"): result sessions whose previews suggest a pana was chosen.
 * Both read the preview log (`result_previews`, migration 108).
 */
import type { IntegrityMarkerKind } from '@matka/shared';
import type { Queryable } from '../db/database.js';
import type { ResultSession } from './declarations.js';

export interface IntegrityMarkerRow {
  kind: IntegrityMarkerKind;
  market_id: number;
  market: string;
  business_date: string;
  session: ResultSession;
  /** The declared pana (best_for_house), else null. */
  pana: string | null;
  previewed_panas: number;
  operators: string[];
  at: Date;
  /** best_for_house: the declared pana's net, and the worst previewed pana with its net. */
  declared_net: number | null;
  worst_pana: string | null;
  worst_net: number | null;
}

/**
 * Markers of the business dates `from`..`to`, newest first:
 * - best_for_house: a manual declaration whose pana was the best for the house
 *   (highest net, strictly above the lowest) among two or more panas of its
 *   session previewed before it;
 * - preview_limit_reached: a session where a preview reached the limit in
 *   force when it was shown.
 */
export async function integrityMarkers(db: Queryable, from: string, to: string, limit = 200): Promise<IntegrityMarkerRow[]> {
  const result = await db.query<IntegrityMarkerRow>(
    `WITH best AS (
       SELECT 'best_for_house' AS kind, d.market_id, d.business_date, d.session, d.pana, s.panas AS previewed_panas,
              ARRAY(SELECT DISTINCT o.name FROM operators o
                    WHERE o.id = d.declared_by
                       OR o.id IN (SELECT p.operator_id FROM result_previews p
                                   WHERE p.market_id = d.market_id AND p.business_date = d.business_date
                                     AND p.session = d.session AND p.id <= d.last_preview_id)
                    ORDER BY 1) AS operators,
              d.declared_at AS at, s.declared_net, w.pana AS worst_pana, s.worst_net
       FROM result_declarations d
       CROSS JOIN LATERAL (
         SELECT count(DISTINCT p.pana)::int AS panas,
                max(p.staked_points - p.paid_points) AS best_net,
                min(p.staked_points - p.paid_points) AS worst_net,
                max(p.staked_points - p.paid_points) FILTER (WHERE p.pana = d.pana) AS declared_net
         FROM result_previews p
         WHERE p.market_id = d.market_id AND p.business_date = d.business_date AND p.session = d.session AND p.id <= d.last_preview_id
       ) s
       CROSS JOIN LATERAL (
         SELECT p.pana FROM result_previews p
         WHERE p.market_id = d.market_id AND p.business_date = d.business_date AND p.session = d.session AND p.id <= d.last_preview_id
         ORDER BY p.staked_points - p.paid_points, p.id LIMIT 1
       ) w
       WHERE d.source = 'manual' AND d.business_date BETWEEN $1 AND $2 AND d.last_preview_id IS NOT NULL
         AND s.panas >= 2 AND s.declared_net = s.best_net AND s.best_net > s.worst_net
     ), reached AS (
       SELECT 'preview_limit_reached' AS kind, p.market_id, p.business_date, p.session, NULL::text AS pana,
              count(DISTINCT p.pana)::int AS previewed_panas, array_agg(DISTINCT o.name ORDER BY o.name) AS operators,
              max(p.previewed_at) AS at, NULL::bigint AS declared_net, NULL::text AS worst_pana, NULL::bigint AS worst_net
       FROM result_previews p JOIN operators o ON o.id = p.operator_id
       WHERE p.business_date BETWEEN $1 AND $2
       GROUP BY p.market_id, p.business_date, p.session
       HAVING bool_or(p.previewed_panas >= p.preview_limit)
     ), flagged AS (
       SELECT * FROM best UNION ALL SELECT * FROM reached
     )
     SELECT f.kind, f.market_id, m.name AS market, f.business_date::text, f.session, f.pana, f.previewed_panas, f.operators, f.at,
            f.declared_net, f.worst_pana, f.worst_net
     FROM flagged f JOIN markets m ON m.id = f.market_id
     ORDER BY f.at DESC, f.market_id, f.session LIMIT $3`,
    [from, to, limit],
  );
  return result.rows;
}
