/**
 * Renders the app icons in shell/public/icons (web app manifest, Apple touch
 * icon) from the brand mark, with Debian's Chromium. Run once after the mark
 * changes: `node scripts/make-icons.mjs`; the PNGs are committed.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
const star = 'M32 10l6.5 13.2 14.5 2.1-10.5 10.2 2.5 14.5L32 43.2 19 50l2.5-14.5L11 25.3l14.5-2.1z';
// "any": the rounded tile; "maskable": full bleed, the star inside the 80 % safe zone.
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#2b1f6b"/><path d="${star}" fill="#f5b800"/></svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2b1f6b"/><g transform="translate(9.6 9.6) scale(0.7)"><path d="${star}" fill="#f5b800"/></g></svg>`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
for (const [name, svg] of [['icon', any], ['icon-maskable', maskable]]) {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
    await page.screenshot({ path: `shell/public/icons/${name}-${size}.png`, omitBackground: true });
    await page.close();
  }
}
const page = await browser.newPage({ viewport: { width: 180, height: 180 } });
await page.setContent(`<html><body style="margin:0">${maskable.replace('<svg ', '<svg width="180" height="180" ')}</body></html>`);
await page.screenshot({ path: 'shell/public/icons/apple-touch-icon.png' });
await browser.close();
