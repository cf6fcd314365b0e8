#!/usr/bin/env node
/** Type-checks every workspace (TypeScript strict): shared + server as a build graph, each app on its own. */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const apps = ['server/tsconfig.test.json', 'shell', 'mfe-auth', 'mfe-games', 'mfe-wallet', 'mfe-history', 'mfe-admin', 'tests', 'build'];
let failed = false;
for (const args of [['-b', 'shared', 'server'], ...apps.map((app) => ['-p', app.endsWith('.json') ? app : `${app}/tsconfig.json`, '--noEmit'])]) {
  const result = spawnSync('npx', ['tsc', ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✗ tsc ${args.join(' ')}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
