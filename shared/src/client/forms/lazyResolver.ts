/**
 * A resolver whose code (the schema, zod and the zod resolver) is fetched on
 * the first submit instead of with the page: a first screen such as /Login
 * renders without zod (docs/performance-log.md "First screen"). `warm()` starts
 * the fetch early, e.g. when the browser is idle after the first render, so
 * the first submit rarely waits for it. A failed fetch is tried again on the
 * next submit.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<Values extends FieldValues, Output> = Resolver<Values, unknown, Output> & { warm(): void };

export function lazyResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): LazyResolver<Values, Output> {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const get = () => {
    loading ??= load().catch((failure: unknown) => {
      loading = undefined;
      throw failure;
    });
    return loading;
  };
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { warm: () => void get().catch(() => undefined) });
}

/** Runs `task` when the browser is idle (soon after, where it has no idle callback); the returned function cancels it. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
