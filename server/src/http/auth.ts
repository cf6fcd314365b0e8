/**
 * Who is calling. Browsers carry the session in an HttpOnly cookie;
 * other clients send `Authorization: Bearer <token>`. Player and operator
 * sessions use different cookies, so one browser can hold both without the
 * roles mixing.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { hashToken } from '../auth/tokens.js';
import { findOperatorSession, findPlayerSession } from '../data/sessions.js';
import type { UserRow } from '../data/users.js';
import { forbidden, unauthorized } from './errors.js';
import { bodyOf } from './fields.js';

export const PLAYER_COOKIE = 'matka_session';
export const OPERATOR_COOKIE = 'matka_operator';

export function tokenOf(request: FastifyRequest, cookie: string): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[cookie] || undefined;
}

/** Fields that name a player; any of them naming someone else is refused outright. */
const PHONE_KEYS = ['phone_number', 'phoneNumber', 'USER_ID'] as const;

export async function requirePlayer(ctx: AppContext, request: FastifyRequest): Promise<UserRow> {
  const token = tokenOf(request, PLAYER_COOKIE);
  const user = token ? await findPlayerSession(ctx.db.pool, hashToken(token), ctx.clock.now()) : null;
  if (!user) throw unauthorized('Your session has ended. Please log in again.');
  const body = bodyOf(request.body);
  for (const key of PHONE_KEYS) {
    if (body[key] !== undefined && String(body[key]) !== user.phone_number) {
      request.log.warn({ userId: user.id, key }, 'payload names another player');
      throw forbidden('This request does not belong to your account.');
    }
  }
  return user;
}

export async function requireOperator(ctx: AppContext, request: FastifyRequest): Promise<{ id: number; name: string }> {
  const token = tokenOf(request, OPERATOR_COOKIE);
  const operator = token ? await findOperatorSession(ctx.db.pool, hashToken(token), ctx.clock.now()) : null;
  if (!operator) throw unauthorized('Operator login required.');
  return operator;
}

export function setSessionCookie(ctx: AppContext, reply: FastifyReply, name: string, token: string, expires: Date): void {
  reply.setCookie(name, token, { httpOnly: true, sameSite: 'lax', secure: ctx.config.COOKIE_SECURE, path: '/', expires });
}
