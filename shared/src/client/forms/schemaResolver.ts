/**
 * A react-hook-form resolver from a shared request schema (the one the server
 * parses with, shared/src/schemas), so a form and the server give the same
 * message for the same input.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export interface SchemaResolverOptions {
  /**
   * Report only the first problem, in the schema's field order (the order the
   * server checks in): for a screen that shows one message at a time.
   */
  firstErrorOnly?: boolean;
}

export function schemaResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  { firstErrorOnly = false }: SchemaResolverOptions = {},
): Resolver<Values, unknown, Output> {
  // The schemas take loose input (text or numbers off the wire); a form holds text.
  // Synchronous parse: no shared schema has an async rule, and the answer comes a few ticks sooner.
  const resolve = zodResolver(schema as z.ZodType<Output, FieldValues>, undefined, { mode: 'sync' }) as unknown as Resolver<Values, unknown, Output>;
  if (!firstErrorOnly) return resolve;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const first = Object.keys(result.errors)[0];
    if (first === undefined) return result;
    const errors = { [first]: (result.errors as Record<string, unknown>)[first] } as FieldErrors<Values>;
    return { values: {}, errors };
  };
}
