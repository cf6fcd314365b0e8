import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sharedAlias } from '../build/sharedAlias';

/**
 * End-to-end tests against the built product started the way `npm start`
 * starts it (globalSetup), driven in Debian's headless Chromium. Files run one
 * at a time: they share one running product and one browser binary.
 */
export default defineConfig({
  // Paths below are relative to tests/, whatever directory vitest starts in.
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: sharedAlias,
  },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./support/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page on a loaded CI machine can take seconds to fetch its remote and data; vitest's 1 s default polls too briefly.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
