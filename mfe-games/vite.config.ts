import { defineConfig } from 'vite';
import { remoteConfig } from '../build/federation';

export default defineConfig(
  remoteConfig({ name: 'mfe_games', port: 8082, exposes: { './pages': './src/pages.ts' } }),
);
