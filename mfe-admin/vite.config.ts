import { defineConfig } from 'vite';
import { remoteConfig } from '../build/federation';

export default defineConfig(remoteConfig('admin'));
