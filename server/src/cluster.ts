/**
 * API_PROCESSES > 1: this process starts that many API processes (node:cluster)
 * and does nothing else. They listen on the same PORT; the primary hands each
 * new connection to the next one in turn. Nothing that decides money or
 * access lives in one process's memory (docs/PERFORMANCE.md "Scaling past one
 * machine"), so any process may take any request.
 *
 * The first process starts alone, so only it runs the migrations and the
 * first-start work (boot.ts); the others start once it listens. A process that
 * dies after that is replaced; one that dies before the first one listens
 * stops everything with its exit code (a configuration error would otherwise
 * restart forever). SIGINT/SIGTERM stop every process cleanly.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** `log`: the primary's own structured log, in the same JSON lines as the API processes' (pino). */
export function runProcesses(count: number, log: Logger): void {
  let listening = false;
  let stopping = false;

  const start = (): Worker => cluster.fork();
  start().once('listening', () => {
    listening = true;
    for (let index = 1; index < count; index++) start();
  });

  cluster.on('exit', (worker, code, signal) => {
    const alive = Object.keys(cluster.workers ?? {}).length;
    if (stopping) {
      if (alive === 0) process.exit(0);
      return;
    }
    if (!listening) {
      log.fatal({ worker: worker.process.pid, code, signal }, 'API process stopped before serving: not starting the others');
      process.exit(typeof code === 'number' && code !== 0 ? code : 1);
    }
    log.error({ worker: worker.process.pid, code, signal }, 'API process stopped: starting another');
    start();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
