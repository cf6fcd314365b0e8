#!/usr/bin/env node
/**
 * The development loop. A remote cannot be served by `vite` dev (its
 * remoteEntry.js comes back as HTML), so each remote runs `vite build --watch`
 * and is served as built; the shell runs the Vite dev server (hot reload) on
 * 5173 and forwards /api and /remotes.json to the API on 8080.
 * What reloads: shell code hot-reloads; a remote edit rebuilds in a few
 * seconds and shows on page reload; shared/ edits rebuild the apps that use
 * them; a server edit is rebuilt by tsc -b --watch and the API restarts on it.
 */
import concurrently from 'concurrently';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { REMOTES, remotePort } from './apps.mjs';

const root = resolve(import.meta.dirname, '..');
const built = spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

concurrently(
  [
    { name: 'tsc', command: 'npx tsc -b shared server --watch --preserveWatchOutput', prefixColor: 'gray' },
    { name: 'api', command: 'node --watch-path=server/dist --watch-path=shared/dist server/dist/main.js', prefixColor: 'magenta' },
    { name: 'shell', command: 'npx vite --port 5173', cwd: resolve(root, 'shell'), prefixColor: 'green' },
    ...REMOTES.flatMap((remote) => [
      { name: `${remote.dir}:build`, command: 'npx vite build --watch --logLevel warn', cwd: resolve(root, remote.dir), prefixColor: 'blue' },
      {
        name: remote.dir,
        command: `node scripts/serve-remote.mjs --dir ${remote.dir}/dist --port ${remotePort(remote)} --name ${remote.name}`,
        prefixColor: 'cyan',
      },
    ]),
  ],
  { cwd: root, prefix: 'name', killOthersOn: ['failure'] },
);
console.log('\n  ➜  Development shell on http://localhost:5173 (API on http://localhost:8080)\n');
