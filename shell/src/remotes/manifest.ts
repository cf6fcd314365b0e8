import { REMOTE_NAMES, type RemoteManifest } from '@matka/shared';
import { requestManifest, takeEarlyManifest } from './manifestRequest';

let pending: Promise<RemoteManifest> | null = null;

function parseManifest(value: unknown): RemoteManifest {
  if (!value || typeof value !== 'object') throw new Error('The remote manifest is not an object.');
  const record = value as Record<string, unknown>;
  for (const name of REMOTE_NAMES) {
    const entry = record[name] as { url?: unknown } | undefined;
    if (!entry || typeof entry.url !== 'string' || entry.url === '') throw new Error(`The remote manifest has no URL for ${name}.`);
  }
  return record as RemoteManifest;
}

/** Fetched once per page; a failure is not cached, so Retry asks again. */
export function loadManifest(fetchImpl: typeof fetch = fetch): Promise<RemoteManifest> {
  // The warm-up script's request, when it already started one (once: Retry asks again).
  pending ??= (takeEarlyManifest() ?? requestManifest(fetchImpl))
    .then(parseManifest)
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

export function resetManifestForTests(): void {
  pending = null;
}
