#!/usr/bin/env node
/**
 * The first screen as a player on a cheap phone gets it: Lighthouse (mobile
 * form factor, its default simulated slow 4G and 4× CPU slowdown) driving
 * Debian's Chromium against the built product started as `npm start` starts
 * it (API + the five remotes on their own ports). Scores /login, and /home
 * logged in as the demo player; also sums the shell's first-load JavaScript
 * as it goes over the wire (gzip and brotli). Used by `npm run bench`, or
 * alone: `node bench/lighthouse.mjs` (prints JSON).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { logInDemoPlayer, startProduct } from './lib/product.mjs';


const kb = (items) => Math.round(items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024);

async function audit(page, url) {
  const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true }, undefined, page);
  const { categories, audits } = result.lhr;
  // BENCH_LH_REPORT=<dir>: the whole report of each audit, to read its diagnostics (long tasks, request chains).
  if (process.env.BENCH_LH_REPORT) {
    mkdirSync(process.env.BENCH_LH_REPORT, { recursive: true });
    writeFileSync(join(process.env.BENCH_LH_REPORT, `${new URL(url).pathname.slice(1) || 'root'}.json`), JSON.stringify(result.lhr));
  }
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    url,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    scriptKbOnWire: kb(scripts),
    // The shell's own scripts (its origin) apart from the remotes' (their own ports).
    shellScriptKbOnWire: kb(scripts.filter((item) => new URL(item.url).origin === new URL(url).origin)),
  };
}

/**
 * The shell's first-load JavaScript as gzip and brotli on the wire: index.html's
 * scripts and modulepreloads and every chunk they import statically (fetched
 * before any of it runs). The shared packages the entry then loads
 * (`__federation_shared_*`) are summed apart: Lighthouse's figures count them.
 */
async function shellFirstLoad(origin) {
  const html = await (await fetch(`${origin}/login`)).text();
  const queue = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const seen = new Set();
  const sizes = { gzip: 0, br: 0, raw: 0 };
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    for (const encoding of ['gzip', 'br', 'identity']) {
      const response = await fetch(`${origin}${url}`, { headers: { 'accept-encoding': encoding } });
      const body = await response.arrayBuffer();
      // fetch decodes the body; the header says what travelled.
      const length = Number(response.headers.get('content-length') ?? body.byteLength);
      sizes[encoding === 'identity' ? 'raw' : encoding] += response.headers.get('content-encoding') === encoding || encoding === 'identity' ? length : body.byteLength;
      if (encoding === 'identity') {
        const text = new TextDecoder().decode(body);
        for (const match of text.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) queue.push(`/assets/${match[1]}`);
      }
    }
  }
  return { files: seen.size, gzipKb: Math.round(sizes.gzip / 1024), brotliKb: Math.round(sizes.br / 1024), rawKb: Math.round(sizes.raw / 1024) };
}

export async function firstScreen(port) {
  const product = await startProduct(port);
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const shell = await shellFirstLoad(product.origin);
    const page = await browser.newPage();
    const login = await audit(page, `${product.origin}/login`);
    await logInDemoPlayer(page, product.origin);
    // Logged in (storage kept: disableStorageReset) but with nothing cached: /home measured as a first load,
    // not with the scripts /login just fetched (which reported 0 KB of script).
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const home = await audit(page, `${product.origin}/home`);
    return { shell, login, home };
  } finally {
    await browser.close();
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await firstScreen(Number(process.env.BENCH_PORT ?? 27000) + 10), null, 2));
}
