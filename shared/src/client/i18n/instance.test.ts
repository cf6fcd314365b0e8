import { describe, expect, it } from 'vitest';
import { MSG } from '../../messages.js';
import { changeLanguage, currentLanguage, ensureI18n, pageI18n, registerNamespace } from './instance.js';
import { COMMON, MESSAGES, SERVER } from './namespaces.js';
import { localiseMessage } from './text.js';

describe('the page\'s i18n instance', () => {
  it('speaks English at once, fetches Hindi on a switch, and localises the server\'s codes', async () => {
    ensureI18n();
    registerNamespace(COMMON);
    registerNamespace(MESSAGES);
    registerNamespace(SERVER);
    expect(currentLanguage()).toBe('en');
    expect(pageI18n().t('common:points', { count: 1 })).toBe('1 point');
    expect(localiseMessage(MSG.marketClosed)).toBe(MSG.marketClosed);

    await changeLanguage('hi');
    expect(currentLanguage()).toBe('hi');
    expect(pageI18n().t('common:language')).toBe('भाषा');
    expect(localiseMessage(MSG.marketClosed)).toBe('इस मार्केट की बेटिंग आज के लिए बंद है।');
    expect(localiseMessage('Minimum deposit limit is 500 .', 'messages:depositMinimum', { minimum: 500 })).toBe('कम से कम 500 पॉइंट जमा करें।');
    expect(localiseMessage('Network Error')).toBe('नेटवर्क में गड़बड़ी: अपना इंटरनेट कनेक्शन जाँचें');
    // A text no catalog has is shown as the server said it.
    expect(localiseMessage('Something new.', 'server:notInTheCatalog')).toBe('Something new.');
    await changeLanguage('en');
  });
});
