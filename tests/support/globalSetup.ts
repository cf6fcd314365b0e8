import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
// The same process list `npm start` runs.
import { productProcesses, REMOTES } from '../../scripts/apps.mjs';
import { E2E_BASE_URL, E2E_CLOCK_START, E2E_PORT, REMOTE_PORTS, type ProductInfo } from './product';

const root = resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    product: ProductInfo;
  }
}

function productEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TEST_CLOCK_START: E2E_CLOCK_START,
    // OTPs land in a file the tests read, as a player reads an SMS.
    SMS_OUTBOX_FILE: join(dataDir, 'sms-outbox.txt'),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    NODE_ENV: 'test',
    // Every test signs its players up from 127.0.0.1: far more than an address's shipped hourly budget (docs/SECURITY.md "Storage").
    SIGNUP_PER_ADDRESS_PER_HOUR: '10000',
    UPLOADS_PER_ADDRESS_PER_DAY: '10000',
  };
  delete env.DATABASE_URL;
  for (const remote of REMOTES) {
    const port = REMOTE_PORTS[remote.name];
    env[`REMOTE_${remote.name.toUpperCase()}_PORT`] = String(port);
    env[`REMOTE_${remote.name.toUpperCase()}_URL`] = `http://localhost:${port}/assets/remoteEntry.js`;
  }
  return env;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
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

  await waitFor(`${E2E_BASE_URL}/api/health`, 90_000);
  for (const port of Object.values(REMOTE_PORTS)) await waitFor(`http://localhost:${port}/assets/remoteEntry.js`, 30_000);

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
