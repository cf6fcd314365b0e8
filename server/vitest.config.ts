import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sharedRoot = fileURLToPath(new URL('../shared/src', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@matka\/shared\/client$/, replacement: `${sharedRoot}/client/index.ts` },
      { find: /^@matka\/shared$/, replacement: `${sharedRoot}/index.ts` },
    ],
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file boots its own database; two at a time suits 2 cores. A project
    // with its own worker limit runs in its own group (after the browser-side suites).
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
