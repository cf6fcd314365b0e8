/** The unit-test setup every remote shares: React, the shared alias, jsdom, tests beside the code. */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedAlias } from './sharedAlias';

export function remoteTestConfig(setupFiles: string[] = ['../shared/src/testing/setup.ts']) {
  return defineConfig({
    plugins: [react()],
    resolve: { alias: sharedAlias },
    // 15 s per test: rendered pages with user-event typing are slow on a busy 2-core CI machine.
    test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles, testTimeout: 15_000 },
  });
}
