#!/usr/bin/env node
/** Type-checks every workspace (TypeScript strict): shared + server as a build graph, each app on its own. */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { REMOTES } from './lib/registry.mjs';

const root = resolve(import.meta.dirname, '..');
const apps = ['server/tsconfig.test.json', 'shell', ...REMOTES.map((remote) => remote.dir), 'tests', 'build'];
let failed = false;
for (const args of [['-b', 'shared', 'server'], ...apps.map((app) => ['-p', app.endsWith('.json') ? app : `${app}/tsconfig.json`, '--noEmit'])]) {
  const result = spawnSync('npx', ['tsc', ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✗ tsc ${args.join(' ')}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
