#!/usr/bin/env node
/**
 * Runs the built product: the API (which also serves the shell and
 * /remotes.json) on PORT, and each remote on its own port, as separate
 * deployments would be. Prints the URL to open once the API answers.
 */
import concurrently from 'concurrently';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_PORT, productProcesses } from './apps.mjs';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? DEFAULT_PORT);

if (!existsSync(join(root, 'server/dist/main.js'))) {
  console.error('The product is not built: run `npm start` (builds, then starts) or `npm run build` first.');
  process.exit(1);
}

const commands = productProcesses().map((entry) => ({
  ...entry,
  prefixColor: entry.name === 'api' ? 'magenta' : 'cyan',
}));

const { result, commands: running } = concurrently(commands, {
  cwd: root,
  killOthersOn: ['failure'],
  prefix: 'name',
  restartTries: 0,
});

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  return false;
}

void waitForHealth().then((up) => {
  if (up) console.log(`\n  ➜  Open http://localhost:${port}\n`);
  else console.error(`\n  The API did not answer on port ${port} within 120 s; see its log above.\n`);
});

const stop = () => running.forEach((command) => command.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
