/**
 * ESLint for every workspace: typescript-eslint's recommended rules, the
 * React hooks rules for the browser apps, and the import boundaries of the
 * design card (docs/decisions/0001): a remote never imports another remote,
 * the shell never imports a remote (it loads them at run time), `shared/`
 * imports no side, and the server imports no screen. Proven by
 * build/eslint.boundaries.test.ts.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { REMOTES } from './scripts/lib/registry.mjs';

const REMOTE_DIRS = REMOTES.map((remote) => remote.dir);

/** Import specifiers that reach into a workspace: by package name or by a relative path through its folder. */
const reachInto = (dirs) => dirs.flatMap((dir) => [`@matka/${dir}`, `@matka/${dir}/**`, `**/${dir}/**`, `**/${dir}`]);

const forbid = (dirs, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: reachInto(dirs), message }] }],
});

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
    files: ['shell/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', ...REMOTE_DIRS.map((dir) => `${dir}/**/*.{ts,tsx}`)],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...REMOTE_DIRS.map((dir) => ({
    files: [`${dir}/**/*.{ts,tsx}`],
    rules: forbid(['shell', 'server', ...REMOTE_DIRS.filter((other) => other !== dir)],
      'A remote imports only @matka/shared: another remote, the shell and the server are separately deployed (docs/decisions/0001).'),
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: forbid(['server', ...REMOTE_DIRS], 'The shell loads remotes at run time (/remotes.json); it never imports one (docs/decisions/0002).'),
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
    // Test doubles and fixtures may be loose.
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
