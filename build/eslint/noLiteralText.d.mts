/** Types of the plugin noLiteralText.mjs, for its test (build/eslintI18n.test.ts). */
import type { ESLint } from 'eslint';

declare const plugin: ESLint.Plugin;
export default plugin;
