/**
 * What is not the player API: the health check, the remotes manifest the
 * shell fetches at start, the play-mode payment sandbox, and the shell
 * itself (static files with a single-page fallback).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES, type RemoteManifest, type RemoteName } from '@matka/shared';
import type { AppContext } from '../context.js';
import { completeSandboxPayment, gatewayRequestOf } from '../features/funds/funds.js';
import { requirePlayer } from './auth.js';
import { bodyOf } from './fields.js';
import { sandboxPage } from './sandboxPage.js';

function remoteUrl(ctx: AppContext, name: RemoteName, protocol: string, hostname: string): string {
  const key = name.toUpperCase() as Uppercase<RemoteName>;
  const explicit = ctx.config[`REMOTE_${key}_URL`];
  if (explicit) return explicit;
  return `${protocol}://${hostname}:${ctx.config[`REMOTE_${key}_PORT`]}/assets/remoteEntry.js`;
}

export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    await ctx.db.pool.query('SELECT 1');
    reply.header('cache-control', 'no-store');
    return { status: 'ok', database: ctx.db.kind, money_mode: ctx.config.MONEY_MODE, time: ctx.clock.now().toISOString() };
  });

  // Read on every shell start, so a remote redeployed elsewhere is found without rebuilding the shell.
  app.get('/remotes.json', async (request, reply) => {
    const manifest = Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, { url: remoteUrl(ctx, name, request.protocol, request.hostname) }]),
    ) as RemoteManifest;
    reply.header('cache-control', 'no-store');
    return manifest;
  });

  app.get('/api/sandbox/pay', async (request, reply) => {
    const user = await requirePlayer(ctx, request);
    const transId = (request.query as Record<string, string | undefined>).trans_id;
    const fundRequest = await gatewayRequestOf(ctx, user, transId);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return sandboxPage({ transId: transId!, points: fundRequest.points, status: fundRequest.status });
  });
  app.post('/api/sandbox/pay', async (request, reply) => {
    const user = await requirePlayer(ctx, request);
    const body = bodyOf(request.body);
    const transId = typeof body.trans_id === 'string' ? body.trans_id : '';
    await completeSandboxPayment(ctx, user, transId, body.outcome === 'paid');
    return reply.redirect(`/payment-status?trans_id=${encodeURIComponent(transId)}`, 303);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send({ success: '0', msg: 'Unknown API call.', message: 'Unknown API call.' });
    }
    if (!existsSync(join(ctx.config.SHELL_DIST_DIR, 'index.html'))) {
      return reply.status(503).type('text/plain').send('The shell is not built yet: run `npm run build` (npm start does it).');
    }
    // Client-side routes (/home, /game_type/KALYAN …) all load the shell.
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });

  await app.register(fastifyStatic, {
    root: ctx.config.SHELL_DIST_DIR,
    // Checks the disk per request, so a rebuilt shell is served without a restart.
    wildcard: true,
    index: ['index.html'],
    setHeaders(reply, filePath) {
      // Vite puts content-hashed files under assets/: they never change, everything else may.
      const hashed = filePath.startsWith(join(ctx.config.SHELL_DIST_DIR, 'assets'));
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
