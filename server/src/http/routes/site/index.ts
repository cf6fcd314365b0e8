/**
 * What is not the player API, all public by nature: the health check, the
 * remotes manifest the shell fetches at start, and the shell itself (static
 * files with a single-page fallback, into which a remote page's first frame
 * is painted: docs/decisions/0033-first-frames-in-the-html.md). Registered outside the authenticated
 * scopes: nothing here reads or writes a player's data.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, REMOTE_NAMES, failureResponse, healthResponse, isLanguage, remotesManifest } from '@matka/shared';
import type { AppContext } from '../../../context.js';
import { replies } from '../../responses.js';
import { remoteManifest } from '../../security/origins.js';
import { ApiFailure } from '../../../errors.js';
import type { Drain } from '../../drain.js';
import { startFirstFrames } from '../../../features/firstFrames/remoteFrames.js';
import { acceptedEncoding, shellPages } from '../../../features/firstFrames/shellPage.js';

/** How often the remotes' first frames are read again (sooner after a failed read), and how long one read may take. */
const FIRST_FRAMES_REFRESH_MS = 60_000;
const FIRST_FRAMES_RETRY_MS = 5_000;
const FIRST_FRAMES_TIMEOUT_MS = 5_000;

export async function siteRoutes(app: FastifyInstance, ctx: AppContext, drain: Pick<Drain, 'draining'>): Promise<void> {
  // A load balancer checks this route (docs/SCALING.md): 503 while the node drains takes it out of rotation.
  app.get('/api/health', { schema: replies({ 200: healthResponse, 500: failureResponse, 503: failureResponse }) }, async (_request, reply) => {
    if (drain.draining) throw new ApiFailure(503, 'This server is stopping.');
    await ctx.db.pool.query('SELECT 1');
    reply.header('cache-control', 'no-store');
    return { status: 'ok', database: ctx.db.kind, money_mode: ctx.config.MONEY_MODE, time: ctx.clock.now().toISOString() };
  });

  // Read on every shell start, so a remote redeployed elsewhere is found without rebuilding the shell.
  // In production every URL is configured (config.ts); only local runs derive one from the request.
  app.get('/remotes.json', { schema: replies(remotesManifest) }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return remoteManifest(ctx.config, request);
  });

  // The remotes' first frames (docs/decisions/0033-first-frames-in-the-html.md). A local run's remotes are on this
  // machine; in production configuration names each one (config.ts).
  const frames = startFirstFrames({
    remotes: () => {
      const manifest = remoteManifest(ctx.config, { protocol: 'http', hostname: '127.0.0.1' });
      return REMOTE_NAMES.map((remote) => ({ remote, url: manifest[remote].url }));
    },
    refreshMs: FIRST_FRAMES_REFRESH_MS,
    retryMs: FIRST_FRAMES_RETRY_MS,
    timeoutMs: FIRST_FRAMES_TIMEOUT_MS,
    onFailure: (remote, reason) => app.log.debug({ remote, reason }, 'first frames not read'),
  });
  app.addHook('onClose', async () => frames.stop());
  const shellPage = shellPages(join(ctx.config.SHELL_DIST_DIR, 'index.html'), frames);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send({ success: '0', msg: 'Unknown API call.', message: 'Unknown API call.' });
    }
    if (!existsSync(join(ctx.config.SHELL_DIST_DIR, 'index.html'))) {
      return reply.status(503).type('text/plain').send('The shell is not built yet: run `npm run build` (npm start does it).');
    }
    // Client-side routes (/home, /game_type/KALYAN …) all load the shell.
    // @fastify/static adds a 'close' listener to the response for each encoding it tries and each fallback
    // (here: /home's .br, .gz and plain, then index.html's): about ten on one response, past Node's warning
    // at eleven. Bounded per request, so not a leak; the limit is raised for this response only.
    reply.raw.setMaxListeners(32);
    reply.header('cache-control', 'no-cache');
    // The frame depends on the page's language (the cookie) and is compressed per request's encodings.
    reply.header('vary', 'Cookie, Accept-Encoding');
    const cookie = request.cookies[LANGUAGE_COOKIE];
    const page = shellPage(request.url.split('?')[0] ?? '/', isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE, acceptedEncoding(request.headers['accept-encoding']));
    if (page) {
      if (page.encoding !== 'identity') reply.header('content-encoding', page.encoding);
      return reply.type('text/html; charset=utf-8').send(page.body);
    }
    return reply.sendFile('index.html');
  });

  await app.register(fastifyStatic, {
    root: ctx.config.SHELL_DIST_DIR,
    // Checks the disk per request, so a rebuilt shell is served without a restart.
    wildcard: true,
    // The build writes .br/.gz beside each text file (build/precompress.ts): sent as the browser accepts.
    preCompressed: true,
    index: ['index.html'],
    setHeaders(reply, filePath) {
      // Vite puts content-hashed files under assets/: they never change, everything else may.
      const hashed = filePath.startsWith(join(ctx.config.SHELL_DIST_DIR, 'assets'));
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
