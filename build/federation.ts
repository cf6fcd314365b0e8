/**
 * One place for the module-federation contract every app builds with: the
 * shared singletons and their versions, and the remote/host Vite settings
 * that docs/FEDERATION.md lists.
 */
import federation from '@originjs/vite-plugin-federation';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';
import { REMOTE_NAMES, federationName, remoteInfo, type RemoteName } from '../shared/src/remotes';
import { earlyEntry } from './earlyEntry';
import { firstFrames } from './firstFrames';
import { firstScreenPreload } from './firstScreenPreload';
import { inlineShellCss } from './inlineShellCss';
import { precompress } from './precompress';
import { preloadShared } from './preloadShared';
import { remoteIndexPage } from './remoteIndexPage';
import { scriptsAfterFirstPaint } from './scriptsAfterFirstPaint';
import { sharedAlias } from './sharedAlias';

/**
 * Singletons at run time. The plugin ignores `singleton`; a remote whose
 * requiredVersion the shell does not satisfy silently loads its own copy.
 * The workspace keeps exactly one version of each, so the versions are read
 * from the one installed copy.
 */
const SINGLETONS = [
  'react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react', 'axios', 'react-hot-toast',
  // One i18next instance for the page: the shell and every remote translate with it (docs/I18N.md "One instance").
  'i18next', 'react-i18next',
] as const;

/**
 * Singletons no first screen needs: fetched on first use (axios with the
 * first API call, shared/src/client/http.ts; react-hot-toast once the first
 * page has shown, shell/src/layout/LazyToaster.tsx and
 * shared/src/client/lazyToast.ts). index.html preloads every other one.
 */
const FETCHED_ON_FIRST_USE: readonly (typeof SINGLETONS)[number][] = ['axios', 'react-hot-toast'];

/** A subpath export (`@reduxjs/toolkit/query/react`) has the version of its package. */
function packageOf(name: string): string {
  const parts = name.split('/');
  return parts.slice(0, name.startsWith('@') ? 2 : 1).join('/');
}

function installedVersion(name: string): string {
  const url = new URL(`../node_modules/${packageOf(name)}/package.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}

/**
 * Shared under a package's name but built from a module of ours: only the
 * names the apps use (build/sharedRouter.ts, build/sharedReactI18next.ts).
 */
const LEAN_ENTRIES: Partial<Record<(typeof SINGLETONS)[number], string>> = {
  'react-router-dom': fileURLToPath(new URL('./sharedRouter.ts', import.meta.url)),
  'react-i18next': fileURLToPath(new URL('./sharedReactI18next.ts', import.meta.url)),
};

interface SharedSetting {
  requiredVersion: string;
  /** Given explicitly: the plugin reads no version for a package built from another path. */
  version: string;
  packagePath?: string;
}

export function sharedSingletons(): Record<string, SharedSetting> {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = installedVersion(name);
      const packagePath = LEAN_ENTRIES[name];
      return [name, { requiredVersion: `^${version}`, version, ...(packagePath ? { packagePath } : {}) }];
    }),
  );
}

const sharedSources = fileURLToPath(new URL('../shared/src/', import.meta.url));

/**
 * The modules of `@matka/shared` run nothing when imported (no module is
 * imported for its effects), so one that an app uses nothing from is left
 * out. Without this, the barrel `@matka/shared` pulled every zod schema (and
 * zod) into the shell's first screen: a top-level `z.object(...)` call looks
 * like a side effect to Rollup.
 */
const sharedModuleSideEffects = (id: string): boolean => !(id.startsWith(sharedSources) && id.endsWith('.ts'));

const common = (port: number): UserConfig => ({
  resolve: {
    // Shared TypeScript is compiled with each app; no pre-build step needed.
    alias: sharedAlias,
  },
  // The plugin emits top-level await.
  build: {
    target: 'esnext',
    modulePreload: false,
    cssCodeSplit: false,
    sourcemap: true,
    rollupOptions: { treeshake: { moduleSideEffects: sharedModuleSideEffects } },
  },
  preview: { port, strictPort: true, cors: true },
  server: { port, strictPort: true, cors: true },
});

/** The dev server of the shell forwards the API and the manifest to the running API server. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8080';

/** A remote's build: its federation name and local port come from the registry (shared/src/remotes.ts); every remote exposes `./pages`. */
export function remoteConfig(name: RemoteName): UserConfig {
  return {
    ...common(remoteInfo(name).port),
    build: { ...common(remoteInfo(name).port).build, modulePreload: { polyfill: false } },
    plugins: [
      react(),
      remoteIndexPage(name),
      // Lets the shell's warm-up fetch ./pages and the first page's chunks at once (not one import level at a time).
      firstScreenPreload(fileURLToPath(new URL(`../${remoteInfo(name).dir}/src/pages.ts`, import.meta.url))),
      // Its pages' first frames, painted by the API before any script (docs/decisions/0033-first-frames-in-the-html.md).
      firstFrames(name, fileURLToPath(new URL(`../${remoteInfo(name).dir}/`, import.meta.url))),
      federation({
        name: federationName(name),
        filename: 'remoteEntry.js',
        exposes: { './pages': './src/pages.ts' },
        shared: sharedSingletons(),
      }),
      precompress(),
    ],
    // Assets of a remote must resolve against the remote's own origin, not the shell's.
    experimental: { renderBuiltUrl: () => ({ relative: true }) },
  };
}

export function hostConfig(options: { port: number }): UserConfig {
  const base = common(options.port);
  return {
    ...base,
    server: { ...base.server, proxy: { '/api': apiOrigin, '/remotes.json': apiOrigin } },
    plugins: [
      react(),
      federation({
        name: 'shell',
        // Remote URLs come from /remotes.json at run time (setRemote). The build
        // still needs the remotes named: plugin 1.4.1 treats an app as a host
        // only when `remotes` is non-empty, and otherwise leaves the share scope
        // of virtual:__federation__ unfilled (`__rf_placeholder__shareScope is not defined`).
        remotes: Object.fromEntries(
          REMOTE_NAMES.map((name) => [
            name,
            { external: `/remote-url-comes-from-remotes-json/${name}.js`, externalType: 'url' as const, format: 'esm' as const, from: 'vite' as const },
          ]),
        ),
        shared: sharedSingletons(),
      }),
      // Fetches /remotes.json and the first screen's remoteEntry.js while the shell's code downloads.
      earlyEntry('src/warmup/warmup.ts'),
      // The shared packages the first render awaits one by one, fetched side by side instead.
      preloadShared(FETCHED_ON_FIRST_USE),
      // The frame index.html paints does not wait for a stylesheet request.
      inlineShellCss(),
      // Last of the page's changes: it moves what the plugins above wrote (docs/decisions/0033-first-frames-in-the-html.md).
      scriptsAfterFirstPaint(),
      precompress(),
    ],
  };
}
