import { defineConfig } from 'vite';
import { remoteConfig } from '../build/federation';

export default defineConfig(
  remoteConfig({ name: 'mfe_admin', port: 8085, exposes: { './pages': './src/pages.ts' } }),
);
