/**
 * The request for the remote manifest, on its own: the warm-up script
 * (warmup/warmup.ts) starts it before the shell's code has arrived, and
 * manifest.ts reads it. It imports nothing, so the warm-up stays tiny.
 */
const MANIFEST_URL = '/remotes.json';

/** Read once per page (no-store on both sides): a remote moved by the operator is found on the next load. */
export async function requestManifest(fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl(MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The remote manifest could not be loaded (HTTP ${response.status}).`);
  return response.json() as Promise<unknown>;
}

/** Where the warm-up leaves its request for the shell to take (once). */
const EARLY_MANIFEST = '__MATKA_EARLY_MANIFEST__';

type WithEarly = { [EARLY_MANIFEST]?: Promise<unknown> };

export function leaveEarlyManifest(request: Promise<unknown>): void {
  // Marked handled: a failure is the shell's to report (with Retry), not an unhandled rejection.
  request.catch(() => undefined);
  (globalThis as WithEarly)[EARLY_MANIFEST] = request;
}

export function takeEarlyManifest(): Promise<unknown> | undefined {
  const holder = globalThis as WithEarly;
  const request = holder[EARLY_MANIFEST];
  delete holder[EARLY_MANIFEST];
  return request;
}
