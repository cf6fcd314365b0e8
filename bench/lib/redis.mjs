/**
 * The deployed multi-process shape sets REDIS_URL (docs/PERFORMANCE.md
 * "Scaling past one machine"), so the bench runs the API with it when Redis
 * answers: BENCH_REDIS_URL, default the machine's 127.0.0.1:6379;
 * BENCH_REDIS_URL=off runs the database store instead.
 */
import { redisAnswers as ping } from '../../scripts/lib/topology.mjs';

export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when a Redis at `url` answers PING within a second; 'off' never does. */
export function redisAnswers(url = REDIS_URL) {
  return url === 'off' ? Promise.resolve(false) : ping(url);
}
