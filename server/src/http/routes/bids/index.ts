/** Placing a bid (docs/PRODUCT.md §7 set_bid_new.php). */
import type { FastifyInstance } from 'fastify';
import { placeBidRequest, type PlaceBidResponse } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { placeBid } from '../../../features/bids/placeBid.js';
import { playerOf } from '../../auth.js';
import { schemaForLimits } from '../../limitSchemas.js';
import { parse } from '../../validate.js';
import { endpoint } from '../paths.js';

export function bidRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The maximum bid is an operator setting: checked against the current one on every bid.
  const request = schemaForLimits(ctx, placeBidRequest);
  app.post(endpoint('placeBid'), { config: { play: true } }, async (incoming, reply) => {
    const { bids: bid } = parse(await request(), incoming.body);
    const placed = await placeBid(ctx, playerOf(incoming), bid);
    // A retry of a placed transaction id says so, in the body and in the header idempotency-key APIs use.
    if (placed.replay) reply.header('idempotent-replayed', 'true');
    return { success: '1', msg: placed.msg, Remaining_user_balance: placed.balance, ...(placed.replay ? { replay: true } : {}) } satisfies PlaceBidResponse;
  });
}
