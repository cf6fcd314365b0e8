/**
 * Authentication is on by default. Every player route is registered inside
 * `playerScope` and every operator route inside `operatorScope`; their
 * onRequest hooks refuse a caller without a session before the body is even
 * read. A route that needs no session says so in its options
 * (`config: { public: true }`), where a reviewer sees it; an operator route
 * must name the grant its role needs (`config: { grant: 'funds' }`) or the
 * app refuses to start.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UserRow } from '../features/sessions/sessions.js';
import type { OperatorGrant } from '@matka/shared';
import type { AppContext } from '../context.js';
import { assert } from '../errors.js';
import { assertAccountEnabled, assertCanPlay, playBlockOf } from '../features/eligibility.js';
import { recordBreakAttempt } from '../features/protection/breakAttempt.js';
import { refuseForeignPhone, requireOperator, requirePlayer } from './auth.js';
import type { Routes } from './validate.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session: only the calls made before login (and logout, which needs none). */
    public?: boolean;
    /** A read-only route: the session may come from memory (features/sessions/sessionCache.ts). Never on a route that moves money or changes the account. */
    cachedSession?: boolean;
    /**
     * The route's own statement checks the session and the player's eligibility again, in the transaction that
     * moves the money (placing a bid: place_bids_in_session(), server/sql/functions/), so the session may come from memory.
     */
    sessionCheckedInStatement?: boolean;
    /**
     * Betting and deposits: an account that may not play, or is on a break, is refused (403) before any input is read.
     * `'inTurn'`: the route refuses by itself (refuseUnlessCanPlay), in the player's turn of the bid queue and charged
     * to the bid budget, so a refused bid waits and spends like a placed one (docs/SECURITY.md "Refused calls").
     */
    play?: boolean | 'inTurn';
    /** Withdrawals: the account must be enabled, but a break does not stop it (docs/PROTECTION.md). */
    accountEnabled?: boolean;
    /** Operator routes: the grant the operator's role must hold (ROLE_GRANTS in shared/src/api/operators.ts). */
    grant?: OperatorGrant;
    /** The `status` the payment screens read on a failure (docs/PRODUCT.md §8), added to every 4xx of the route. */
    failureStatus?: string;
  }
}

export type RouteGroup = (app: Routes, ctx: AppContext) => void;

/** The player API: session on every route unless `public`. */
export function playerScope(ctx: AppContext, groups: RouteGroup[]): FastifyPluginAsync {
  return async (app) => {
    app.decorateRequest('player', null);
    app.decorateRequest('playerTokenHash', '');
    app.addHook('onRequest', async (request) => {
      const { public: isPublic, cachedSession, sessionCheckedInStatement } = request.routeOptions.config;
      if (isPublic) return;
      request.player = await requirePlayer(ctx, request, cachedSession === true || sessionCheckedInStatement === true);
    });
    // After the body is parsed: the spec's bodies repeat the player's number, which must be the caller's own.
    app.addHook('preValidation', async (request) => {
      if (!request.player) return;
      refuseForeignPhone(request, request.player);
      const { play, accountEnabled } = request.routeOptions.config;
      if (accountEnabled) assertAccountEnabled(request.player);
      if (play === true) await refuseUnlessCanPlay(ctx, request, request.player);
    });
    // A bid, a withdrawal, a deposit made here: the player's other tabs on this process hear it now, not at the next poll.
    // The spec's reads are POSTs too (get_games.php …): a read-only route (cachedSession) moves nothing, so it wakes nothing.
    app.addHook('onResponse', async (request, reply) => {
      if (!request.player || request.method === 'GET' || reply.statusCode >= 400 || request.routeOptions.config.cachedSession) return;
      ctx.live?.walletMoved(request.player.id);
    });
    for (const group of groups) group(app.withTypeProvider<ZodTypeProvider>(), ctx);
  };
}

/**
 * Betting and deposits: refused (403) for an account that may not play or is on a break. A try during a break is
 * a marker of harm operators see (docs/PROTECTION.md "Markers"). It is first charged to the budget an accepted call
 * spends — `spend`, or for deposits their per-player limit, which ran as soon as the session was known — so a
 * burst of refused calls meets the same 429 as a burst of accepted ones (docs/SECURITY.md "Refused calls").
 */
export async function refuseUnlessCanPlay(ctx: AppContext, request: FastifyRequest, player: UserRow, spend?: () => Promise<void>): Promise<void> {
  const now = ctx.clock.now();
  if (player.status === '1' && playBlockOf(player, now)) {
    await spend?.();
    await recordBreakAttempt(ctx, player.id, request.routeOptions.url ?? '');
  }
  assertCanPlay(player, now);
}

/** The operator API: an operator session whose role holds the route's grant, unless `public`. */
export function operatorScope(ctx: AppContext, groups: RouteGroup[]): FastifyPluginAsync {
  return async (app) => {
    app.decorateRequest('operator', null);
    app.addHook('onRoute', (route) => {
      if (!route.config?.public && !route.config?.grant) {
        throw new Error(`operator route ${route.method} ${route.url} names no grant: add config.grant, or config.public if it needs no session`);
      }
    });
    app.addHook('onRequest', async (request) => {
      const { grant } = request.routeOptions.config;
      if (request.routeOptions.config.public) return;
      assert(grant, `${request.routeOptions.url} names no grant`);
      request.operator = await requireOperator(ctx, request, grant);
    });
    // An operator's change is committed before the reply: this process reads it on its very next call
    // (every other process on the NOTIFY of migrations 098 and 101, a moment later).
    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 400) {
        ctx.reads?.markets.changed();
        ctx.reads?.limits.changed();
      }
    });
    for (const group of groups) group(app.withTypeProvider<ZodTypeProvider>(), ctx);
  };
}
