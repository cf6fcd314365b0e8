/**
 * Browser security headers on every response (issue #9 point 10), with
 * @fastify/helmet. The Content-Security-Policy lets the shell load code
 * only from itself and from the remotes the manifest names (origins.ts:
 * configuration in production, the request's host on local runs), and no
 * page may frame it. HSTS only in production.
 *
 * `style-src 'unsafe-inline'` is the one relaxation: react-hot-toast styles
 * its toasts through goober, which writes a <style> element at run time, and
 * the sandbox payment page carries its own <style>. Scripts get no
 * 'unsafe-inline' and no 'unsafe-eval'.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../../config.js';
import { remoteOrigins } from './origins.js';

type HeaderConfig = Parameters<typeof remoteOrigins>[0] & Pick<Config, 'NODE_ENV' | 'HSTS_MAX_AGE_SECONDS'>;

export async function installSecurityHeaders(app: FastifyInstance, config: HeaderConfig): Promise<void> {
  // Helmet's directive functions see only Node's request: the remotes' origins are worked out first, as Fastify sees the request.
  const remotesOf = new WeakMap<IncomingMessage, string>();
  app.addHook('onRequest', async (request) => {
    remotesOf.set(request.raw, remoteOrigins(config, request).join(' '));
  });
  const remotes = (request: IncomingMessage) => remotesOf.get(request) ?? "'self'";
  const production = config.NODE_ENV === 'production';

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", remotes],
        styleSrc: ["'self'", remotes, "'unsafe-inline'"],
        // The service worker fetches the remotes' files too (shell/public/sw.js).
        connectSrc: ["'self'", remotes],
        imgSrc: ["'self'", 'data:', 'blob:', remotes],
        fontSrc: ["'self'", 'data:', remotes],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The remotes' scripts are cross-origin and carry CORP, not COEP-ready credentials: no COEP.
    crossOriginEmbedderPolicy: false,
    // Same-origin only, so a form POST from our own pages still carries its Origin (the CSRF guard reads it).
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: production && config.HSTS_MAX_AGE_SECONDS > 0
      ? { maxAge: config.HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
    xFrameOptions: { action: 'deny' },
  });
}
