/**
 * The deposit, withdrawal and bank-details rules that the spec leaves to the
 * server, with their messages: the server enforces them and the wallet forms
 * check them first with the same words.
 */
export const UTR_PATTERN = /^[A-Za-z0-9]{6,30}$/;
export const UTR_MAX_LENGTH = 30;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const IFSC_LENGTH = 11;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
export const ACCOUNT_NUMBER_MAX = 18;
/** The server's UPLOAD_MAX_BYTES default (server/src/config.ts); a client uses it until the API reports the setting. */
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The image types the deposit screenshot picker offers and accepts. The server
 * judges the bytes themselves (it re-encodes the image), never this type.
 */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const FUND_MSG = {
  utrInvalid: 'Please enter a valid UTR (6 to 30 letters or digits).',
  amountPositive: 'Amount must be more than 0.',
  insufficientBalance: 'Insufficient Balance',
  holderRequired: 'Please enter the account holder name.',
  accountRequired: 'Please enter the account number.',
  accountInvalid: 'Please enter a valid account number (9 to 18 digits).',
  bankRequired: 'Please enter the bank name.',
  ifscRequired: 'Please enter the IFSC code.',
  ifscInvalid: 'Please enter a valid IFSC code.',
  /** UPLOADS_PER_ADDRESS_PER_DAY spent (docs/SECURITY.md "Storage"): the UTR form, which sends no image, still works. */
  screenshotsFromNetwork: 'Too many deposit screenshots were sent from this network today. Please try again tomorrow, or submit your deposit with the UTR only.',
  /** The server's disk is below UPLOAD_MIN_FREE_DISK_MB. */
  screenshotsPaused: 'Screenshots cannot be received right now. Please try again later, or submit your deposit with the UTR only.',
} as const;
