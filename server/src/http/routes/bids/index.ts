/** Placing a bid (docs/PRODUCT.md §7 set_bid_new.php). */
import type { FastifyInstance } from 'fastify';
import { placeBidRequest, type PlaceBidResponse, placeBidResponse } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { placeBid } from '../../../features/bids/placeBid.js';
import { playerQueue } from '../../../features/bids/playerQueue.js';
import { marketsForBids } from '../../../features/bids/marketsForBids.js';
import { playerOf } from '../../auth.js';
import { schemaForLimits } from '../../limitSchemas.js';
import { replies } from '../../responses.js';
import { parse } from '../../validate.js';
import { endpoint } from '../paths.js';

export function bidRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The maximum bid is an operator setting: checked against the current one on every bid.
  const request = schemaForLimits(ctx, placeBidRequest);
  // One queue per app (per API process): a player's bids go one after another, a burst beyond the bound is a 429.
  const markets = marketsForBids(ctx.db);
  const queue = playerQueue({
    inFlight: ctx.config.BID_IN_FLIGHT_PER_PLAYER,
    waiting: ctx.config.BID_WAITING_PER_PLAYER,
    refusalDelayMs: ctx.config.BID_REFUSAL_DELAY_MS,
  });
  app.post(endpoint('placeBid'), { config: { play: true }, schema: replies(placeBidResponse) }, async (incoming, reply) => {
    const player = playerOf(incoming);
    // The body is checked in the player's turn: a bid refused by a full queue costs not even the settings read.
    const placed = await queue.run(player.id, async () => placeBid(ctx, markets, player, parse(await request(), incoming.body).bids));
    // A retry of a placed transaction id says so, in the body and in the header idempotency-key APIs use.
    if (placed.replay) reply.header('idempotent-replayed', 'true');
    return { success: '1', msg: placed.msg, Remaining_user_balance: placed.balance, ...(placed.replay ? { replay: true } : {}) } satisfies PlaceBidResponse;
  });
}
