import { defineConfig } from 'vite';
import { remoteConfig } from '../build/federation';

export default defineConfig(
  remoteConfig({ name: 'mfe_auth', port: 8081, exposes: { './pages': './src/pages.ts' } }),
);
