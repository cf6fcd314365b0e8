/**
 * A module fetched with import() the first time it is wanted and kept: code
 * the first screen does not need (the HTTP client, the toast code) leaves the
 * first paint (docs/performance-log.md "First screen"). A failed fetch (offline)
 * is forgotten, so the next call tries again. `ready` is the module once it
 * has arrived, for callers that must not wait a tick when they need not.
 */
export interface ImportOnce<T> {
  load(): Promise<T>;
  readonly ready: T | undefined;
}

export function importOnce<T>(fetchModule: () => Promise<T>): ImportOnce<T> {
  let loading: Promise<T> | undefined;
  let ready: T | undefined;
  return {
    load() {
      loading ??= fetchModule().then(
        (module) => (ready = module),
        (failure: unknown) => {
          loading = undefined;
          throw failure;
        },
      );
      return loading;
    },
    get ready() {
      return ready;
    },
  };
}
