/**
 * What one API process shares between its bids: the markets as last read
 * (marketsForBids.ts) and the statement that places them, with group commit
 * (data/bidBatcher.ts, docs/decisions/0015-group-commit-of-bids.md): bids
 * arriving while the database is busy go together. PGlite has one connection.
 */
import type { AppContext } from '../../context.js';
import { bidBatcher } from '../../data/bidBatcher.js';
import { marketsForBids } from './marketsForBids.js';
import type { BidPath } from './placeBid.js';

export function bidPathFor(ctx: AppContext): BidPath {
  const connections = ctx.db.kind === 'pglite' ? 1 : ctx.config.DATABASE_POOL_SIZE;
  const slots = Math.min(ctx.config.BID_BATCH_SLOTS, connections);
  const alone = Math.min(ctx.config.BID_HELD_AT_ONCE, connections);
  return { markets: marketsForBids(ctx.db), place: bidBatcher(ctx.db.pool, { slots, max: ctx.config.BID_BATCH_MAX, alone }) };
}
