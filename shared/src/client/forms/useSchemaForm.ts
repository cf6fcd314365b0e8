/** useResolvedForm judged by a shared request schema (see schemaResolver). */
import { useMemo } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver, type SchemaResolverOptions } from './schemaResolver.js';
import { useResolvedForm, type ResolvedFormOptions } from './useResolvedForm.js';

export function useSchemaForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  defaultValues: DefaultValues<Values>,
  options: ResolvedFormOptions & SchemaResolverOptions = {},
) {
  const { firstErrorOnly } = options;
  const resolver = useMemo(() => schemaResolver<Values, Output>(schema, { firstErrorOnly }), [schema, firstErrorOnly]);
  return useResolvedForm<Values, Output>(resolver, defaultValues, options);
}
