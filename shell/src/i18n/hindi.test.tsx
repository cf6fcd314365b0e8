/** The shell in Hindi (docs/I18N.md): its titles, chrome and the side menu's language choice, kept on the account. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FUND_HISTORY_TYPES, ROUTES, fundHistoryTitle, type UserInfo } from '@matka/shared';
import { COMMON, MESSAGES, SERVER, SHELL, changeLanguage, registerNamespace } from '@matka/shared/client';
import { fakeApi, fakeManifest } from '../../test/fakeApi';
import { makeUser, renderShell } from '../../test/renderShell';
import { resetManifestForTests } from '../remotes/manifest';

const english = SHELL.en as { titles: Record<string, string>; fundHistoryTitles: Record<string, string> };

describe('the shell\'s English catalog', () => {
  it('has the route table\'s title for every page, and the spec\'s title for every fund history TYPE', () => {
    for (const route of ROUTES) expect(english.titles[route.page], route.path).toBe(route.title);
    for (const type of FUND_HISTORY_TYPES) expect(english.fundHistoryTitles[type]).toBe(fundHistoryTitle(type));
  });
});

describe('the shell in Hindi', () => {
  let api: ReturnType<typeof fakeApi>;
  let account: UserInfo;
  beforeEach(async () => {
    resetManifestForTests();
    fakeManifest();
    account = makeUser();
    api = fakeApi({
      'set_language.php': (body) => {
        account = { ...account, language: (body as { language: 'en' | 'hi' }).language };
        return { success: '1', msg: 'Language saved.', code: 'server:languageSaved', data: account };
      },
    });
    for (const namespace of [COMMON, MESSAGES, SERVER, SHELL]) registerNamespace(namespace);
    await changeLanguage('hi');
  });
  afterEach(() => api.restore());

  it('shows the chrome in Hindi, lang="hi" on the page, and the side menu switches back to English, saved on the account', async () => {
    renderShell('/', account);
    expect(await screen.findByRole('heading', { level: 1, name: 'होम' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    const nav = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getByText('सभी बोलियाँ')).toBeInTheDocument();
    // An account that never chose takes this device's choice.
    await waitFor(() => expect(api.calls).toContainEqual({ script: 'set_language.php', body: { language: 'hi' } }));

    await userEvent.click(screen.getByRole('button', { name: 'मेन्यू खोलें' }));
    const menu = screen.getByRole('navigation', { name: 'साइड मेन्यू' });
    expect(within(menu).getByText('खाता विवरण')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(menu).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'HOME' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('user_language')).toBe('en');
    await waitFor(() => expect(api.calls).toContainEqual({ script: 'set_language.php', body: { language: 'en' } }));
  });

  it('follows the account\'s language on a device that never chose', async () => {
    await changeLanguage('en');
    window.localStorage.removeItem('user_language');
    renderShell('/', makeUser({ language: 'hi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'होम' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.script === 'set_language.php')).toBe(false);
  });
});
