/** Placing a bid (docs/PRODUCT.md §7 set_bid_new.php). */
import { placeBidRequest, type PlaceBidResponse, placeBidResponse } from '@matka/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.js';
import { canPlay } from '../../../features/eligibility.js';
import { placeBid, SessionChanged } from '../../../features/bids/placeBid.js';
import { spendBidBudget } from '../../../features/bids/bidBudget.js';
import { playerQueue } from '../../../features/bids/playerQueue.js';
import { bidPathFor } from '../../../features/bids/bidPath.js';
import { playerOf, requirePlayer } from '../../auth.js';
import { refuseUnlessCanPlay } from '../../scopes.js';
import { schemaForLimits } from '../../limitSchemas.js';
import { replies } from '../../responses.js';
import { parse, type Routes } from '../../validate.js';
import { conflict } from '../../../errors.js';
import { endpoint } from '../paths.js';

export function bidRoutes(app: Routes, ctx: AppContext): void {
  // The maximum bid is an operator setting: checked against the current one on every bid.
  const request = schemaForLimits(ctx, placeBidRequest);
  const path = bidPathFor(ctx);
  // One queue per app (per API process): a player's bids go one after another, a burst beyond the bound is a 429.
  const queue = playerQueue({
    inFlight: ctx.config.BID_IN_FLIGHT_PER_PLAYER,
    waiting: ctx.config.BID_WAITING_PER_PLAYER,
    refusalDelayMs: ctx.config.BID_REFUSAL_DELAY_MS,
  });
  // The session may come from memory: the bid's statement checks it and the player's eligibility again.
  // A player on a break is refused in their turn and charged a bid (play: 'inTurn'): a refused bid costs its
  // sender what a placed one does, never the server more (docs/SECURITY.md "Refused calls").
  const config = { play: 'inTurn' as const, sessionCheckedInStatement: true };
  app.post(endpoint('placeBid'), { config, schema: replies(placeBidResponse) }, async (incoming, reply) => {
    const player = playerOf(incoming);
    const tokenHash = incoming.playerTokenHash;
    const placed = await queue.run(player.id, async () => {
      // A refusal is never judged from memory alone: a break lifted or an account enabled a moment ago,
      // before this process heard of it, would refuse the bid. Refusals are rare; their re-read is cheap.
      const judged = canPlay(player, ctx.clock.now()) ? player : await playerFromDatabase(ctx, incoming, tokenHash);
      await refuseUnlessCanPlay(ctx, incoming, judged, () => spendBidBudget(ctx, player.id));
      // The body is checked in the player's turn: a bid refused by a full queue costs not even a schema check.
      const bid = parse(await request(), incoming.body).bids;
      let caller = { tokenHash, user: judged };
      for (let attempt = 0; ; attempt++) {
        try {
          return await placeBid(ctx, path, caller, bid);
        } catch (error) {
          if (!(error instanceof SessionChanged)) throw error;
          // Changing under every look: refused like a closed door, nothing written.
          if (attempt === 2) throw conflict('Your account changed while this bid was placed. Please try again.');
          // Logged out, MPIN reset, disabled or on a break a moment ago: judged again from the database (401 or 403), or placed.
          caller = { tokenHash, user: await playerFromDatabase(ctx, incoming, tokenHash) };
          await refuseUnlessCanPlay(ctx, incoming, caller.user, () => spendBidBudget(ctx, player.id));
        }
      }
    });
    // A retry of a placed transaction id says so, in the body and in the header idempotency-key APIs use.
    if (placed.replay) reply.header('idempotent-replayed', 'true');
    return { success: '1', msg: placed.msg, Remaining_user_balance: placed.balance, ...(placed.replay ? { replay: true } : {}) } satisfies PlaceBidResponse;
  });
}

type Player = ReturnType<typeof playerOf>;

/** The player as the database has them now, the memory's copy of the session forgotten (401 if it ended). */
async function playerFromDatabase(ctx: AppContext, incoming: FastifyRequest, tokenHash: string): Promise<Player> {
  ctx.reads?.sessions.revoked(tokenHash);
  return requirePlayer(ctx, incoming);
}
