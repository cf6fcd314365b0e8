/**
 * A vitest reporter that writes the run's unhandled errors (vitest's "Unhandled
 * Errors" block: thrown outside any test, or after its test ended) to the JSON
 * file named by UNHANDLED_ERRORS_FILE. The JSON reporter leaves them out, and a
 * CI log keeps only its tail, so `npm test` prints them again beside the
 * failed tests' names (scripts/test.mjs).
 */
import { writeFileSync } from 'node:fs';

/** The first lines of a stack: enough to find the code, short enough for a log's tail. */
const STACK_LINES = 8;

export default class UnhandledErrorsReporter {
  onTestRunEnd(_testModules, unhandledErrors) {
    const file = process.env.UNHANDLED_ERRORS_FILE;
    if (!file) return;
    const errors = unhandledErrors.map((error) => ({
      name: error.name ?? 'Error',
      message: String(error.message ?? '').split('\n')[0],
      testPath: error.VITEST_TEST_PATH ?? null,
      testName: error.VITEST_TEST_NAME ?? null,
      stack: String(error.stack ?? '').split('\n').slice(1, STACK_LINES + 1).map((line) => line.trim()),
    }));
    writeFileSync(file, JSON.stringify(errors, null, 2));
  }
}
