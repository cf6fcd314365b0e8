/**
 * A remote's first frames (docs/decisions/0033-first-frames-in-the-html.md):
 * the static markup of the pages a player may open first, in every language,
 * and the remote's stylesheet they need. The remote's build writes the file
 * beside its remoteEntry.js (build/firstFrames.ts); the API reads it from
 * there and paints a frame into the shell's page before any script runs.
 */
import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';

/** Beside remoteEntry.js, on the remote's own origin. */
export const FIRST_FRAMES_FILE = 'first-frames.json';

/** Far above a real file (Login in two languages and the remote's CSS: about 20 KB): a bigger one is refused, not kept. */
export const FIRST_FRAMES_MAX_BYTES = 512 * 1024;

const markup = z.string().min(1).max(64 * 1024);

export const firstFramesFile = z.object({
  /** The remote's whole stylesheet, as its build wrote it. */
  css: z.string().max(256 * 1024),
  /** Page id (the route table's) → language → the page's markup as its first render gives it. */
  pages: z.record(z.string().regex(/^[A-Za-z]{1,40}$/), z.partialRecord(z.enum(LANGUAGES), markup)),
});
export type FirstFramesFile = z.infer<typeof firstFramesFile>;
