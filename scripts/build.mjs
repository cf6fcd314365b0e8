#!/usr/bin/env node
/**
 * Builds what is out of date: shared + server (tsc -b, incremental by itself)
 * and each front-end app whose sources are newer than its dist.
 *   node scripts/build.mjs [--force]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTES, SHELL } from './apps.mjs';
import { runParallel } from './lib/parallel.mjs';

const root = resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed in ${cwd}`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const sharedInputs = Math.max(
  newestMtime(join(root, 'shared/src')),
  newestMtime(join(root, 'build')),
  newestMtime(join(root, 'package-lock.json')),
);

function upToDate(dir) {
  const marker = join(root, dir, 'dist/index.html');
  if (force || !existsSync(marker)) return false;
  const built = statSync(marker).mtimeMs;
  return built > Math.max(sharedInputs, newestMtime(join(root, dir)));
}

console.log('▸ shared + server (tsc -b)');
run('npx', ['tsc', '-b', 'shared', 'server']);

const stale = [SHELL, ...REMOTES].filter((app) => {
  const fresh = upToDate(app.dir);
  if (fresh) console.log(`▸ ${app.dir}: up to date`);
  return !fresh;
});
// The apps are built independently of each other: a few at a time (scripts/lib/parallel.mjs).
const failed = await runParallel(
  stale.map((app) => ({ label: `${app.dir}: vite build`, command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'], cwd: join(root, app.dir) })),
);
if (failed.length > 0) {
  console.error(`\n✗ vite build failed in ${failed.map((job) => job.cwd).join(', ')}`);
  process.exit(1);
}
console.log('✓ build complete');
