import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const sharedRoot = fileURLToPath(new URL('../shared/src', import.meta.url));

// The federation plugin is left out of unit tests: its virtual module is
// replaced by a stub the tests drive (vi.mock alone cannot resolve it).
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@matka\/shared\/client$/, replacement: `${sharedRoot}/client/index.ts` },
      { find: /^@matka\/shared$/, replacement: `${sharedRoot}/index.ts` },
      { find: 'virtual:__federation__', replacement: fileURLToPath(new URL('./test/federationStub.ts', import.meta.url)) },
    ],
  },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['./test/setup.ts'] },
});
