/**
 * Every player-facing string has a Hindi entry (docs/I18N.md "Completeness"):
 * each language's catalog of each namespace has exactly the English keys, a
 * non-empty text for each, and the same placeholders. A missing key is also a
 * type error in hi/<ns>.ts; this catches what a type cannot (an empty string,
 * a placeholder dropped or misspelt).
 */
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { lawfulNotice } from '../domain/protection.js';
import { ENGLISH, type Namespace } from './en/index.js';
import { LANGUAGES } from './languages.js';
import { codeOfEnglishMessage, saidOfEnglish } from './codes.js';
import type { Catalog } from './types.js';

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

async function catalogOf(language: string, namespace: Namespace): Promise<Catalog> {
  return ((await import(`./${language}/${namespace}.ts`)) as { default: Catalog }).default;
}

function flatten(catalog: Catalog, prefix = ''): Record<string, string> {
  return Object.fromEntries(Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`))));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]).sort();

describe.each(OTHER_LANGUAGES)('the %s catalogs', (language) => {
  it.each(Object.keys(ENGLISH) as Namespace[])('%s has every English key, each with a text and the same placeholders', async (namespace) => {
    const english = flatten(ENGLISH[namespace]);
    const other = flatten(await catalogOf(language, namespace));
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(other[key]?.trim(), `${namespace}:${key}`).toBeTruthy();
      expect(placeholders(other[key] ?? ''), `${namespace}:${key}`).toEqual(placeholders(text));
    }
  });
});

describe('the English catalog of messages', () => {
  it('is the spec\'s MSG, word for word', () => {
    for (const [key, text] of Object.entries(MSG)) {
      const english = ENGLISH.messages[key as keyof typeof ENGLISH.messages];
      expect(english.replace('{{minimum}}', '25'), key).toBe(typeof text === 'function' ? text(25) : text);
    }
  });

  it('has the lawful notice\'s words in common', () => {
    expect(ENGLISH.common.lawfulPlay).toBe(lawfulNotice('play', null));
    const licence = { jurisdiction: 'Sikkim', licence: 'SK-1' };
    expect(ENGLISH.common.lawfulLicensed.replace('{{jurisdiction}}', 'Sikkim').replace('{{licence}}', 'SK-1')).toBe(lawfulNotice('real', licence));
  });

  it('gives each constant text its code', () => {
    expect(saidOfEnglish(MSG.marketClosed)).toEqual({ msg: MSG.marketClosed, code: 'messages:marketClosed' });
    expect(saidOfEnglish('Wrong MPIN. 1 attempt left.')).toMatchObject({ code: 'server:wrongMpin', params: { count: 1 } });
    expect(saidOfEnglish(MSG.depositMinimum(500))).toMatchObject({ code: 'messages:depositMinimum', params: { minimum: 500 } });
    expect(saidOfEnglish('Games')).toBeUndefined();
    expect(codeOfEnglishMessage(MSG.pinMismatch)).toBe('messages:pinMismatch');
    expect(codeOfEnglishMessage('Not a catalog text.')).toBeUndefined();
  });
});
