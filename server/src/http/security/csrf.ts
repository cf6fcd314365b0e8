/**
 * Cross-site request forgery, checked on every state-changing call before the
 * session is even looked up (docs/SECURITY.md "CSRF"). SameSite=Lax alone let
 * a page on another port of the same host post as the player, and a
 * cross-site form log the victim into the attacker's account. Two checks:
 *
 * 1. Where from: a browser's `Origin` must be one of the allowed origins
 *    (origins.ts); without `Origin`, `Sec-Fetch-Site` must say the call is
 *    same-origin (or user-initiated).
 * 2. Who: a call a browser could have sent on its own (it carries a cookie or
 *    browser fetch metadata) must carry `X-Matka-Client`, which our client
 *    sends on every call (shared/src/client/request.ts) and which an HTML
 *    form cannot send, nor a cross-origin page without a CORS preflight this
 *    server never grants. Calls with `Authorization: Bearer` and no cookie
 *    are not forgeable (a browser never adds that header by itself).
 *
 * A server-rendered form of our own (the sandbox payment page) opts out of
 * the header with `config: { csrf: 'same-origin-form' }` and must then come
 * from this very origin.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_HEADER } from '@matka/shared';
import { forbidden } from '../../errors.js';
import { isAllowedOrigin, isOwnOrigin } from './origins.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A form this server renders and posts to itself: no client header, but the origin must be this server's own. */
    csrf?: 'same-origin-form';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_REFUSED_MSG = 'This request did not come from the app. Reload the page and try again.';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Null when the call may proceed, else why not (logged, never shown). */
export function csrfProblem(request: FastifyRequest, config: Parameters<typeof isAllowedOrigin>[2]): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = header(request, 'origin');
  const fetchSite = header(request, 'sec-fetch-site');
  const form = request.routeOptions.config?.csrf === 'same-origin-form';

  if (origin !== undefined) {
    if (form ? !isOwnOrigin(origin, request) : !isAllowedOrigin(origin, request, config)) return 'origin not allowed';
  } else if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return `sec-fetch-site ${fetchSite} without origin`;
  }
  if (form) return origin !== undefined || fetchSite === 'same-origin' ? null : 'form post without origin';

  const bearerOnly = header(request, 'authorization')?.startsWith('Bearer ') && !request.headers.cookie;
  const fromBrowser = request.headers.cookie !== undefined || origin !== undefined || fetchSite !== undefined;
  if (fromBrowser && !bearerOnly && header(request, CLIENT_HEADER.name) !== CLIENT_HEADER.value) return 'client header missing';
  return null;
}

export function installCsrfGuard(app: FastifyInstance, config: Parameters<typeof isAllowedOrigin>[2]): void {
  app.addHook('onRequest', async (request) => {
    const problem = csrfProblem(request, config);
    if (!problem) return;
    request.log.warn({ problem, origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] }, 'cross-site request refused');
    throw forbidden(CSRF_REFUSED_MSG);
  });
}
