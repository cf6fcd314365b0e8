/**
 * Starts the BUILT API (`server/dist/main.js`) as its own process, exactly as
 * a deployment runs it, and stops it. The bench talks to it over HTTP only.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export async function startApi(env, label) {
  // A key set to undefined is removed (DATABASE_URL for PGlite).
  const merged = Object.fromEntries(Object.entries({ ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env }).filter(([, value]) => value !== undefined));
  // BENCH_CPU_PROF=<dir>: the API writes a V8 CPU profile there when it stops (open it in Chromium's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child = spawn(process.execPath, [...profile, 'server/dist/main.js'], {
    cwd: root,
    env: merged,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  const origin = `http://127.0.0.1:${env.PORT}`;
  // PGlite creates its data directory and the demo seed hashes passwords: slow on a busy machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label}: the API exited (${child.exitCode}): ${log}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      // logTail: the last 4,000 characters the API wrote to stderr (warnings and errors at LOG_LEVEL=warn).
      if (response.ok) return { origin, pid: child.pid, stop: () => stopProcess(child), logTail: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  await stopProcess(child);
  throw new Error(`${label}: the API did not answer within 180 s: ${log}`);
}

export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}
