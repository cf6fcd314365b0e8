import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedAlias } from '../build/sharedAlias';

// The federation plugin is left out of unit tests: its virtual module is
// replaced by a stub the tests drive (vi.mock alone cannot resolve it).
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      ...sharedAlias,
      { find: 'virtual:__federation__', replacement: fileURLToPath(new URL('./test/federationStub.ts', import.meta.url)) },
    ],
  },
  // 15 s per test: whole-shell renders with lazy remotes are slow on a busy 2-core machine.
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['./test/setup.ts'], testTimeout: 15_000 },
});
