/**
 * The shell's index.html with a page's first frame painted into it
 * (docs/decisions/0033-first-frames-in-the-html.md): the remote's stylesheet
 * in the head, the page's markup inside the boot frame under its header band,
 * inert (nothing in it can be focused or typed into: the shell's first render
 * replaces it), and the page's language on <html>. Undefined when the page
 * is not the one the build writes (no boot frame to paint into).
 */
import type { Language } from '@matka/shared';
import type { FirstFrame } from './remoteFrames.js';

const BOOT_HEADER = /(<div class="boot-frame"[^>]*>\s*<p class="boot-header">[^<]*<\/p>)/;

export function framedPage(indexHtml: string, frame: FirstFrame, language: Language): string | undefined {
  if (!BOOT_HEADER.test(indexHtml) || !indexHtml.includes('</head>')) return undefined;
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    // Functions as replacements: a `$` in the markup or the CSS is text, not a pattern.
    .replace('</head>', () => `<style>${frame.css}</style></head>`)
    .replace(BOOT_HEADER, (header: string) => `${header}<div class="boot-page" inert>${frame.markup}</div>`);
}
