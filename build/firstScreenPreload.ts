/**
 * A remote's first screen, fetched side by side: the build appends to
 * remoteEntry.js an export, `preloadFirstScreen(pageId)`, that adds
 * `<link rel="modulepreload">` for the exposed `./pages` module, the page's
 * own chunk, and every chunk they import statically, and a style preload for
 * the remote's CSS. The shell's warm-up script (shell/src/warmup/warmup.ts)
 * calls it as soon as remoteEntry.js arrives. Without it the browser found
 * these files one import level at a time — remoteEntry → ./pages → its
 * imports → theirs → the page → its imports — each level a round trip
 * on a slow link (docs/performance-log.md "First screen").
 *
 * remoteEntry.js runs nothing when evaluated (it only defines get/init), so
 * evaluating it before the shell initialises the share scope is safe; the
 * list holds file names only, no module is evaluated early.
 */
import { basename, dirname, extname, posix } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_PRELOAD } from '../shared/src/remotes';
import { chunksOf, isSharedChunk, withStaticImports } from './chunkGraph';

const ENTRY = 'remoteEntry.js';

export interface FirstScreenFiles {
  /** The exposed module's chunk and its static imports. */
  exposed: string[];
  /** Per page id (the page's file name, as in each remote's src/pages.ts): its chunk and static imports. */
  pages: Record<string, string[]>;
  styles: string[];
}

/** The remote's remoteEntry.js, the chunk the federation plugin writes. */
function remoteEntryOf(chunks: readonly OutputChunk[]): OutputChunk | undefined {
  return chunks.find((chunk) => basename(chunk.fileName) === ENTRY);
}

/** The files of the first screen, as paths relative to remoteEntry.js; null when the bundle has no remote entry. */
export function firstScreenFiles(bundle: OutputBundle, exposedSource: string): FirstScreenFiles | null {
  const chunks = chunksOf(bundle);
  const entry = remoteEntryOf(chunks);
  const exposed = chunks.find((chunk) => chunk.facadeModuleId === exposedSource);
  if (!entry || !exposed) return null;
  // A remote's own copy of a shared package is a fallback the shell's share scope replaces: never fetched early.
  const staticImports = (root: string) => withStaticImports(chunks, [root], isSharedChunk);
  const relative = (fileName: string) => posix.relative(dirname(entry.fileName), fileName);
  const shared = new Set(staticImports(exposed.fileName));
  const pages: Record<string, string[]> = {};
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId || !exposed.dynamicImports.includes(chunk.fileName)) continue;
    const id = basename(chunk.facadeModuleId, extname(chunk.facadeModuleId));
    // What ./pages already brings is listed once, under `exposed`.
    pages[id] = staticImports(chunk.fileName).filter((file) => !shared.has(file)).map(relative);
  }
  const styles = Object.values(bundle).filter((output) => output.type === 'asset' && output.fileName.endsWith('.css')).map((output) => relative(output.fileName));
  return { exposed: [...shared].map(relative), pages, styles };
}

/** The code appended to remoteEntry.js: plain DOM calls, no import. */
export function preloadSource(files: FirstScreenFiles): string {
  return `
const __matkaFirstScreen = ${JSON.stringify(files)};
export function ${FIRST_SCREEN_PRELOAD}(pageId) {
  const add = (file, rel) => {
    const href = new URL(file, import.meta.url).href;
    if (document.head.querySelector(\`link[href="\${href}"]\`)) return;
    const link = document.createElement('link');
    link.rel = rel;
    if (rel === 'preload') link.as = 'style';
    link.href = href;
    document.head.append(link);
  };
  __matkaFirstScreen.styles.forEach((file) => add(file, 'preload'));
  __matkaFirstScreen.exposed.forEach((file) => add(file, 'modulepreload'));
  (__matkaFirstScreen.pages[pageId] ?? []).forEach((file) => add(file, 'modulepreload'));
}
`;
}

export function firstScreenPreload(exposedSource: string): Plugin {
  return {
    name: 'matka:first-screen-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = firstScreenFiles(bundle, exposedSource);
      if (!files) return;
      remoteEntryOf(chunksOf(bundle))!.code += preloadSource(files);
    },
  };
}
