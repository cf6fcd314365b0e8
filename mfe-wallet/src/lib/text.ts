/**
 * Words of the wallet screens that the spec does not quote: the server's own
 * (FUND_MSG, shared) and this remote's.
 */
import { FUND_MSG } from '@matka/shared';

export const WALLET_TEXT = {
  ...FUND_MSG,
  copied: 'Copied',
  copyFailed: 'Could not copy. Press and hold the number to copy it.',
  paymentReferenceMissing: 'Payment reference is missing.',
  playNotice: 'Play points — sandbox payment, no real money is charged.',
} as const;
