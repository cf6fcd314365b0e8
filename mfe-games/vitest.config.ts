import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const sharedRoot = fileURLToPath(new URL('../shared/src', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@matka\/shared\/client$/, replacement: `${sharedRoot}/client/index.ts` },
      { find: /^@matka\/shared$/, replacement: `${sharedRoot}/index.ts` },
    ],
  },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['./test/setup.ts'] },
});
