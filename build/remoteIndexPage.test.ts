/** Every remote's own page comes from one template (remoteIndexPage): none keeps an index.html of its own. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '../shared/src/remotes';
import { remoteIndexHtml } from './remoteIndexPage';

const root = new URL('../', import.meta.url);

describe('the remotes’ index page', () => {
  it('names the remote and what it does, and sends the visitor to the shell', () => {
    for (const remote of REMOTES) {
      const html = remoteIndexHtml(remote.name);
      expect(html).toContain(`<title>${remote.dir} remote</title>`);
      expect(html).toContain(`<h1>${remote.dir}</h1>`);
      expect(html).toContain(remote.job);
      expect(html).toContain("Open the product through the shell's URL.");
    }
  });

  it('is generated, never copied into a remote', () => {
    for (const remote of REMOTES) expect(existsSync(new URL(`${remote.dir}/index.html`, root))).toBe(false);
  });
});
