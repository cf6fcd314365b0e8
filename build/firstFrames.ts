/**
 * A remote's first frames (docs/decisions/0033-first-frames-in-the-html.md):
 * when the remote has `src/firstFrames.ts`, its build renders each page that
 * file lists to static markup in every language (build/frameHarness.ts,
 * through Vite's SSR loader with the same CSS-module names as the bundle)
 * and writes them, with the remote's stylesheet, to `first-frames.json`
 * beside remoteEntry.js. The API paints the frame of the page a player opens
 * into the shell's page, so the page shows before any script has arrived.
 */
import { existsSync } from 'node:fs';
import { dirname, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rollup';
import { createServer, type Plugin } from 'vite';
import { LANGUAGES } from '../shared/src/i18n/languages';
import { ROUTES, whyNoFirstFrame } from '../shared/src/routes';
import { FIRST_FRAMES_FILE, firstFramesFile, type FirstFramesFile } from '../shared/src/schemas/firstFrames';
import type { RemoteName } from '../shared/src/remotes';
import { assetText } from './chunkGraph';
import type { FrameSource } from './frameHarness';
import { sharedAlias } from './sharedAlias';

const HARNESS = fileURLToPath(new URL('./frameHarness.ts', import.meta.url));

/** The page's one path; a page behind a parameter has no frame (its content depends on the URL). */
export function framePath(remote: RemoteName, pageId: string): string {
  const route = ROUTES.find((entry) => entry.remote === remote && entry.page === pageId);
  if (!route) throw new Error(`${pageId} is no page of the ${remote} remote.`);
  const why = whyNoFirstFrame(route);
  if (why) throw new Error(`${pageId} can have no first frame: ${why}.`);
  return route.path;
}

function stylesheet(bundle: OutputBundle): string {
  const sheets: string[] = [];
  for (const output of Object.values(bundle)) {
    if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
    sheets.push(assetText(output));
  }
  return sheets.join('\n');
}

export async function renderFrames(remoteRoot: string, remote: RemoteName, sourceFile: string): Promise<FirstFramesFile['pages']> {
  const server = await createServer({
    configFile: false,
    root: remoteRoot,
    logLevel: 'error',
    resolve: { alias: sharedAlias },
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderFrame } = (await server.ssrLoadModule(HARNESS)) as typeof import('./frameHarness');
    const source = (await server.ssrLoadModule(sourceFile)) as Omit<FrameSource, 'paths'>;
    const paths = Object.fromEntries(Object.keys(source.pages).map((pageId) => [pageId, framePath(remote, pageId)]));
    const pages: FirstFramesFile['pages'] = {};
    for (const pageId of Object.keys(source.pages)) {
      const byLanguage: Partial<Record<(typeof LANGUAGES)[number], string>> = {};
      for (const language of LANGUAGES) byLanguage[language] = await renderFrame({ ...source, paths }, pageId, language);
      pages[pageId] = byLanguage;
    }
    return pages;
  } finally {
    await server.close();
  }
}

export function firstFrames(remote: RemoteName, remoteRoot: string): Plugin | null {
  const sourceFile = posix.join(remoteRoot, 'src/firstFrames.ts');
  if (!existsSync(sourceFile)) return null;
  return {
    name: 'matka:first-frames',
    apply: 'build',
    // After Vite's CSS plugin has added the remote's one stylesheet to the bundle.
    generateBundle: { order: 'post', async handler(_options, bundle) {
      const entry = Object.values(bundle).find((output) => output.type === 'chunk' && posix.basename(output.fileName) === 'remoteEntry.js');
      if (!entry) return;
      const file = firstFramesFile.parse({ css: stylesheet(bundle), pages: await renderFrames(remoteRoot, remote, sourceFile) });
      this.emitFile({ type: 'asset', fileName: posix.join(dirname(entry.fileName), FIRST_FRAMES_FILE), source: JSON.stringify(file) });
    } },
  };
}
