/**
 * A second, tiny entry of the shell's build that index.html runs as soon as it
 * arrives (`async`), instead of after the shell's whole import graph: Vite
 * would fold every module script of index.html into the one entry, so this
 * plugin adds the entry itself and writes its script tag into the page.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const NAME = 'warmup';

export function earlyEntry(source: string): Plugin {
  return {
    name: 'matka:early-entry',
    apply: 'build',
    config(config) {
      const root = resolve(config.root ?? process.cwd());
      return { build: { rollupOptions: { input: { index: resolve(root, 'index.html'), [NAME]: resolve(root, source) } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry && output.name === NAME);
        if (!chunk) throw new Error(`The ${NAME} entry was not built.`);
        return [{ tag: 'script', attrs: { type: 'module', async: true, src: `/${chunk.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}
