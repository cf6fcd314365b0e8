import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { sharedAlias } from './build/sharedAlias';
import { REMOTES } from './shared/src/remotes';

/** Every workspace's unit suite as one run; the e2e suite runs separately (it needs the built product). */
export default defineConfig({
  test: {
    // A worker per core. Vitest's default for a run is one fewer than the cores, which on a 2-core machine ran the
    // browser-side projects on a single worker, one core idle, for about four minutes (README "Test it").
    maxWorkers: availableParallelism(),
    projects: [
      'shared', 'server', 'shell', ...REMOTES.map((remote) => remote.dir),
      // The repository's own tooling: the build's tests and the scripts' (scripts/lib/verifyDraws.test.ts reads @matka/shared from source).
      {
        resolve: { alias: sharedAlias },
        test: { name: 'tooling', include: ['build/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
    ],
  },
});
