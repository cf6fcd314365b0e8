/** Namespace `common`: words any screen of the player's app uses. */
export const common = {
  language: 'Language',
  chooseLanguage: 'Choose language',
  ok: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  retry: 'Retry',
  loading: 'Loading…',
  /** The lawful notice (docs/PROTECTION.md "Lawful by default"): the words of lawfulNotice() in shared/src/domain/protection.ts. */
  lawfulPlay: 'Play points only: points have no cash value.',
  lawfulLicensed: 'Licensed in {{jurisdiction}} · Licence {{licence}}',
  points_one: '{{count}} point',
  points_other: '{{count}} points',
};
