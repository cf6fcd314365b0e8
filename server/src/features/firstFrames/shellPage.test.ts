import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { FirstFrames } from './remoteFrames.js';
import { acceptedEncoding, shellPages } from './shellPage.js';

const INDEX = (title: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><div id="root"><div class="boot-frame" aria-hidden="true"><p class="boot-header">Sitara Matka</p></div></div></body></html>`;
const frames: FirstFrames = {
  frameFor: (remote, pageId, language) => (remote === 'auth' && pageId === 'Login' ? { markup: `<h2>${language}</h2>`, css: '', version: 'v1' } : undefined),
  refresh: async () => undefined,
  stop: () => undefined,
};

describe("the shell's page with a first frame", () => {
  it('is built once per index.html, language and encoding, and again when index.html changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'matka-shell-page-'));
    const index = join(dir, 'index.html');
    writeFileSync(index, INDEX('one'));
    const page = shellPages(index, frames);
    const first = page('/login', 'hi', 'br')!;
    expect(brotliDecompressSync(first.body).toString()).toContain('<title>one</title>');
    expect(page('/Login', 'hi', 'br')).toBe(first);
    expect(page('/login', 'en', 'br')).not.toBe(first);
    writeFileSync(index, INDEX('two'));
    utimesSync(index, new Date(), new Date(Date.now() + 5_000));
    expect(brotliDecompressSync(page('/login', 'hi', 'br')!.body).toString()).toContain('<title>two</title>');
  });

  it('is none without a frame for the path, and none while index.html is missing', () => {
    const page = shellPages(join(tmpdir(), 'no-such-dir', 'index.html'), frames);
    expect(page('/login', 'en', 'identity')).toBeUndefined();
    expect(page('/home', 'en', 'identity')).toBeUndefined();
  });

  it('is compressed as the request accepts, brotli first', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding(undefined)).toBe('identity');
  });
});
