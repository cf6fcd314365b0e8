/**
 * The built product for the screenshot scripts (scripts/capture-*-screens.mjs):
 * the API on PGlite with a pinned clock and each remote on the next ports, on
 * a data directory the caller owns, and the API calls that set a scene.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { productProcesses, REMOTES } from '../apps.mjs';

const root = resolve(import.meta.dirname, '../..');

async function waitFor(url) {
  for (let tries = 0; tries < 360; tries++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not yet */ }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The product on `port` (remotes on the five after it) over `dataDir`, its clock starting at `clockStart`;
 * settles once the API and every remote answer. stop() ends it and waits until its processes are gone.
 */
export async function startScreensProduct({ port, dataDir, clockStart }) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, TEST_CLOCK_START: clockStart, NODE_ENV: 'test', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  REMOTES.forEach((remote, index) => {
    env[`REMOTE_${remote.name.toUpperCase()}_PORT`] = String(port + 1 + index);
    env[`REMOTE_${remote.name.toUpperCase()}_URL`] = `http://localhost:${port + 1 + index}/assets/remoteEntry.js`;
  });
  const children = productProcesses(env).map((entry) => spawn(entry.command, { cwd: root, shell: true, env: { ...env, ...entry.env }, stdio: 'inherit', detached: true }));
  const exited = children.map((child) => new Promise((done) => child.once('exit', done)));
  const stop = async () => {
    for (const child of children) {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
    }
    await Promise.all(exited);
  };
  try {
    await waitFor(`http://localhost:${port}/api/health`);
    for (let index = 0; index < REMOTES.length; index++) await waitFor(`http://localhost:${port + 1 + index}/assets/remoteEntry.js`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/** The API at `baseUrl` as a scene-setting script calls it: the spec's .php calls as forms, the console's as JSON. */
export function productApi(baseUrl) {
  async function call(method, path, body, token) {
    const form = path.endsWith('.php') && path !== '/api/login.php';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : form ? new URLSearchParams(body).toString() : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }
  /** The call's body, or an error naming the call when the server said no. */
  async function ok(method, path, body, token) {
    const reply = await call(method, path, body, token);
    if (reply.body.success !== '1') throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body;
  }
  const operatorToken = async (login, password) => (await ok('POST', '/api/admin/login', { login, password })).token;
  return { call, ok, operatorToken };
}

/** Signs `login` in to the console at `baseUrl` and waits until it shows, with the welcome toast gone. */
export async function consoleSignIn(page, baseUrl, login, password) {
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('Phone number or username').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in: the menu, or on a phone the button that opens it (docs/CONSOLE.md "On a phone").
  await page.getByRole('navigation', { name: 'Console' }).or(page.getByRole('button', { name: /^Menu/ })).waitFor({ timeout: 15_000 });
  // The welcome toast would cover the screens' tops.
  await page.getByRole('status').filter({ hasText: 'Welcome' }).waitFor({ state: 'hidden', timeout: 15_000 });
}

/** The page as it settles, into `dir`/`name`.png. */
export async function screenshot(page, dir, name) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/${name}.png` });
  console.log(`✓ ${name}`);
}
