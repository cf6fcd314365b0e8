// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { firstScreenFiles, preloadSource } from './firstScreenPreload';
import { inlineShellCss } from './inlineShellCss';
import { sharedPackageOf, sharedPreloads } from './preloadShared';
import { REMOTES } from '../shared/src/remotes';

function chunk(fileName: string, fields: Partial<OutputChunk> = {}): OutputChunk {
  return { type: 'chunk', fileName, imports: [], dynamicImports: [], isEntry: false, isDynamicEntry: false, facadeModuleId: null, code: '', ...fields } as OutputChunk;
}
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as OutputAsset;
const bundleOf = (...outputs: (OutputChunk | OutputAsset)[]): OutputBundle => Object.fromEntries(outputs.map((output) => [output.fileName, output]));

describe("the shell's shared-package preloads (build/preloadShared.ts)", () => {
  it('reads the package off a shared chunk, subpaths and scopes included', () => {
    expect(sharedPackageOf('assets/__federation_shared_@reduxjs/toolkit/query-5zUH0a_c.js')).toBe('@reduxjs/toolkit/query');
    expect(sharedPackageOf('assets/__federation_shared_react-dom-CsbYhRAU.js')).toBe('react-dom');
    expect(sharedPackageOf('assets/index-CX4Ge3X4.js')).toBeNull();
  });

  it('lists the entry’s imports and every shared chunk with its imports, but not the lazy ones nor what the page loads', () => {
    const bundle = bundleOf(
      chunk('assets/index-A.js', { isEntry: true, imports: ['assets/jsx-B.js'] }),
      chunk('assets/jsx-B.js'),
      chunk('assets/__federation_shared_react-C.js', { imports: ['assets/helpers-D.js'] }),
      chunk('assets/helpers-D.js'),
      chunk('assets/__federation_shared_axios-E.js', { imports: ['assets/axiosOnly-F.js'] }),
      chunk('assets/axiosOnly-F.js'),
      chunk('assets/__federation_shared_react-hot-toast-G.js'),
    );
    const preloads = sharedPreloads(bundle, ['axios', 'react-hot-toast'], new Set(['assets/index-A.js']));
    expect(preloads.sort()).toEqual(['assets/__federation_shared_react-C.js', 'assets/helpers-D.js', 'assets/jsx-B.js']);
  });
});

describe("a remote's first-screen preload (build/firstScreenPreload.ts)", () => {
  const pages = '/app/mfe-auth/src/pages.ts';
  const bundle = bundleOf(
    chunk('assets/remoteEntry.js'),
    chunk('assets/__federation_expose_Pages-A.js', { facadeModuleId: pages, imports: ['assets/fnImport-B.js'], dynamicImports: ['assets/Login-C.js', 'assets/Otp-D.js'] }),
    chunk('assets/fnImport-B.js'),
    chunk('assets/Login-C.js', { isDynamicEntry: true, facadeModuleId: '/app/mfe-auth/src/pages/Login/Login.tsx', imports: ['assets/form-E.js', 'assets/fnImport-B.js', 'assets/__federation_shared_react-F.js'] }),
    chunk('assets/Otp-D.js', { isDynamicEntry: true, facadeModuleId: '/app/mfe-auth/src/pages/Otp/Otp.tsx' }),
    chunk('assets/form-E.js'),
    chunk('assets/__federation_shared_react-F.js'),
    asset('assets/style-G.css', 'p{}'),
  );

  it("lists ./pages with its imports, and per page id its own chunks, never a remote's fallback copy of a shared package", () => {
    expect(firstScreenFiles(bundle, pages)).toEqual({
      exposed: ['__federation_expose_Pages-A.js', 'fnImport-B.js'],
      pages: { Login: ['Login-C.js', 'form-E.js'], Otp: ['Otp-D.js'] },
      styles: ['style-G.css'],
    });
  });

  it("finds every page by its id: each remote's src/pages.ts names a page after the file it imports", () => {
    for (const remote of REMOTES) {
      const source = readFileSync(resolve(import.meta.dirname, '..', remote.dir, 'src/pages.ts'), 'utf8');
      const pages = [...source.matchAll(/const (\w+) = lazyPage\(\(\) => import\('([^']+)'\)/g)];
      expect(pages.length, remote.dir).toBeGreaterThan(0);
      for (const [, id, path] of pages) expect(basename(path!), `${remote.dir} ${id}`).toBe(id);
    }
  });

  it('is nothing for a build without a remote entry', () => {
    expect(firstScreenFiles(bundleOf(chunk('assets/index-A.js')), pages)).toBeNull();
  });

  it('adds one link per file, relative to remoteEntry.js, for the page asked for', () => {
    const files = firstScreenFiles(bundle, pages)!;
    // The appended code as remoteEntry.js at http://remote.test/assets/ would run it.
    const source = preloadSource(files).replaceAll('import.meta.url', JSON.stringify('http://remote.test/assets/remoteEntry.js')).replace('export function', 'function');
    const preloadFirstScreen = new Function(`${source}; return preloadFirstScreen;`)() as (page: string) => void;
    preloadFirstScreen('Login');
    preloadFirstScreen('Login');
    // The build's tsconfig has no DOM types: the jsdom document, as the test environment provides it.
    const { document } = globalThis as unknown as { document: { head: { querySelectorAll(selector: string): Iterable<{ rel: string; href: string }> } } };
    const links = [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.href}`);
    expect(links).toEqual([
      'preload http://remote.test/assets/style-G.css',
      'modulepreload http://remote.test/assets/__federation_expose_Pages-A.js',
      'modulepreload http://remote.test/assets/fnImport-B.js',
      'modulepreload http://remote.test/assets/Login-C.js',
      'modulepreload http://remote.test/assets/form-E.js',
    ]);
  });
});

describe("the shell's inline stylesheet (build/inlineShellCss.ts)", () => {
  const transform = (html: string, css: string) => {
    const hook = inlineShellCss().transformIndexHtml as { handler(html: string, context: { bundle: OutputBundle }): string };
    return hook.handler(html, { bundle: bundleOf(asset('assets/style-A.css', css)) });
  };

  it('replaces the stylesheet link with its CSS', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/style-A.css"></head>';
    expect(transform(html, 'body{margin:0}')).toBe('<head><style>body{margin:0}</style></head>');
  });

  it('refuses CSS that would end the style element early', () => {
    expect(() => transform('<link rel="stylesheet" href="/assets/style-A.css">', 'p::after{content:"</style>"}')).toThrow(/cannot be inlined/);
  });
});
