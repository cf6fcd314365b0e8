/**
 * The winners list of one declaration (docs/CONSOLE.md "Winners"): the rows
 * the settlement wrote to `declaration_winners` (migration 115), with the
 * bid's game type, numbers, stake and rate read through bids_pkey (they never
 * change once the bid is placed) and the player. A page is found among the
 * declaration's own rows (its primary key's first column), so a day of a
 * million bids costs what its winners cost.
 */
import type { PageInput, WinnerSort } from '@matka/shared';
import type { Queryable } from '../db/database.js';
import type { BidNumbersRow } from './bids.js';
import type { DeclarationRow } from './declarations.js';
import { likePrefix, orderAndPage } from './tablePages.js';

export interface WinnerRow extends BidNumbersRow {
  bid_id: number;
  user_id: number;
  phone_number: string;
  name: string;
  rate_min_value: number;
  rate_max_value: number;
  win_points: number;
}

const WINNER_SORT_COLUMNS: Record<WinnerSort, string> = {
  win_points: 'w.win_points', points: 'b.points', game_type: 'b.game_type', phone_number: 'u.phone_number', bid_id: 'w.bid_id',
};

// The bid by its whole key; the declaration's day, as a value the executor
// knows before it starts, keeps the read on that day's monthly partition
// (docs/decisions/0025).
const FROM = `FROM declaration_winners w JOIN bids b ON b.id = w.bid_id AND b.business_date = w.business_date JOIN users u ON u.id = w.user_id
  WHERE w.declaration_id = $1 AND ($2::text IS NULL OR u.phone_number LIKE $2)
    AND b.business_date = (SELECT d.business_date FROM result_declarations d WHERE d.id = $1)`;

/** `phonePrefix`: digits the player's mobile number starts with. */
export async function pageWinners(
  db: Queryable, declarationId: number, phonePrefix: string | undefined, page: PageInput<WinnerSort>,
): Promise<{ rows: WinnerRow[]; total: number }> {
  const params = [declarationId, phonePrefix ? likePrefix(phonePrefix) : null];
  const rows = await db.query<WinnerRow>(
    `SELECT w.bid_id, w.user_id, u.phone_number, u.name, b.game_type, b.session, b.open_pana, b.open_digit, b.close_pana, b.close_digit,
            b.points, b.rate_min_value, b.rate_max_value, w.win_points
     ${FROM} ${orderAndPage(page, WINNER_SORT_COLUMNS, 'w.bid_id')}`,
    params,
  );
  const count = await db.query<{ total: number }>(`SELECT count(*)::bigint AS total ${FROM}`, params);
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}

export type WinnersDeclarationRow = DeclarationRow & { market: string; winners_recorded: boolean };

export async function findDeclaration(db: Queryable, id: number): Promise<WinnersDeclarationRow | null> {
  const result = await db.query<WinnersDeclarationRow>(
    `SELECT d.id, d.market_id, m.name AS market, d.business_date::text, d.session, d.pana, d.source, d.declared_at, d.declared_by,
            d.settled_bids, d.winning_bids, d.staked_points, d.paid_points, d.settle_ms, d.reverted_at, d.reverted_by, d.revert_reason,
            d.reversed_points, d.shortfall_points, d.previewed_panas, d.last_preview_id, d.back_dated_reason, d.winners_recorded
     FROM result_declarations d JOIN markets m ON m.id = d.market_id WHERE d.id = $1`,
    [id],
  );
  return result.rows[0] ?? null;
}

/**
 * The winners export's keyset read (docs/CONSOLE.md "Exports"): up to `limit`
 * winners of the declaration with a bid id below `cursor`, highest bid id
 * first — a range of the primary key (declaration_id, bid_id).
 */
export async function winnersAfter(
  db: Queryable, declarationId: number, phonePrefix: string | undefined, cursor: number | null, limit: number,
): Promise<WinnerRow[]> {
  const result = await db.query<WinnerRow>(
    `SELECT w.bid_id, w.user_id, u.phone_number, u.name, b.game_type, b.session, b.open_pana, b.open_digit, b.close_pana, b.close_digit,
            b.points, b.rate_min_value, b.rate_max_value, w.win_points
     ${FROM} AND w.bid_id < $3 ORDER BY w.bid_id DESC LIMIT $4`,
    [declarationId, phonePrefix ? likePrefix(phonePrefix) : null, cursor ?? Number.MAX_SAFE_INTEGER, limit],
  );
  return result.rows;
}
