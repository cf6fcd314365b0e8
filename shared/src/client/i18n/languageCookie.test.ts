// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { changeLanguage, ensureI18n } from './instance.js';

describe('the language cookie', () => {
  it('repeats the page\'s language for the API\'s first frame, on start and on every change', async () => {
    ensureI18n();
    expect(document.cookie).toMatch(/(^|; )user_language=en(;|$)/);
    await changeLanguage('hi');
    expect(document.cookie).toMatch(/(^|; )user_language=hi(;|$)/);
    expect(document.documentElement.lang).toBe('hi');
    await changeLanguage('en');
    expect(document.cookie).toMatch(/(^|; )user_language=en(;|$)/);
  });
});
