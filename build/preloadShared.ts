/**
 * `<link rel="modulepreload">` in the shell's index.html for the shared
 * packages the first render needs, and for the chunks its scripts import. The federation runtime imports them one
 * after another (each `importShared` awaits the previous), so on a slow link
 * every package cost a round trip of its own before React could render; with
 * the links the browser fetches them all while the entry downloads, and each
 * import finds its module ready (docs/performance-log.md "First screen").
 *
 * The packages the app fetches on first use (`lazyShared`: axios on the
 * first API call, react-hot-toast after the first page) are left out, so
 * they do not compete with the first screen for the link.
 */
import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';
import { chunksOf, SHARED_CHUNK_PREFIX, withStaticImports } from './chunkGraph';

const SHARED_PREFIX = `assets/${SHARED_CHUNK_PREFIX}`;

/** The package a shared chunk holds (`assets/__federation_shared_@reduxjs/toolkit/query-5zUH0a_c.js` → `@reduxjs/toolkit/query`), or null. */
export function sharedPackageOf(fileName: string): string | null {
  if (!fileName.startsWith(SHARED_PREFIX) || !fileName.endsWith('.js')) return null;
  const rest = fileName.slice(SHARED_PREFIX.length, -'.js'.length);
  const hashAt = rest.lastIndexOf('-');
  return hashAt > 0 ? rest.slice(0, hashAt) : null;
}

/**
 * The files to preload: the chunks the page's own scripts import statically
 * (otherwise found only once each script has arrived) and every shared
 * package's chunk but the lazy ones, each with the chunks it imports
 * statically; not the files index.html already loads.
 */
export function sharedPreloads(bundle: OutputBundle, lazyShared: readonly string[], alreadyLoaded: ReadonlySet<string>): string[] {
  const chunks = chunksOf(bundle);
  const importedByPage = chunks.filter((chunk) => alreadyLoaded.has(chunk.fileName)).flatMap((chunk) => chunk.imports);
  const shared = chunks.map((chunk) => chunk.fileName).filter((fileName) => {
    const name = sharedPackageOf(fileName);
    return name !== null && !lazyShared.includes(name);
  });
  return withStaticImports(chunks, [...importedByPage, ...shared], (fileName) => alreadyLoaded.has(fileName));
}

export function preloadShared(lazyShared: readonly string[]): Plugin {
  return {
    name: 'matka:preload-shared',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return [];
        const loaded = new Set([...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]!));
        return sharedPreloads(context.bundle, lazyShared, loaded).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
