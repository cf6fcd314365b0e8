/**
 * The language choice of the side menu and the login screen (docs/I18N.md):
 * one button per language, each named in its own language. Choosing one
 * switches the page at once and the device remembers it; the shell saves it on
 * the account (shell/src/i18n/useAccountLanguage.ts). Looks: the shell's
 * global `.lang-switch` (shell/src/styles/base.css).
 */
import { LANGUAGES, LANGUAGE_NAMES, intlLocale } from '../../i18n/languages.js';
import { COMMON } from './namespaces.js';
import { useLanguage, useText } from './text.js';

/** @public The side menu's and the login screen's (docs/I18N.md). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useText(COMMON);
  const { language, setLanguage } = useLanguage();
  return (
    <div className={className ? `lang-switch ${className}` : 'lang-switch'} role="group" aria-label={t('chooseLanguage')}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={intlLocale(option)}
          className="lang-switch-option"
          aria-pressed={option === language}
          onClick={() => void setLanguage(option)}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
