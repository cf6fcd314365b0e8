/**
 * The shell's page as a request for a path gets it: index.html with the first
 * frame of the page at that path painted in (framedPage.ts), compressed as
 * the browser accepts, built once per index.html, frame file, language and
 * encoding. Undefined when there is no frame to paint: the caller sends the
 * build's own index.html, as before.
 */
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Language } from '@matka/shared';
import { framedPage } from './framedPage.js';
import { pageAt } from './pageAt.js';
import type { FirstFrames } from './remoteFrames.js';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Enough for every frame × language × encoding; a new index.html or frame file starts again. */
const MAX_BUILT = 64;

export interface ShellPage {
  body: Buffer;
  encoding: Encoding;
}

export function acceptedEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

function encode(html: string, encoding: Encoding): Buffer {
  const raw = Buffer.from(html);
  if (encoding === 'br') return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  if (encoding === 'gzip') return gzipSync(raw, { level: 9 });
  return raw;
}

export function shellPages(indexPath: string, frames: FirstFrames) {
  const built = new Map<string, ShellPage | null>();
  let index: { mtimeMs: number; html: string } | undefined;

  /** Undefined while no index.html is there (a build replacing it): the caller's own fallback answers. */
  const indexHtml = (): { mtimeMs: number; html: string } | undefined => {
    try {
      const { mtimeMs } = statSync(indexPath);
      if (index?.mtimeMs !== mtimeMs) index = { mtimeMs, html: readFileSync(indexPath, 'utf8') };
      return index;
    } catch {
      return undefined;
    }
  };

  return (pathname: string, language: Language, encoding: Encoding): ShellPage | undefined => {
    const page = pageAt(pathname);
    const frame = page && frames.frameFor(page.remote, page.page, language);
    if (!page || !frame) return undefined;
    const shell = indexHtml();
    if (!shell) return undefined;
    const { mtimeMs, html } = shell;
    const key = `${mtimeMs} ${frame.version} ${page.remote} ${page.page} ${language} ${encoding}`;
    let result = built.get(key);
    if (result === undefined) {
      const framed = framedPage(html, frame, language);
      result = framed === undefined ? null : { body: encode(framed, encoding), encoding };
      if (built.size >= MAX_BUILT) built.clear();
      built.set(key, result);
    }
    return result ?? undefined;
  };
}
