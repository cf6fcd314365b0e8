/**
 * The remote registry (shared/src/remotes.ts) for plain Node scripts. Node 20
 * cannot import TypeScript, so the file — which imports nothing — is
 * stripped of its types with esbuild and imported from memory: the list stays
 * written once.
 */
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

const source = readFileSync(new URL('../../shared/src/remotes.ts', import.meta.url), 'utf8');
const { code } = transformSync(source, { loader: 'ts', format: 'esm', target: 'node20' });
const registry = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

/** @type {readonly { name: string; dir: string; port: number; job: string }[]} */
export const REMOTES = registry.REMOTES;
/** @type {number} */
export const SHELL_PORT = registry.SHELL_PORT;
