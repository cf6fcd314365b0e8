/**
 * The shell's scripts start after the first paint (docs/decisions/0033-first-frames-in-the-html.md):
 * the entry script and every `<link rel="modulepreload">` of index.html move
 * into a `<template>`, which the early warm-up script (build/earlyEntry.ts)
 * puts into the page once the frame index.html holds has painted
 * (shell/src/warmup/shellScripts.ts). The frame, a page's first frame
 * included, never waits on the shell's code, nor on its evaluation on a slow
 * phone; the code starts one frame later (about 16 ms).
 */
import type { Plugin } from 'vite';
import { SHELL_SCRIPTS_TEMPLATE_ID } from '../shared/src/remotes';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

export function deferScripts(html: string): string {
  const held = [...html.matchAll(ENTRY_SCRIPT), ...html.matchAll(MODULE_PRELOAD)].map((match) => match[0].trim());
  if (!held.some((tag) => tag.startsWith('<script'))) throw new Error('index.html has no entry script to hold until the first paint.');
  const rest = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  if (!rest.includes('</body>')) throw new Error('index.html has no </body>.');
  return rest.replace('</body>', () => `<template id="${SHELL_SCRIPTS_TEMPLATE_ID}">${held.join('')}</template>\n  </body>`);
}

export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'matka:scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: deferScripts },
  };
}
