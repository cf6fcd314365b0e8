import { defineConfig } from 'vitest/config';
import { REMOTES } from './shared/src/remotes';

/** Every workspace's unit suite as one run; the e2e suite runs separately (it needs the built product). */
export default defineConfig({
  test: {
    projects: [
      'shared', 'server', 'shell', ...REMOTES.map((remote) => remote.dir),
      // The repository's own tooling: the lint rules' boundary test.
      { test: { name: 'tooling', include: ['build/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
    ],
  },
});
