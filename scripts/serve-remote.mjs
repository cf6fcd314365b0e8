#!/usr/bin/env node
/**
 * Serves one remote's built files the way a separate deployment would: its
 * own port, CORS open to the shell's origin, remoteEntry.js never cached
 * (so a redeploy is picked up), hashed assets cached for a year, each file
 * sent as the brotli or gzip copy the build wrote when the browser accepts it.
 *
 *   node scripts/serve-remote.mjs --dir mfe-auth/dist --port 8081 [--host 0.0.0.0]
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
    name: { type: 'string', default: 'remote' },
  },
});
if (!values.dir || !values.port) {
  console.error('usage: serve-remote.mjs --dir <dist> --port <port> [--host <host>] [--name <name>]');
  process.exit(2);
}
const root = resolve(values.dir);
if (!existsSync(resolve(root, 'assets/remoteEntry.js'))) {
  console.error(`${values.name}: ${root} has no assets/remoteEntry.js — build it first (npm run build).`);
  process.exit(1);
}

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
app.addHook('onSend', async (request, reply) => {
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  reply.header('X-Content-Type-Options', 'nosniff');
});
await app.register(fastifyStatic, {
  root,
  index: 'index.html',
  // The build writes .br/.gz beside each text file (build/precompress.ts): sent as the browser accepts.
  preCompressed: true,
  setHeaders(reply, path) {
    const cacheable = /-[A-Za-z0-9_-]{8}\.(js|css|svg|png|woff2?)$/.test(path) && !path.endsWith('remoteEntry.js');
    reply.header('Cache-Control', cacheable ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

await app.listen({ port: Number(values.port), host: values.host });
console.log(`${values.name} remote on http://localhost:${values.port}/assets/remoteEntry.js`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
