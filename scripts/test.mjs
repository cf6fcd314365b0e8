#!/usr/bin/env node
/**
 * `npm test`: type-checks every workspace, lints them (eslint.config.mjs: the
 * import boundaries among others), checks for dead code (knip.jsonc), runs every workspace's unit suite
 * (vitest projects, incl. the server suite on PGlite and — when it answers —
 * on PostgreSQL), builds the product, then runs the end-to-end suite in
 * headless Chromium against it. Prints one closing line: "N passed, N failed, N skipped".
 *   --unit  unit suites only      --e2e  build + e2e only
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runParallel } from './lib/parallel.mjs';

const root = resolve(import.meta.dirname, '..');
const only = process.argv.includes('--unit') ? 'unit' : process.argv.includes('--e2e') ? 'e2e' : 'all';
const reports = mkdtempSync(join(tmpdir(), 'matka-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Names of the failed tests, repeated after the summary so the tail of a CI log names them. */
const failures = [];
let failedStep = null;

/** How long each step took, printed with the summary: where `npm test`'s time goes, in every CI log. */
const timings = [];
const timed = async (label, step) => {
  const started = Date.now();
  try {
    return await step();
  } finally {
    timings.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  }
};

/** Runs one step with its output on the terminal; asynchronous, so a held job (the lint beside e2e) keeps reading its pipes. */
async function run(label, command, args) {
  console.log(`\n▸ ${label}`);
  const code = await new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('error', () => done(1));
    child.on('close', (status, signal) => done(status ?? (signal ? 1 : 0)));
  });
  if (code !== 0 && !failedStep) failedStep = label;
  return code === 0;
}

/** The errors vitest reported outside any test (scripts/lib/unhandledErrorsReporter.mjs), each as a failure with where it came from. */
function unhandledErrors(file, label) {
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')).map((error) => {
    const where = error.testPath ? ` (in ${error.testPath.startsWith(root) ? error.testPath.slice(root.length + 1) : error.testPath}${error.testName ? ` › ${error.testName}` : ''})` : '';
    const stack = error.stack.map((line) => `    ${line}`).join('\n');
    return `${label}: an error outside any test${where}: ${error.name}: ${error.message}${stack ? `\n${stack}` : ''}`;
  });
}

async function vitest(label, args) {
  const output = join(reports, `${label}.json`);
  const unhandled = join(reports, `${label}.unhandled.json`);
  const failuresBefore = failures.length;
  process.env.UNHANDLED_ERRORS_FILE = unhandled;
  const passed = await run(label, 'npx', [
    'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`,
    `--reporter=${join(root, 'scripts/lib/unhandledErrorsReporter.mjs')}`, ...args,
  ]);
  // Vitest also fails a run on an error thrown outside any test (its "Unhandled Errors" block): name it too, with its stack.
  const unexplained = () => {
    if (!passed) failures.push(...unhandledErrors(unhandled, label));
    if (!passed && failures.length === failuresBefore) failures.push(`${label}: an error outside any test (vitest's "Unhandled Errors" above)`);
    totals.failed = failures.length;
  };
  if (!existsSync(output)) return unexplained();
  const report = JSON.parse(readFileSync(output, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const name = file.name?.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      // The first lines of the failure say why; a CI log keeps only its tail, so they come with the name.
      const why = (test.failureMessages ?? []).join('\n').split('\n').slice(0, 6).map((line) => `    ${line}`).join('\n');
      failures.push(`${label}: ${name} › ${test.fullName ?? test.title}${why ? `\n${why}` : ''}`);
    }
    // A file that fails to load has no failed test of its own: count the file.
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`${label}: ${name} (did not load: ${String(file.message ?? '').split('\n')[0]})`);
  }
  unexplained();
}

const typecheck = { label: 'type-check', command: 'node', args: ['scripts/typecheck.mjs'], cwd: root };
const deadCode = { label: 'dead code', command: 'npx', args: ['knip', '--no-progress'], cwd: root };
const lint = { label: 'lint', command: 'npx', args: ['eslint', '.'], cwd: root };
const noteFailed = (jobs) => {
  if (jobs.length > 0 && !failedStep) failedStep = jobs.map((job) => job.label).join(' and ');
};

async function buildAndEndToEnd() {
  const built = await timed('build', () => run('build', 'node', ['scripts/build.mjs']));
  if (built) await timed('e2e', () => vitest('e2e', ['--config', 'tests/vitest.config.ts']));
}

if (only === 'unit') {
  // Independent of each other and mostly single-threaded: side by side (one per core).
  noteFailed(await timed('type-check + lint + dead code', () => runParallel([typecheck, lint, deadCode])));
  await timed('unit', () => vitest('unit', []));
} else if (only === 'all') {
  noteFailed(await timed('type-check + dead code', () => runParallel([typecheck, deadCode])));
  await timed('unit', () => vitest('unit', []));
  // The type-aware lint (about a minute of one core) runs beside the build and the browser tests, which leave a
  // core mostly idle; its output is held and printed when it ends.
  const linting = timed('lint (beside build + e2e)', () => runParallel([lint]));
  await buildAndEndToEnd();
  noteFailed(await linting);
} else {
  await buildAndEndToEnd();
}

for (const failure of failures) console.log(`✗ ${failure}`);
console.log(`\n${failedStep ? `✗ failed at: ${failedStep}` : '✓ all steps passed'} (${timings.join(', ')})`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);
