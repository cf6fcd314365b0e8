/**
 * What the benches that time the built API in production mode share: the
 * environment that start needs, and the median and 95th percentile of
 * repeated calls.
 */
import { randomBytes } from 'node:crypto';
import { REMOTES } from '../../scripts/lib/registry.mjs';

/** The built API in production mode on `databaseUrl` (bench/lib/api.mjs startApi takes it). */
export function productionEnv({ port, databaseUrl, dataDir }) {
  return {
    NODE_ENV: 'production', PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: dataDir, COOKIE_SECURE: 'true',
    // Production refuses the public default secret of the sandbox payment webhook.
    SANDBOX_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
    // Production takes remote URLs only from configuration (the bench loads no remote).
    ...Object.fromEntries(REMOTES.map((remote) => [`REMOTE_${remote.name.toUpperCase()}_URL`, `http://localhost:${remote.port}/assets/remoteEntry.js`])),
  };
}

/** Median and 95th percentile (ms) of `runs` timed calls of `fn`, after `warmUp` untimed ones. */
export async function timed(fn, runs, warmUp = 0) {
  for (let run = 0; run < warmUp; run += 1) await fn();
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p95: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] };
}
