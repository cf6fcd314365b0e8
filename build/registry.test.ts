/** The remote registry (shared/src/remotes.ts) is what the build, the scripts and the server read: it must match the repository. */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REMOTES, SHELL_PORT } from '../shared/src/remotes';
import { REMOTES as SCRIPT_REMOTES } from '../scripts/apps.mjs';

const root = new URL('../', import.meta.url);
const workspaces = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { workspaces: string[] }).workspaces;

describe('the remote registry', () => {
  it('names each remote once, on its own port beside the shell', () => {
    const ports = [SHELL_PORT, ...REMOTES.map((remote) => remote.port)];
    expect(new Set(ports).size).toBe(ports.length);
    expect(new Set(REMOTES.map((remote) => remote.name)).size).toBe(REMOTES.length);
  });

  it('points at workspaces that build a remote exposing ./pages', () => {
    for (const remote of REMOTES) {
      expect(workspaces).toContain(remote.dir);
      expect(existsSync(new URL(`${remote.dir}/src/pages.ts`, root))).toBe(true);
      expect(readFileSync(new URL(`${remote.dir}/vite.config.ts`, root), 'utf8')).toContain(`remoteConfig('${remote.name}')`);
    }
  });

  it('is the list the Node scripts read', () => {
    expect(SCRIPT_REMOTES).toEqual(REMOTES);
  });
});
