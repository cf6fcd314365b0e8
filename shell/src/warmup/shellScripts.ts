/**
 * Starts the shell's code once the page has painted (docs/decisions/0033-first-frames-in-the-html.md):
 * index.html holds the entry script and its module preloads in a <template>
 * (build/scriptsAfterFirstPaint.ts), so the frame it paints, a page's first
 * frame included, never waits on them.
 */
import { SHELL_SCRIPTS_TEMPLATE_ID } from '@matka/shared';

/** A tab opened in the background paints nothing and runs no animation frame: the code starts anyway. */
export const PAINT_WAIT_MS = 250;

/** Moves the template's scripts into the head, once; their copies are live elements, fetched and run as any. */
export function releaseShellScripts(doc: Document = document): void {
  const template = doc.getElementById(SHELL_SCRIPTS_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  doc.head.append(doc.importNode(template.content, true));
}

/** Runs `run` once, after the first frame that follows the parsed document has painted (or after PAINT_WAIT_MS). */
export function afterFirstPaint(run: () => void, doc: Document = document): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // A timeout queued from an animation frame runs after that frame's paint.
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(once, 0));
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterNextFrame, { once: true });
  else afterNextFrame();
  setTimeout(once, PAINT_WAIT_MS);
}
