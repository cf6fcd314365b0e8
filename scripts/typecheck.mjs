#!/usr/bin/env node
/**
 * Type-checks every workspace (TypeScript strict): shared + server as a build
 * graph first (the server's tests read shared's emitted declarations), then
 * each app on its own, a few at a time (scripts/lib/parallel.mjs).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { runParallel } from './lib/parallel.mjs';
import { REMOTES } from './lib/registry.mjs';

const root = resolve(import.meta.dirname, '..');
const apps = ['server/tsconfig.test.json', 'shell', ...REMOTES.map((remote) => remote.dir), 'tests', 'build'];

const graph = spawnSync('npx', ['tsc', '-b', 'shared', 'server'], { cwd: root, stdio: 'inherit' });
if (graph.status !== 0) console.error('✗ tsc -b shared server');

const failed = await runParallel(
  apps.map((app) => {
    const project = app.endsWith('.json') ? app : `${app}/tsconfig.json`;
    return { label: `tsc -p ${project}`, command: 'npx', args: ['tsc', '-p', project, '--noEmit'], cwd: root };
  }),
);
process.exit(graph.status !== 0 || failed.length > 0 ? 1 : 0);
