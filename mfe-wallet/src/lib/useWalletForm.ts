/**
 * A wallet form on react-hook-form, resolved with the API's own request schema
 * (shared/src/schemas, the one the server parses with): judged on submit, the
 * first invalid field focused, `isSubmitting` while the call runs. A field's
 * error clears as the player edits it and is judged again on the next submit
 * (FormTextField clears it), so nothing flickers while typing.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

export function useWalletForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  defaultValues: DefaultValues<Values>,
) {
  return useForm<Values, unknown, Output>({
    // The schemas take loose input (text or numbers off the wire); the form holds text.
    resolver: zodResolver(schema as z.ZodType<Output, FieldValues>) as unknown as Resolver<Values, unknown, Output>,
    defaultValues,
    reValidateMode: 'onSubmit',
  });
}
