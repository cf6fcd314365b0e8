import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
// The same process list `npm start` runs.
import { productProcesses } from '../../scripts/apps.mjs';
import { E2E_BASE_URL, REMOTE_PORTS, type ProductInfo } from './product';
import { productEnv } from './productEnv';
import { waitUntilAnswers } from './waitForUrl';

const root = resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    product: ProductInfo;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'server/dist/main.js')) || !existsSync(join(root, 'shell/dist/index.html'))) {
    throw new Error('The product is not built. Run the suite with `npm test` (it builds first) or `npm run build`.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'matka-e2e-'));
  const env = productEnv(dataDir);
  const children: ChildProcess[] = [];
  const pids: Record<string, number> = {};
  for (const entry of productProcesses(env)) {
    const child = spawn(entry.command, {
      cwd: root,
      shell: true,
      env: { ...env, ...entry.env },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    children.push(child);
    if (child.pid) pids[entry.name] = child.pid;
  }
  const pidFile = join(dataDir, 'extra-pids.json');
  writeFileSync(pidFile, '[]');

  await waitUntilAnswers(`${E2E_BASE_URL}/api/health`, 90_000);
  for (const port of Object.values(REMOTE_PORTS)) await waitUntilAnswers(`http://localhost:${port}/assets/remoteEntry.js`, 30_000);

  project.provide('product', { baseUrl: E2E_BASE_URL, pids, pidFile, dataDir });

  return async () => {
    const extra = JSON.parse(readFileSync(pidFile, 'utf8')) as number[];
    for (const pid of [...Object.values(pids), ...extra]) {
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await new Promise((done) => setTimeout(done, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
