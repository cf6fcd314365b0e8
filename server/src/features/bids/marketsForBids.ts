/**
 * The markets as the bid path last read them, by name, in this process. Never
 * invalidated, and it needs not be: place_bids_in_session() (server/sql/functions/) compares the
 * market row under its share lock with the one the clock was judged on and
 * answers 'stale' when an operator changed it, and a refusal (unknown market,
 * closed by the clock) is only given after a fresh read (features/bids/placeBid.ts).
 * So an old entry costs a second round trip once, never a wrong answer. Only
 * markets that exist are kept: the map holds at most one entry per market.
 */
import type { Database } from '../../db/database.js';
import { findMarketByName, type MarketRow } from '../../data/markets.js';

export interface MarketsForBids {
  /** The market named `name` (any case); `fresh` reads the database whatever is known. */
  byName(name: string, fresh: boolean): Promise<MarketRow | null>;
}

export function marketsForBids(db: Pick<Database, 'pool'>): MarketsForBids {
  const known = new Map<string, MarketRow>();
  return {
    async byName(name, fresh) {
      const key = name.toUpperCase();
      const hit = fresh ? undefined : known.get(key);
      if (hit) return hit;
      const row = await findMarketByName(db.pool, name);
      if (row) known.set(key, row);
      else known.delete(key);
      return row;
    },
  };
}
