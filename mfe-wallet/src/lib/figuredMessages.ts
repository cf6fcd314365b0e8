/**
 * The wallet forms' messages with a figure in them ('Minimum deposit limit is
 * 500 .'): a lookup by the English text finds only fixed texts (docs/I18N.md
 * "Validation messages"), so these are matched against their English here and
 * said in the player's language with the same figure. English is returned as
 * it came (the spec's exact words).
 */
import { DEFAULT_LANGUAGE } from '@matka/shared';
import { currentLanguage, pageI18n } from '@matka/shared/client';

const FIGURED: ReadonlyArray<readonly [RegExp, (figure: string) => string]> = [
  [/^Minimum deposit limit is (\d+) \.$/, (minimum) => pageI18n().t('messages:depositMinimum', { minimum })],
  [/^Maximum deposit limit is (\d+) \.$/, (max) => pageI18n().t('wallet:amount.maxDeposit', { max })],
  [/^Minimum withdrawal is (\d+) points\.$/, (min) => pageI18n().t('wallet:amount.minWithdraw', { min })],
];

export function sayFigured(text: string | undefined): string | undefined {
  if (text === undefined || currentLanguage() === DEFAULT_LANGUAGE) return text;
  for (const [pattern, say] of FIGURED) {
    const figure = pattern.exec(text)?.[1];
    if (figure !== undefined) return say(figure);
  }
  return text;
}
