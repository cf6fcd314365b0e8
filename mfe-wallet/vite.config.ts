import { defineConfig } from 'vite';
import { remoteConfig } from '../build/federation';

export default defineConfig(
  remoteConfig({ name: 'mfe_wallet', port: 8083, exposes: { './pages': './src/pages.ts' } }),
);
