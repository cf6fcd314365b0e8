/** Namespace `common`: words any screen of the player's app uses. */
export const common = {
  language: 'Language',
  chooseLanguage: 'Choose language',
  ok: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  retry: 'Retry',
  loading: 'Loading…',
  points_one: '{{count}} point',
  points_other: '{{count}} points',
};
