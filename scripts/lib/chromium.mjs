/**
 * Debian's Chromium and the flags this machine needs (no downloads, no
 * background networking), for everything that drives a browser: the e2e
 * suite, the screenshot and icon scripts, and Lighthouse in the bench.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = Object.freeze([
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
]);
