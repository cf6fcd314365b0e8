/**
 * Namespace `messages`: the spec's messages (shared/src/messages.ts, `MSG`),
 * word for word — typos included — as the English catalog. `MSG` stays the
 * English text the server and the zod schemas use; this is the same text with
 * i18next's `{{name}}` placeholders (i18n/catalogs.test.ts checks they agree).
 */
import { MSG } from '../../messages.js';
import { FUND_MSG } from '../../domain/fundRules.js';
import { PROTECTION_MSG } from '../../domain/protection.js';

const { depositMinimum: _depositMinimum, ...constant } = MSG;

export const messages = {
  ...constant,
  depositMinimum: 'Minimum deposit limit is {{minimum}} .',

  // The wallet forms' validation messages (shared schemas, not quoted by the spec): found by their English (docs/I18N.md "Validation messages").
  fundUtrInvalid: FUND_MSG.utrInvalid,
  fundAmountPositive: FUND_MSG.amountPositive,
  fundInsufficientBalance: FUND_MSG.insufficientBalance,
  fundHolderRequired: FUND_MSG.holderRequired,
  fundAccountRequired: FUND_MSG.accountRequired,
  fundAccountInvalid: FUND_MSG.accountInvalid,
  fundBankRequired: FUND_MSG.bankRequired,
  fundIfscRequired: FUND_MSG.ifscRequired,
  fundIfscInvalid: FUND_MSG.ifscInvalid,
  amountWholePoints: 'Amount must be a whole number of points.',
  limitPointsInvalid: PROTECTION_MSG.limitPointsInvalid,

  // The sign-up form's rules (shared/src/schemas/protection.ts), said by the form and by signup.php alike.
  dobRequired: PROTECTION_MSG.dobRequired,
  dobInvalid: PROTECTION_MSG.dobInvalid,
  underage: PROTECTION_MSG.underage,
  termsRequired: PROTECTION_MSG.termsRequired,

  // No answer came (axios's words, and request.ts's when the client's code did not arrive): errorText() says it in the page's language.
  networkError: 'Network Error',
};
