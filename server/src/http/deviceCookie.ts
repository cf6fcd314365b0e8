/**
 * The recognised-device cookie (docs/SECURITY.md "Guessing"): one random
 * token per browser, HttpOnly, kept for 400 days (the longest a browser
 * keeps a cookie) and sent only to the API. Logging out keeps it: the phone
 * is still the owner's.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { Caller } from '../features/guessing/devices.js';

export const DEVICE_COOKIE = 'matka_device';
const DEVICE_COOKIE_DAYS = 400;
/** What newSessionToken makes: 32 random bytes in base64url. Anything else is no device. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function callerOf(request: FastifyRequest): Caller {
  const token = request.cookies[DEVICE_COOKIE];
  return { address: request.ip, deviceToken: token && TOKEN_SHAPE.test(token) ? token : undefined };
}

export function setDeviceCookie(ctx: AppContext, reply: FastifyReply, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true, sameSite: 'lax', secure: ctx.config.COOKIE_SECURE, path: '/api', maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
  });
}
