/** Runs one load job in the separate load-generator process (bench/load.mjs) and returns its results. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const script = resolve(import.meta.dirname, '../load.mjs');
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 2000);

/**
 * `api`: what startApi() returned ({ origin, pid }), so the API's CPU per
 * request is measured too; `dbPid`: PostgreSQL's main process, for its CPU;
 * `seconds` and `warmupMs` default to BENCH_SECONDS and BENCH_WARMUP_MS.
 */
export async function runLoad(api, groups, dbPid = null, { seconds = SECONDS, warmupMs = WARMUP_MS } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const jobFile = join(dir, 'job.json');
  writeFileSync(jobFile, JSON.stringify({ origin: api.origin, cpuPid: api.pid, dbPid, warmupMs, durationMs: seconds * 1000, groups }));
  try {
    const output = await new Promise((done, fail) => {
      const child = spawn(process.execPath, [script, jobFile], { stdio: ['ignore', 'pipe', 'inherit'] });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.on('error', fail);
      child.on('close', (code) => (code === 0 ? done(text) : fail(new Error(`load generator exited ${code}`))));
    });
    return JSON.parse(output.trim().split('\n').at(-1));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
