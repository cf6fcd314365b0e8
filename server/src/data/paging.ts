/**
 * Keyset pages over a user's rows, newest first: `WHERE id < before ORDER BY
 * id DESC LIMIT n + 1`, served by the (user_id, id DESC) indexes. One extra
 * row is read to know whether another page exists without a COUNT.
 */
export interface PageQuery {
  /** Only rows older than this id; undefined is the first page. */
  before?: number | undefined;
  limit: number;
}

export interface Page<Row> {
  rows: Row[];
  /** The id to pass as `before` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** SQL values for a query that asks for one row more than the page holds. */
export const pageBounds = (page: PageQuery) => ({ before: page.before ?? null, limitPlusOne: page.limit + 1 });

export function pageOf<Row extends { id: number }>(rows: Row[], limit: number): Page<Row> {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const kept = rows.slice(0, limit);
  return { rows: kept, nextCursor: String(kept[kept.length - 1]!.id) };
}
