/**
 * The product as `npm start` runs it (scripts/start.mjs: the API in
 * development mode on PGlite with its demo data, which also serves the shell,
 * and each remote on its own port), for the benches that drive Chromium:
 * bench/lighthouse.mjs and bench/lib/livePolls.mjs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REMOTES } from '../../scripts/lib/registry.mjs';

const root = resolve(import.meta.dirname, '../..');

async function waitFor(url, deadlineMs) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`${url} did not answer`);
}

/** `npm start`'s processes (scripts/start.mjs) on ports from `port`, in their own process group. */
export async function startProduct(port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  REMOTES.forEach((remote, index) => (env[`REMOTE_${remote.name.toUpperCase()}_PORT`] = String(port + 1 + index)));
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, detached: true, stdio: 'ignore' });
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((done) => setTimeout(done, 1500));
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // stopped cleanly
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, 180_000);
    await waitFor(`http://127.0.0.1:${port + 1}/assets/remoteEntry.js`, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://localhost:${port}`, stop };
}

/** The demo player of the seeded product. */
const DEMO = { phone: '9876543210', mpin: '1234' };

/**
 * Logs the demo player in as the app does (login.php, then the session in localStorage) on `page`, a Puppeteer
 * or a Playwright page: both have goto and evaluate.
 */
export async function logInDemoPlayer(page, origin) {
  await page.goto(`${origin}/login`);
  await page.evaluate(async ({ phone, mpin }) => {
    const response = await fetch('/api/login.php', { method: 'POST', headers: { 'content-type': 'application/json', 'x-matka-client': '1' }, body: JSON.stringify({ phone_number: phone, password: mpin }) });
    const body = await response.json();
    if (body.success !== '1') throw new Error(`login failed: ${body.msg}`);
    localStorage.setItem('user_session', JSON.stringify(body.data));
  }, DEMO);
}
