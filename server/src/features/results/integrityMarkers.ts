/**
 * The dashboard's integrity markers (docs/SETTLEMENT.md "Integrity"): result
 * sessions to look at because their previews suggest a pana was chosen —
 * the best pana for the house declared among several previewed, or a session
 * whose previews reached the limit. A prompt to look, not a verdict.
 */
import { INTEGRITY_LOOKBACK_DAYS, plural, type IntegrityMarker } from '@matka/shared';
import type { Queryable } from '../../db/database.js';
import { integrityMarkers, type IntegrityMarkerRow } from '../../data/integrityMarkers.js';
import { addDays } from '../markets/schedule.js';

const signed = new Intl.NumberFormat('en-IN', { signDisplay: 'exceptZero' });

function detail(row: IntegrityMarkerRow): string {
  if (row.kind === 'preview_limit_reached') return `${plural(row.previewed_panas, 'different pana')} previewed: the limit was reached.`;
  return `Declared ${row.pana} (net ${signed.format(row.declared_net ?? 0)}), the best for the house of ${plural(row.previewed_panas, 'pana')} previewed before it; `
    + `the worst was ${row.worst_pana} (net ${signed.format(row.worst_net ?? 0)}).`;
}

/** Markers of the INTEGRITY_LOOKBACK_DAYS business dates up to `date`, newest first. */
export async function integrityMarkersUpTo(db: Queryable, date: string): Promise<IntegrityMarker[]> {
  const rows = await integrityMarkers(db, addDays(date, -(INTEGRITY_LOOKBACK_DAYS - 1)), date);
  return rows.map((row) => ({
    kind: row.kind, market_id: row.market_id, market: row.market, business_date: row.business_date, session: row.session,
    pana: row.pana, previewed_panas: row.previewed_panas, operators: row.operators, at: row.at.toISOString(), detail: detail(row),
  }));
}
