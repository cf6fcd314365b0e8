/**
 * ESLint for every workspace: typescript-eslint's recommended rules plus two
 * type-aware ones (no floating or misused promises), the React hooks rules
 * for the browser apps, and the import boundaries of the design card
 * (docs/decisions/0001): a remote never imports another remote (statically
 * or with import()), the shell never imports a remote (it loads them at run
 * time), `shared/` imports no side, and the server imports no screen. Inside
 * the server, the layers of docs/ARCHITECTURE.md: http → features → data →
 * db, nothing upward, no cycle between feature folders, and no import cycle
 * between any two source files anywhere. Proven by build/eslint.boundaries.test.ts.
 */
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import matka from './build/eslint/featureCycles.mjs';
import i18nText from './build/eslint/noLiteralText.mjs';
import { REMOTES } from './scripts/lib/registry.mjs';

/**
 * Workspaces whose screens take every player-facing text from the catalogs
 * (docs/I18N.md): the rule i18n-text/no-literal-text holds them to it. Add a
 * workspace here when its translation is done.
 */
/** @type {string[]} */
const I18N_DONE = ['shell', 'mfe-auth', 'mfe-games', 'mfe-wallet', 'mfe-history'];
/** Words shown as they are in every language (docs/I18N.md "What stays as it is"). */
const TEXT_IN_EVERY_LANGUAGE = ['MPIN', 'UTR', '+91', 'OTP', 'UPI', '₹', 'English', 'हिन्दी'];

const REMOTE_DIRS = REMOTES.map((remote) => remote.dir);
/** The federation container names (shared/src/remotes.ts federationName): `import('mfe_games/…')` would load a remote. */
const FEDERATION_NAMES = REMOTES.map((remote) => `mfe_${remote.name}`);

/**
 * The programs the type-aware rules read types from: every browser app and shared/ in one
 * (tsconfig.eslint.json, the remotes' options), the server with its tests, the e2e suite, the build's
 * tooling. One program per app (the project service) took nearly twice the CPU time.
 */
const TYPED_PROJECTS = ['tsconfig.eslint.json', 'server/tsconfig.test.json', 'tests/tsconfig.json', 'build/tsconfig.json'];
const TYPED_FILES = ['{shared,shell,tests,build}/**/*.{ts,tsx}', 'server/src/**/*.ts', 'mfe-*/**/*.{ts,tsx}'];

/** Import specifiers that reach into a workspace: by package name or by a relative path through its folder. */
const reachInto = (dirs) => dirs.flatMap((dir) => [`@matka/${dir}`, `@matka/${dir}/**`, `**/${dir}/**`, `**/${dir}`]);

const forbid = (dirs, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: reachInto(dirs), message }] }],
});

/** A dynamic import() of another workspace (its folder, package or federation name): no-restricted-imports does not see import(). */
const forbidDynamic = (dirs, message) => ({
  'no-restricted-syntax': ['error', {
    selector: `ImportExpression[source.value=/(^@matka\\/|\\/|^)(${[...dirs, ...FEDERATION_NAMES].join('|')})(\\/|$)/]`,
    message,
  }],
});

/** The server's layers (docs/ARCHITECTURE.md): each `target` folder may not import from its `from` folders. */
const SERVER = 'server/src';
const LAYER_ZONES = [
  { target: `${SERVER}/http`, from: [`${SERVER}/data`, `${SERVER}/db`], message: 'http/ reaches data only through a feature (docs/ARCHITECTURE.md).' },
  { target: `${SERVER}/features`, from: [`${SERVER}/http`], message: 'A feature knows nothing of HTTP: it takes plain values and returns them (docs/ARCHITECTURE.md).' },
  { target: `${SERVER}/data`, from: [`${SERVER}/http`, `${SERVER}/features`], message: 'data/ is below the features: it takes a connection and plain values (docs/ARCHITECTURE.md).' },
  { target: `${SERVER}/db`, from: [`${SERVER}/http`, `${SERVER}/features`, `${SERVER}/data`], message: 'db/ is the bottom layer: connection, migrations, change feed (docs/ARCHITECTURE.md).' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.data/**', 'docs/screens/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused arguments named _x are deliberate (handlers with a fixed signature).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // A promise nobody awaits loses its error (an unhandled rejection) and its ordering.
    files: TYPED_FILES,
    languageOptions: { parserOptions: { project: TYPED_PROJECTS, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // React Router's navigate() returns a promise only to say when a navigation settles; it never rejects.
      '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] }],
      // A promise-returning function where a void callback is expected: React's event props stay allowed (the handler's own promise is awaited inside).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Import cycles between files, anywhere: a cycle's modules load in an order that depends on who imports first.
    // Nothing imports a test, so no cycle runs through one: following every test's imports again cost a quarter of `eslint .`.
    files: ['**/*.{ts,tsx,mts}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', 'tests/**'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads to follow imports (its default is JavaScript only).
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests may reach across layers (a feature's test may start the HTTP app).
    files: [`${SERVER}/**/*.ts`],
    ignores: [`${SERVER}/**/*.test.ts`, `${SERVER}/test/**`],
    plugins: { 'import-x': importX, matka },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      'matka/feature-cycles': 'error',
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', ...REMOTE_DIRS.map((dir) => `${dir}/**/*.{ts,tsx}`)],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...REMOTE_DIRS.map((dir) => {
    const message = 'A remote imports only @matka/shared: another remote, the shell and the server are separately deployed (docs/decisions/0001).';
    const others = ['shell', 'server', ...REMOTE_DIRS.filter((other) => other !== dir)];
    return { files: [`${dir}/**/*.{ts,tsx}`], rules: { ...forbid(others, message), ...forbidDynamic(others, message) } };
  }),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      ...forbid(['server', ...REMOTE_DIRS], 'The shell loads remotes at run time (/remotes.json); it never imports one (docs/decisions/0002).'),
      ...forbidDynamic(['server', ...REMOTE_DIRS], 'The shell loads remotes at run time through the federation runtime (/remotes.json), never by import() of their folder (docs/decisions/0002).'),
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: forbid(['shell', 'server', ...REMOTE_DIRS], 'shared/ is used by every side and imports none of them.'),
  },
  {
    files: ['server/**/*.ts'],
    rules: forbid(['shell', ...REMOTE_DIRS], 'The server imports no screen: only @matka/shared.'),
  },
  {
    // The federation plugin hands a remote a flattened copy of i18next's default export, not the instance (docs/I18N.md "One instance").
    files: ['shell/**/*.{ts,tsx}', 'shared/src/client/**/*.{ts,tsx}', ...REMOTE_DIRS.map((dir) => `${dir}/**/*.{ts,tsx}`)],
    plugins: { 'i18n-text': i18nText },
    rules: { 'i18n-text/no-i18next-default': 'error' },
  },
  // Player-facing text comes from the catalogs (docs/I18N.md "Completeness"): on for each workspace once it is translated.
  ...(I18N_DONE.length === 0 ? [] : [{
    files: I18N_DONE.map((dir) => `${dir}/src/**/*.tsx`),
    ignores: ['**/*.test.tsx', '**/test/**'],
    plugins: { 'i18n-text': i18nText },
    rules: { 'i18n-text/no-literal-text': ['error', { allow: TEXT_IN_EVERY_LANGUAGE }] },
  }]),
  {
    // Test doubles and fixtures may be loose.
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
