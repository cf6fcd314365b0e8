/**
 * docs/PRODUCT.md §7 token_id: the device's id sent with the user check, sign-up and
 * login. This web build has no push service, so it is a random id kept per
 * browser (logout clears local storage, and a new one is made next time).
 */
import { randomHexId } from '@matka/shared/client';

const DEVICE_TOKEN_STORAGE_KEY = 'device_token_id';

export function deviceTokenId(): string {
  try {
    const stored = window.localStorage.getItem(DEVICE_TOKEN_STORAGE_KEY);
    if (stored) return stored;
    const created = `web-${randomHexId()}`;
    window.localStorage.setItem(DEVICE_TOKEN_STORAGE_KEY, created);
    return created;
  } catch {
    return 'web';
  }
}
