import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sharedRoot = fileURLToPath(new URL('../shared/src', import.meta.url));

/**
 * End-to-end tests against the built product started the way `npm start`
 * starts it (globalSetup), driven in Debian's headless Chromium. Files run one
 * at a time: they share one running product and one browser binary.
 */
export default defineConfig({
  // Paths below are relative to tests/, whatever directory vitest starts in.
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: [
      { find: /^@matka\/shared\/client$/, replacement: `${sharedRoot}/client/index.ts` },
      { find: /^@matka\/shared$/, replacement: `${sharedRoot}/index.ts` },
    ],
  },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./support/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
