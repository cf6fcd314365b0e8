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

/** SIGTERM to the API (it closes its streams and its database), and waits until its port refuses connections. */
export async function stopApi(product: ProductInfo): Promise<void> {
  process.kill(-currentApiPid(product), 'SIGTERM');
  await waitUntilRefused(`${product.baseUrl}/api/health`, 30_000);
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
