/**
 * Who is calling. Browsers carry the session in an HttpOnly cookie;
 * other clients send `Authorization: Bearer <token>`. Player and operator
 * sessions use different cookies, so one browser can hold both without the
 * roles mixing. The scopes in `scopes.ts` run these checks for every route;
 * handlers read the caller with `playerOf` / `operatorOf`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { hashToken } from '../auth/tokens.js';
import { ROLE_GRANTS, type OperatorGrant, type OperatorRole } from '@matka/shared';
import type { Actor } from '../features/audit/actor.js';
import { liveOperator, livePlayer } from '../features/sessions/liveSessions.js';
import type { OperatorIdentity, UserRow } from '../features/sessions/sessions.js';
import { assert, badRequest, forbidden, unauthorized } from '../errors.js';

export const PLAYER_COOKIE = 'matka_session';
export const OPERATOR_COOKIE = 'matka_operator';

declare module 'fastify' {
  interface FastifyRequest {
    /** The player of a session route, set by the player scope's onRequest hook. */
    player: UserRow | null;
    /** The hash of that player's session token ('' on a public route). */
    playerTokenHash: string;
    /** The operator of an operator route, set by the operator scope's onRequest hook. */
    operator: OperatorIdentity | null;
  }
}

export function tokenOf(request: FastifyRequest, cookie: string): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[cookie] || undefined;
}

/**
 * The player of the request's session. `cached`: a read-only route may take
 * the session from memory (features/sessions/sessionCache.ts); every other route reads it
 * from the database.
 */
export async function requirePlayer(ctx: AppContext, request: FastifyRequest, cached = false): Promise<UserRow> {
  const token = tokenOf(request, PLAYER_COOKIE);
  const tokenHash = token ? hashToken(token) : '';
  const player = token ? await livePlayer(ctx, tokenHash, ctx.clock.now(), cached) : null;
  if (!player) throw unauthorized('Your session has ended. Please log in again.');
  request.playerTokenHash = tokenHash;
  return player;
}

/** Fields that name a player; any of them naming someone else is refused outright. */
const PHONE_KEYS = ['phone_number', 'phoneNumber', 'USER_ID'] as const;

/** The spec's calls repeat the player's number in the body: one naming somebody else is a 403, whatever else it says. */
export function refuseForeignPhone(request: FastifyRequest, user: UserRow): void {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return;
  for (const key of PHONE_KEYS) {
    const value = (body as Record<string, unknown>)[key];
    // Only text or a number can be a phone number; String() of an object may even throw.
    if (value !== undefined && typeof value !== 'string' && typeof value !== 'number') throw badRequest(`${key} is not valid.`);
    if (value !== undefined && String(value) !== user.phone_number) {
      request.log.warn({ userId: user.id, key }, 'payload names another player');
      throw forbidden('This request does not belong to your account.');
    }
  }
}

/**
 * The operator behind the request, if their role holds `grant` (see
 * ROLE_GRANTS in shared/src/api/operators.ts): 401 without an operator
 * session, 403 for a role without the grant. The UI hides what a role cannot
 * do, but this check is the one that counts.
 */
export async function requireOperator(ctx: AppContext, request: FastifyRequest, grant: OperatorGrant): Promise<OperatorIdentity> {
  const token = tokenOf(request, OPERATOR_COOKIE);
  const found = token ? await liveOperator(ctx, hashToken(token), ctx.clock.now()) : null;
  if (!found) throw unauthorized('Operator login required.');
  const operator = found.who;
  if (!(ROLE_GRANTS[grant] as readonly OperatorRole[]).includes(operator.role)) {
    request.log.warn({ operatorId: operator.id, role: operator.role, grant }, 'operator role refused');
    throw forbidden('Your operator role does not allow this.');
  }
  await found.keepAlive();
  return operator;
}

/** The player of a session route; only a bug (a public route asking) finds none. */
export function playerOf(request: FastifyRequest): UserRow {
  assert(request.player, `${request.routeOptions.url} is public but asked for the player`);
  return request.player;
}

export function operatorOf(request: FastifyRequest): OperatorIdentity {
  assert(request.operator, `${request.routeOptions.url} is public but asked for the operator`);
  return request.operator;
}

/** The audit identity of an operator's request. */
export function actorOf(request: FastifyRequest): Actor {
  return { operatorId: operatorOf(request).id, requestId: request.id };
}

/**
 * The cookie lives until `expires` on the server's clock, sent as Max-Age (seconds from now) rather
 * than an Expires date: a browser whose clock disagrees with the server's (a phone set wrong, or the
 * tests' pinned clock) would otherwise drop the cookie on arrival or keep it too long.
 */
export function setSessionCookie(ctx: AppContext, reply: FastifyReply, name: string, token: string, expires: Date): void {
  const maxAge = Math.max(0, Math.floor((expires.getTime() - ctx.clock.now().getTime()) / 1000));
  reply.setCookie(name, token, { httpOnly: true, sameSite: 'lax', secure: ctx.config.COOKIE_SECURE, path: '/', maxAge });
}
