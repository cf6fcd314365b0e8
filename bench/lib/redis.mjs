/**
 * The deployed multi-process shape sets REDIS_URL (docs/PERFORMANCE.md
 * "Scaling past one machine"), so the bench runs the API with it when Redis
 * answers: BENCH_REDIS_URL, default the machine's 127.0.0.1:6379;
 * BENCH_REDIS_URL=off runs the database store instead.
 */
import { connect } from 'node:net';

export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when a Redis at `url` answers PING within a second. */
export function redisAnswers(url = REDIS_URL) {
  if (url === 'off') return Promise.resolve(false);
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const finish = (ok) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(1_000, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => finish(chunk.toString().startsWith('+PONG')));
  });
}
