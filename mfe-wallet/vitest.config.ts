import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const sharedRoot = fileURLToPath(new URL('../shared/src', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@matka\/shared\/client$/, replacement: `${sharedRoot}/client/index.ts` },
      { find: /^@matka\/shared\/testing$/, replacement: `${sharedRoot}/testing/index.ts` },
      { find: /^@matka\/shared$/, replacement: `${sharedRoot}/index.ts` },
    ],
  },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['../shared/src/testing/setup.ts'] },
});
