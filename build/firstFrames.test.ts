/** A remote's first frames and the shell's scripts held until the first paint (docs/decisions/0033-first-frames-in-the-html.md). */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { framePath, renderFrames } from './firstFrames';
import { deferScripts } from './scriptsAfterFirstPaint';

describe("a remote's first frames (build/firstFrames.ts)", () => {
  it('renders mfe-auth\'s Login as a signed-out visitor first sees it, in English and in Hindi', async () => {
    const pages = await renderFrames(fileURLToPath(new URL('../mfe-auth/', import.meta.url)), 'auth', fileURLToPath(new URL('../mfe-auth/src/firstFrames.ts', import.meta.url)));
    expect(Object.keys(pages)).toEqual(['Login']);
    const { en, hi } = pages.Login!;
    expect(en).toContain('>Log in or sign up</h2>');
    expect(en).toContain('>New or returning player, start with your mobile number.</p>');
    expect(en).toContain('placeholder="10-digit number"');
    expect(hi).toContain('>लॉगिन या साइन अप</h2>');
    // The class names of the remote's CSS modules, as its bundle names them, and no script.
    expect(en).toMatch(/class="_intro_[a-z0-9]+_\d+"/);
    expect(`${en}${hi}`).not.toMatch(/<script/i);
  });

  it('is only for a page a signed-out visitor opens at one fixed path', () => {
    expect(framePath('auth', 'Login')).toBe('/Login');
    expect(() => framePath('auth', 'Profile')).toThrow(/needs a player/);
    expect(() => framePath('history', 'Chart')).toThrow();
    expect(() => framePath('auth', 'Nothing')).toThrow(/no page/);
  });
});

describe("the shell's scripts after the first paint (build/scriptsAfterFirstPaint.ts)", () => {
  const built = [
    '<html><head>',
    '<script type="module" async src="/assets/warmup-W.js"></script>',
    '<script type="module" crossorigin src="/assets/index-A.js"></script>',
    '<style>x</style>',
    '<link rel="modulepreload" crossorigin href="/assets/react-B.js">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');

  it('holds the entry and its preloads in a template at the end of the body, and leaves the warm-up in the head', () => {
    const html = deferScripts(built);
    const [head, body] = html.split('<body>');
    expect(head).toContain('<script type="module" async src="/assets/warmup-W.js"></script>');
    expect(head).not.toMatch(/index-A|react-B/);
    expect(body).toContain('<template id="shell-scripts"><script type="module" crossorigin src="/assets/index-A.js"></script><link rel="modulepreload" crossorigin href="/assets/react-B.js"></template>');
  });

  it('refuses a page without an entry script', () => {
    expect(() => deferScripts('<html><body></body></html>')).toThrow(/no entry script/);
  });
});
