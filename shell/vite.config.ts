import { defineConfig } from 'vite';
import { hostConfig } from '../build/federation';

export default defineConfig(hostConfig({ port: 5173 }));
