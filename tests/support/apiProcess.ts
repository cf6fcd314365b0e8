/**
 * Stops and starts the product's API in the middle of a test, as a deploy or
 * a crash does: the same command and environment globalSetup started it with
 * (scripts/apps.mjs, productEnv.ts), on the same data directory, so players,
 * sessions and ledgers survive. The remotes' servers keep running.
 * The API's process group is recorded in the product's data directory, so a
 * later test file stops the current one, and in globalSetup's pid file, so
 * the teardown stops it with the rest.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { productProcesses } from '../../scripts/apps.mjs';
import type { ProductInfo } from './product';
import { productEnv } from './productEnv';
import { waitUntilAnswers, waitUntilRefused } from './waitForUrl';

const root = resolve(import.meta.dirname, '../..');
const currentPidFile = (product: ProductInfo) => join(product.dataDir, 'api-pid');

function currentApiPid(product: ProductInfo): number {
  const file = currentPidFile(product);
  const pid = existsSync(file) ? Number(readFileSync(file, 'utf8')) : product.pids.api;
  if (!pid) throw new Error('globalSetup recorded no API process');
  return pid;
}

/** Settles once no process of the group is left (an embedded database's lock is released only then), or throws after `limitMs`. */
async function groupExited(pid: number, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) throw new Error(`the API's process group ${pid} is still running after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * SIGTERM to the API (it closes its streams and its database), then waits until its port refuses connections and
 * its processes are gone: the port closes before the embedded database lets go of its directory, and a new API
 * started in between would find it locked.
 */
export async function stopApi(product: ProductInfo): Promise<void> {
  const pid = currentApiPid(product);
  process.kill(-pid, 'SIGTERM');
  await waitUntilRefused(`${product.baseUrl}/api/health`, 30_000);
  await groupExited(pid, 30_000);
}

/** Starts the API again and waits until it answers. */
export async function startApi(product: ProductInfo): Promise<void> {
  const env = productEnv(product.dataDir);
  const api = productProcesses(env).find((entry) => entry.name === 'api');
  if (!api) throw new Error('scripts/apps.mjs lists no api process');
  const child = spawn(api.command, { cwd: root, shell: true, env: { ...env, ...api.env }, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  child.unref();
  if (!child.pid) throw new Error('the API did not start');
  writeFileSync(currentPidFile(product), String(child.pid));
  const extra = JSON.parse(readFileSync(product.pidFile, 'utf8')) as number[];
  writeFileSync(product.pidFile, JSON.stringify([...extra, child.pid]));
  await waitUntilAnswers(`${product.baseUrl}/api/health`, 90_000);
}
