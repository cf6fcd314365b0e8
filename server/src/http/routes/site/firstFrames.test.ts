/** The shell's page with a page's first frame painted in by the API (docs/decisions/0033-first-frames-in-the-html.md). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../../../test/harness.js';

const INDEX = '<!doctype html><html lang="en"><head><title>shell</title></head><body><div id="root"><div class="boot-frame" aria-hidden="true"><p class="boot-header">Sitara Matka</p></div></div></body></html>';
const FRAMES = {
  css: '._intro_x{color:#5d5977}',
  pages: { Login: { en: '<h2 id="auth-heading">Log in or sign up</h2>', hi: '<h2 id="auth-heading">लॉगिन या साइन अप</h2>' } },
};

const shellDist = mkdtempSync(join(tmpdir(), 'matka-shell-frames-'));
writeFileSync(join(shellDist, 'index.html'), INDEX);

const remote = createServer((request, response) => {
  if (request.url === '/assets/first-frames.json') response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(FRAMES));
  else response.writeHead(404).end();
});

describe('the first frame in the shell\'s page', () => {
  let api: TestApi;
  const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    await new Promise<void>((listening) => remote.listen(0, '127.0.0.1', listening));
    const url = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/assets/remoteEntry.js`;
    api = await startApi('pglite', { SHELL_DIST_DIR: shellDist, REMOTE_AUTH_URL: url });
  });
  afterAll(async () => {
    await api?.close();
    await new Promise<void>((closed) => remote.close(() => closed()));
  });

  it('reads the frames once it starts, without holding any page for them', async () => {
    await expect.poll(async () => (await get('/login')).body, { timeout: 10_000 }).toContain('boot-page');
  });

  it('paints /login\'s frame, inert, in English for a visitor without a choice, compressed as the browser accepts', async () => {
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const page = await get('/login', { 'accept-encoding': encoding });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['vary']).toMatch(/cookie/i);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      const html = decode(page.rawPayload).toString();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain(`<style>${FRAMES.css}</style></head>`);
      expect(html).toContain(`<div class="boot-page" inert>${FRAMES.pages.Login.en}</div>`);
    }
  });

  it('paints it in the language the device chose (the cookie), and in English for a language it does not know', async () => {
    const hindi = (await get('/Login/', { cookie: 'other=1; user_language=hi' })).body;
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).toContain(FRAMES.pages.Login.hi);
    const unknown = (await get('/login', { cookie: 'user_language=<script>' })).body;
    expect(unknown).toContain(FRAMES.pages.Login.en);
  });

  it('serves the plain page where no frame stands for the path', async () => {
    for (const url of ['/', '/home', '/sign-up', '/game_type/KALYAN', '/login.php']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX);
    }
    expect((await get('/api/nothing')).statusCode).toBe(404);
  });
});
