/** The Fastify application: plugins, error handling and every route. */
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { AppContext } from '../context.js';
import { adminRoutes } from './adminRoutes.js';
import { logSmsProvider } from '../features/otp/sms.js';
import { ApiFailure } from './errors.js';
import { installErrorHandler } from './errorHandler.js';
import { playerRoutes } from './playerRoutes.js';
import { siteRoutes } from './siteRoutes.js';

/** `sms` defaults to the provider that writes OTPs to this app's log. */
export async function buildApp(
  ctx: Omit<AppContext, 'log' | 'sms'> & { sms?: AppContext['sms'] },
  options: { logger?: boolean | object } = {},
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    logger: options.logger ?? { level: ctx.config.LOG_LEVEL },
    // Off by default: otherwise anyone could pick their own address with X-Forwarded-For and dodge the login limits.
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Request ids in every log line; ids from the outside are not trusted.
    genReqId: () => crypto.randomUUID(),
  });
  const fullCtx: AppContext = { ...ctx, log: app.log, sms: ctx.sms ?? logSmsProvider(app.log) };

  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  await app.register(multipart, {
    // Files arrive as Buffers beside the text fields, so every handler reads one kind of body.
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: ctx.config.UPLOAD_MAX_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024 },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiFailure(429, `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`),
  });
  installErrorHandler(app);

  playerRoutes(app, fullCtx);
  adminRoutes(app, fullCtx);
  await siteRoutes(app, fullCtx);
  return { app, ctx: fullCtx };
}
