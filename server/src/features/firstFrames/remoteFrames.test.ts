/** The remotes' first frames as the API reads them (docs/decisions/0033-first-frames-in-the-html.md). */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_FRAMES_MAX_BYTES } from '@matka/shared';
import { startFirstFrames, type FirstFrames } from './remoteFrames.js';

const GOOD = { css: '._intro_a{color:red}', pages: { Login: { en: '<h2>Log in or sign up</h2>', hi: '<h2>लॉगिन या साइन अप</h2>' } } };

/** A remote's static server: answers its first-frames.json with whatever the test holds now. */
async function fakeRemote(port = 0) {
  const state: { status: number; body: string; reads: number } = { status: 200, body: JSON.stringify(GOOD), reads: 0 };
  const server: Server = createServer((request, response) => {
    if (request.url !== '/assets/first-frames.json') return response.writeHead(404).end();
    state.reads += 1;
    response.writeHead(state.status, { 'content-type': 'application/json' }).end(state.body);
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets/remoteEntry.js`;
  return { state, url, close: () => new Promise<void>((closed) => server.close(() => closed())) };
}

const started: FirstFrames[] = [];
afterEach(() => started.splice(0).forEach((frames) => frames.stop()));

function read(url: string, options: { retryMs?: number } = {}) {
  const failures: string[] = [];
  const frames = startFirstFrames({
    remotes: () => [{ remote: 'auth', url }],
    refreshMs: 60_000,
    retryMs: options.retryMs ?? 60_000,
    timeoutMs: 2_000,
    onFailure: (_remote, reason) => failures.push(reason),
  });
  started.push(frames);
  return { frames, failures };
}

describe("the remotes' first frames", () => {
  it('holds each page in each language, with the stylesheet, and nothing for a page or remote without one', async () => {
    const remote = await fakeRemote();
    try {
      const { frames } = read(remote.url);
      await frames.refresh();
      expect(frames.frameFor('auth', 'Login', 'hi')).toMatchObject({ markup: GOOD.pages.Login.hi, css: GOOD.css });
      expect(frames.frameFor('auth', 'Login', 'en')?.markup).toBe(GOOD.pages.Login.en);
      expect(frames.frameFor('auth', 'SignUp', 'en')).toBeUndefined();
      expect(frames.frameFor('games', 'Login', 'en')).toBeUndefined();
    } finally {
      await remote.close();
    }
  });

  it.each([
    ['not JSON', '{"css":', 'not JSON'],
    ['of another shape', JSON.stringify({ css: 1, pages: {} }), 'not a first-frames file'],
    ['with a stylesheet that would end the page\'s <style>', JSON.stringify({ ...GOOD, css: 'p{}</style><script>alert(1)</script>' }), 'stylesheet holds "</style"'],
    ['too large', JSON.stringify({ ...GOOD, css: 'x'.repeat(FIRST_FRAMES_MAX_BYTES) }), 'file too large'],
  ])('keeps the last good frames when the remote answers a file %s, and says why', async (_case, body, reason) => {
    const remote = await fakeRemote();
    try {
      const { frames, failures } = read(remote.url);
      await frames.refresh();
      const before = frames.frameFor('auth', 'Login', 'en');
      remote.state.body = body;
      await frames.refresh();
      expect(failures).toEqual([reason]);
      expect(frames.frameFor('auth', 'Login', 'en')).toEqual(before);
    } finally {
      await remote.close();
    }
  });

  it('drops the frames of a remote that no longer has any (404), and keeps them through a 500', async () => {
    const remote = await fakeRemote();
    try {
      const { frames, failures } = read(remote.url);
      await frames.refresh();
      remote.state.status = 500;
      await frames.refresh();
      expect(failures).toEqual(['status 500']);
      expect(frames.frameFor('auth', 'Login', 'en')).toBeDefined();
      remote.state.status = 404;
      await frames.refresh();
      expect(frames.frameFor('auth', 'Login', 'en')).toBeUndefined();
    } finally {
      await remote.close();
    }
  });

  it('reads a remote that starts after the API within the retry delay, not the refresh delay', async () => {
    // A port nothing listens on yet: the first read fails.
    const probe = await fakeRemote();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const { frames, failures } = read(`http://127.0.0.1:${port}/assets/remoteEntry.js`, { retryMs: 50 });
    await frames.refresh();
    expect(failures.length).toBeGreaterThan(0);
    expect(frames.frameFor('auth', 'Login', 'en')).toBeUndefined();
    const remote = await fakeRemote(port);
    try {
      await expect.poll(() => frames.frameFor('auth', 'Login', 'en')?.markup, { timeout: 5_000 }).toBe(GOOD.pages.Login.en);
    } finally {
      await remote.close();
    }
  });
});
