/** The Fastify application: plugins, error handling and every route. */
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { AppContext } from '../context.js';
import { logSmsProvider } from '../features/otp/sms.js';
import { ApiFailure } from '../errors.js';
import { installErrorHandler, installMessageCodes } from './errorHandler.js';
import { installResponseSchemas } from './responses.js';
import { installRequestSchemas } from './validate.js';
import { accountRoutes } from './routes/account/index.js';
import { adminRoutes } from './routes/admin/index.js';
import { bidRoutes } from './routes/bids/index.js';
import { fundRoutes } from './routes/funds/index.js';
import { historyRoutes } from './routes/history/index.js';
import { paymentWebhookRoutes } from './routes/payments/index.js';
import { marketRoutes } from './routes/markets/index.js';
import { noticeOperatorRoutes, noticeRoutes } from './routes/notices/index.js';
import { protectionOperatorRoutes, protectionRoutes } from './routes/protection/index.js';
import { resultOperatorRoutes, resultPublicRoutes } from './routes/results/index.js';
import { sandboxRoutes } from './routes/sandbox/index.js';
import { siteRoutes } from './routes/site/index.js';
import { operatorScope, playerScope } from './scopes.js';
import { installCsrfGuard } from './security/csrf.js';
import { installInputGuards } from './security/input.js';
import { installSecurityHeaders } from './security/headers.js';
import { limitSlowClients, serverLimitOptions } from './serverLimits.js';
import { rateLimitStorage } from './security/rateLimitStore.js';
import { startReadCaches } from '../features/readCaches.js';
import { LiveHub } from '../features/live/hub.js';
import { startAnnouncer, type Announcer } from '../features/live/announcer.js';
import { liveOperatorRoutes, livePlayerRoutes } from './routes/live/index.js';
import { installDrain, type Drain } from './drain.js';

/** `sms` defaults to the provider that writes OTPs to this app's log. */
export async function buildApp(
  ctx: Omit<AppContext, 'log' | 'sms'> & { sms?: AppContext['sms'] },
  options: { logger?: boolean | object } = {},
): Promise<{ app: FastifyInstance; ctx: AppContext; drain: Drain }> {
  const app = Fastify({
    logger: options.logger ?? { level: ctx.config.LOG_LEVEL },
    // Off by default, and otherwise only the named proxies (config.ts): anyone else could pick their own address
    // with X-Forwarded-For and dodge the login limits.
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Request ids in every log line; ids from the outside are not trusted.
    genReqId: () => crypto.randomUUID(),
    ...serverLimitOptions(ctx.config),
  });
  limitSlowClients(app, ctx.config);
  const drain = installDrain(app);
  // Listening before any route answers: a cache filled earlier could miss a change (db/changeFeed.ts).
  const reads = await startReadCaches(ctx, app.log);
  app.addHook('onClose', () => reads.feed.close());
  const live = LiveHub.create({ ...ctx, log: app.log }, reads.feed);
  let announcer: Announcer | undefined;
  // Ready means migrated (main.ts, boot.ts): the hub and the announcer read the database from then on.
  app.addHook('onReady', async () => {
    live.begin();
    announcer = startAnnouncer({ ...ctx, log: app.log });
  });
  // Before the server waits for its connections to close: an open stream would hold it forever.
  app.addHook('preClose', async () => {
    announcer?.stop();
    await live.close();
  });
  const fullCtx: AppContext = { ...ctx, log: app.log, sms: ctx.sms ?? logSmsProvider(app.log, ctx.config.NODE_ENV === 'production'), reads, live };

  installSecurityHeaders(app, ctx.config);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  // Read by security/input.ts, which turns a malformed body into a 400: files arrive as Buffers beside the text fields.
  await app.register(multipart, {
    limits: { fileSize: ctx.config.UPLOAD_MAX_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024 },
  });
  const rateLimits = rateLimitStorage(ctx);
  app.addHook('onClose', rateLimits.close);
  await app.register(rateLimit, {
    ...rateLimits.options,
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiFailure(429, `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`),
  });
  installErrorHandler(app);
  installMessageCodes(app);
  installResponseSchemas(app);
  installRequestSchemas(app);
  installCsrfGuard(app, ctx.config);
  installInputGuards(app);

  // Authentication is on for every route of these scopes; a public route says so in its config (see scopes.ts).
  await app.register(playerScope(fullCtx, [accountRoutes, marketRoutes, resultPublicRoutes, bidRoutes, historyRoutes, fundRoutes, sandboxRoutes, protectionRoutes, livePlayerRoutes, noticeRoutes]));
  await app.register(operatorScope(fullCtx, [adminRoutes, resultOperatorRoutes, protectionOperatorRoutes, liveOperatorRoutes, noticeOperatorRoutes]));
  // Gateways call this server to server, signed (no session); it keeps raw bodies in a scope of its own.
  await paymentWebhookRoutes(app, fullCtx);
  await siteRoutes(app, fullCtx, drain);
  return { app, ctx: fullCtx, drain };
}
