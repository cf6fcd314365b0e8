/**
 * The player's language follows the account (docs/I18N.md "Where the choice
 * is kept"). The device keeps its choice (localStorage, shared/src/client/i18n);
 * this keeps the account's copy (set_language.php) in step:
 * - chosen while logged in: saved on the account;
 * - chosen while logged out (the login screen): saved on the account at the
 *   next login, since it is the player's latest word;
 * - otherwise, when an account is first seen on this page (a login, a reload):
 *   a language the account keeps is applied, so a fresh device follows it; an
 *   account that never chose takes the device's choice.
 */
import { useEffect, useRef } from 'react';
import type { Language, ProfileResponse } from '@matka/shared';
import { changeLanguage, profileRefreshed, request, selectUser, storedLanguage, useLanguage } from '@matka/shared/client';
import { useAppDispatch, useAppSelector } from '../app/hooks';

/** Set when the language changes with nobody logged in; cleared once an account has taken it. */
const CHOSEN_LOGGED_OUT_KEY = 'user_language_chosen_logged_out';

function flag(value?: boolean): boolean {
  try {
    if (value === true) localStorage.setItem(CHOSEN_LOGGED_OUT_KEY, '1');
    if (value === false) localStorage.removeItem(CHOSEN_LOGGED_OUT_KEY);
    return localStorage.getItem(CHOSEN_LOGGED_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

export function useAccountLanguage(): void {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const { language } = useLanguage();
  const phone = user?.phone_number;
  const accountLanguage = user?.language ?? null;
  /** The account first seen on this page, and the language when it was; a change after that is the player's. */
  const seen = useRef<{ phone: string | undefined; language: Language }>({ phone: undefined, language });

  useEffect(() => {
    if (!phone) {
      // A logout is no choice; a change of language on the login screen is.
      if (seen.current.phone === undefined && seen.current.language !== language) flag(true);
      seen.current = { phone: undefined, language };
      return;
    }
    const save = (chosen: Language) => {
      void request<ProfileResponse>('setLanguage', { language: chosen }, { silent: true }).then(({ data }) => {
        if (data?.data) dispatch(profileRefreshed(data.data));
      });
    };
    if (seen.current.phone !== phone) {
      seen.current = { phone, language };
      if (flag()) {
        flag(false);
        if (accountLanguage !== language) save(language);
      } else if (accountLanguage && accountLanguage !== language) {
        void changeLanguage(accountLanguage);
        seen.current.language = accountLanguage;
      } else if (!accountLanguage && storedLanguage()) {
        save(language);
      }
      return;
    }
    if (seen.current.language !== language) {
      seen.current.language = language;
      if (accountLanguage !== language) save(language);
    }
  }, [phone, accountLanguage, language, dispatch]);
}
