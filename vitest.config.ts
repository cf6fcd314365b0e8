import { defineConfig } from 'vitest/config';

/** Every workspace's unit suite as one run; the e2e suite runs separately (it needs the built product). */
export default defineConfig({
  test: {
    projects: ['shared', 'server', 'shell', 'mfe-auth', 'mfe-games', 'mfe-wallet', 'mfe-history', 'mfe-admin'],
  },
});
