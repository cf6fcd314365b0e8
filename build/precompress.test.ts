import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip copies of the text files that gain from it, each decompressing to the original', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, n) => `row ${n}`))};`;
    writeFileSync(join(dir, 'assets', 'page-abcdefgh.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny-abcdefgh.js'), 'x'.repeat(MIN_BYTES - 1));
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 7));

    const totals = precompressDir(dir);

    const path = join(dir, 'assets', 'page-abcdefgh.js');
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(script);
    expect(totals).toMatchObject({ files: 1, bytes: script.length });
    expect(totals.brotliBytes).toBeLessThan(script.length / 4);
    // Too small to gain, or not text: left alone.
    expect(existsSync(join(dir, 'assets', 'tiny-abcdefgh.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'icon.png.br'))).toBe(false);
  });
});
