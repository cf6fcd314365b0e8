/**
 * The shell's stylesheet written into index.html as a <style> element instead
 * of a <link>. A linked stylesheet blocks the first paint until it arrives,
 * and on a slow link it shares the connections with the scripts index.html
 * preloads, so the frame index.html paints (src/styles/base.css .boot-frame)
 * waited for it. Inline, the frame paints with the HTML itself (about 4 KB
 * more on the wire, brotli; docs/performance-log.md "First screen"). The CSP
 * allows inline styles (server/src/http/security/headers.ts); the file stays
 * in dist for anything that links it.
 */
import type { OutputAsset } from 'rollup';
import type { Plugin } from 'vite';
import { assetText } from './chunkGraph';

export function inlineShellCss(): Plugin {
  return {
    name: 'matka:inline-shell-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle[fileName] as OutputAsset | undefined;
          if (asset?.type !== 'asset') return link;
          const css = assetText(asset);
          // `</style` inside the CSS would end the element early.
          if (/<\/style/i.test(css)) throw new Error(`${fileName} contains "</style"; it cannot be inlined.`);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
