/**
 * The feature remotes, written once: the name the shell and /remotes.json
 * know each by, the workspace folder it is built from, and the port a local
 * run serves it on. The build, the scripts, the server's configuration, the
 * lint rules and the tests all read this list.
 *
 * This file imports nothing: the Node scripts load it through esbuild
 * (scripts/lib/registry.mjs), where no workspace resolution exists.
 */
export const REMOTES = [
  { name: 'auth', dir: 'mfe-auth', port: 8081, job: 'sign-in, sign-up, MPIN, profile and the static pages' },
  { name: 'games', dir: 'mfe-games', port: 8082, job: 'game types, bid entry and rates' },
  { name: 'wallet', dir: 'mfe-wallet', port: 8083, job: 'deposits, withdrawals, bank details and responsible play' },
  { name: 'history', dir: 'mfe-history', port: 8084, job: 'bid, fund and account histories, charts and activity' },
  { name: 'admin', dir: 'mfe-admin', port: 8085, job: 'the operator console' },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];
export type RemoteInfo = (typeof REMOTES)[number];

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

/** The shell's own port on a local run (the API serves the shell). */
export const SHELL_PORT = 8080;

/** The federation container name of a remote (its remoteEntry.js registers under it). */
export const federationName = (name: RemoteName): string => `mfe_${name}`;

/**
 * Besides the plugin's get/init, every remote's remoteEntry.js exports a
 * function of this name taking a page id: it has the browser fetch that
 * page's code side by side (build/firstScreenPreload.ts). The shell's warm-up
 * calls it when present (shell/src/warmup/warmup.ts).
 */
export const FIRST_SCREEN_PRELOAD = 'preloadFirstScreen';

/**
 * The `<template>` of the shell's index.html holding its entry script and
 * module preloads until the first paint (build/scriptsAfterFirstPaint.ts);
 * the warm-up script puts them into the page (shell/src/warmup/shellScripts.ts).
 */
export const SHELL_SCRIPTS_TEMPLATE_ID = 'shell-scripts';

export function remoteInfo(name: RemoteName): RemoteInfo {
  const found = REMOTES.find((remote) => remote.name === name);
  if (!found) throw new Error(`Unknown remote ${name}`);
  return found;
}
