import { defineConfig } from 'vitest/config';
import { sharedAlias } from '../build/sharedAlias';

export default defineConfig({
  resolve: {
    alias: sharedAlias,
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ['src/test/pgliteSnapshot.setup.ts'],
    // Each file boots its own database; two at a time suits 2 cores. A project
    // with its own worker limit runs in its own group (after the browser-side suites).
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
