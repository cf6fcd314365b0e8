import { defineConfig } from 'vite';
import { remoteConfig } from '../build/federation';

export default defineConfig(
  remoteConfig({ name: 'mfe_history', port: 8084, exposes: { './pages': './src/pages.ts' } }),
);
