/**
 * Browser security headers on every response (docs/SECURITY.md), with
 * Helmet. The Content-Security-Policy lets the shell load code only from
 * itself and from the remotes the manifest names (origins.ts: configuration
 * in production, the request's host on local runs), and no page may frame it.
 * HSTS only in production.
 *
 * `style-src 'unsafe-inline'` is the one relaxation: react-hot-toast styles
 * its toasts through goober, which writes a <style> element at run time, and
 * the sandbox payment page carries its own <style>. Scripts get no
 * 'unsafe-inline' and no 'unsafe-eval'.
 *
 * Helmet's middleware is built once per set of remote origins, not per
 * request: @fastify/helmet rebuilt it (and re-parsed the CSP) on every
 * request, ≈ 12.5 % of the CPU of a market-list read (docs/PERFORMANCE.md).
 * In production the set is fixed by configuration, so there is one
 * middleware and its CSP is one precomputed string.
 *
 * Cross-Origin-Opener-Policy only where browsers apply it: an HTTPS request
 * or a loopback host. Over plain HTTP on a LAN address Chromium ignores the
 * header and logs an error on every page load, and the page gains
 * nothing from it there.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../../config.js';
import { remoteOrigins } from './origins.js';

type HeaderConfig = Parameters<typeof remoteOrigins>[0] & Pick<Config, 'NODE_ENV' | 'HSTS_MAX_AGE_SECONDS'>;
type Middleware = ReturnType<typeof helmet>;

// A local run keys the cache by the request's Host, which any client can write: a bounded cache, so
// a stream of made-up hosts costs rebuilds, never memory.
const MAX_ORIGIN_SETS = 16;

/**
 * A potentially trustworthy origin, the only kind a browser applies COOP on
 * (the HTML standard's "obtain a cross-origin opener policy"): HTTPS (TLS
 * here, or a trusted proxy's X-Forwarded-Proto), or a loopback host.
 */
export function isTrustworthyOrigin(request: Pick<FastifyRequest, 'protocol' | 'hostname'>): boolean {
  if (request.protocol === 'https') return true;
  const host = request.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

function headersFor(remotes: readonly string[], config: HeaderConfig, trustworthy: boolean): Middleware {
  const production = config.NODE_ENV === 'production';
  const self = ["'self'", ...remotes];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: self,
        styleSrc: [...self, "'unsafe-inline'"],
        // The service worker fetches the remotes' files too (shell/public/sw.js).
        connectSrc: self,
        imgSrc: [...self, 'data:', 'blob:'],
        fontSrc: [...self, 'data:'],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The remotes' scripts are cross-origin and carry CORP, not COEP-ready credentials: no COEP.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: trustworthy ? { policy: 'same-origin' } : false,
    // Same-origin only, so a form POST from our own pages still carries its Origin (the CSRF guard reads it).
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: production && config.HSTS_MAX_AGE_SECONDS > 0
      ? { maxAge: config.HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
    xFrameOptions: { action: 'deny' },
  });
}

export function installSecurityHeaders(app: FastifyInstance, config: HeaderConfig): void {
  const built = new Map<string, Middleware>();
  const middlewareFor = (remotes: readonly string[], trustworthy: boolean): Middleware => {
    const key = `${trustworthy ? 'trustworthy' : 'plain'} ${remotes.join(' ')}`;
    let middleware = built.get(key);
    if (!middleware) {
      if (built.size >= MAX_ORIGIN_SETS) built.clear();
      middleware = headersFor(remotes, config, trustworthy);
      built.set(key, middleware);
    }
    return middleware;
  };

  app.addHook('onRequest', (request, reply, done) => {
    // Helmet fails only on a directive it cannot write, which these fixed ones never are.
    middlewareFor(remoteOrigins(config, request), isTrustworthyOrigin(request))(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
