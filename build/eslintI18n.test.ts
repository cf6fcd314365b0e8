/** The rule i18n-text/no-literal-text (build/eslint/noLiteralText.mjs) reports player-facing English and lets translated text through. */
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin from './eslint/noLiteralText.mjs';

const linter = new Linter({ configType: 'flat' });
const config = [{
  files: ['**/*.tsx'],
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
  plugins: { 'i18n-text': plugin },
  rules: { 'i18n-text/no-literal-text': ['error', { allow: ['MPIN'] }] },
}] as Linter.Config[];

const reported = (source: string) => linter.verify(source, config, 'shell/src/Probe.tsx').map((message) => message.message);

describe('no-literal-text', () => {
  it('reports English in JSX text, spoken attributes, JSX children and toasts', () => {
    expect(reported('export const A = () => <p>Bid History</p>;')).toHaveLength(1);
    expect(reported('export const A = () => <button aria-label="Open menu" />;')).toHaveLength(1);
    expect(reported('export const A = () => <input placeholder={`Enter points`} />;')).toHaveLength(1);
    expect(reported("export const A = () => <p>{'Retry'}</p>;")).toHaveLength(1);
    expect(reported("toast.error('Api Error'); toast('Saved');")).toHaveLength(2);
  });

  it('lets through t(), data, punctuation, numbers, Hindi and the allowed words', () => {
    expect(reported("export const A = ({ t, name }) => <p aria-label={t('menu')} className=\"title\">{t('home')} · {name} 10 — <b>MPIN</b></p>;")).toEqual([]);
    expect(reported('export const A = () => <p title="हिन्दी">१०</p>;')).toEqual([]);
    expect(reported('toast.error(message); toast.success(t("saved"));')).toEqual([]);
  });
});

describe('no-i18next-default', () => {
  const rule = [{
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'i18n-text': plugin },
    rules: { 'i18n-text/no-i18next-default': 'error' },
  }] as Linter.Config[];
  const reportedIn = (source: string) => linter.verify(source, rule, 'mfe-games/src/probe.ts').map((message) => message.message);

  it('reports the default import of i18next, and lets createInstance and types through', () => {
    expect(reportedIn("import i18next from 'i18next';")).toHaveLength(1);
    expect(reportedIn("import { createInstance, type i18n } from 'i18next';\nimport type Default from 'i18next';")).toEqual([]);
  });
});
