/**
 * Runs independent commands a few at a time (one per core by default): the
 * type-checks and the front-end builds are single-threaded for most of their
 * run, so on a 2-core machine two at once take about half the wall time.
 * Each command's output is held and printed whole when it ends, so two
 * commands' lines never interleave in a CI log.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * @typedef {{ label: string; command: string; args: string[]; cwd: string; env?: NodeJS.ProcessEnv }} Job
 * @param {Job[]} jobs
 * @param {{ concurrency?: number }} [options]
 * @returns {Promise<Job[]>} the jobs that failed
 */
export async function runParallel(jobs, { concurrency = availableParallelism() } = {}) {
  const failed = [];
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const { code, output } = await runHeld(job);
      process.stdout.write(`▸ ${job.label}\n${output}`);
      if (code !== 0) {
        console.error(`✗ ${job.label} (exit ${code})`);
        failed.push(job);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker));
  return failed;
}

/** @param {Job} job */
function runHeld(job) {
  return new Promise((done) => {
    const child = spawn(job.command, job.args, { cwd: job.cwd, env: job.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => done({ code: 1, output: `${error.message}\n` }));
    child.on('close', (code, signal) => done({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });
}
