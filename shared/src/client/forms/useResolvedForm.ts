/**
 * A form on react-hook-form judged by a resolver (a request schema from
 * shared/src/schemas, see useSchemaForm, or one loaded when first needed, see
 * lazyResolver): judged on submit only, `isSubmitting` while the submit
 * handler runs. A field's error clears as the player edits it (useFormField)
 * and is judged again on the next submit, so nothing flickers while typing.
 */
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';

export interface ResolvedFormOptions {
  /**
   * Focus the first invalid field on a refused submit (default). Off for a
   * form whose field keeps its own focus (the auth screens' PIN boxes, the
   * mobile number that is focused on arrival).
   */
  focusFirstInvalid?: boolean;
}

export function useResolvedForm<Values extends FieldValues, Output>(
  resolver: Resolver<Values, unknown, Output>,
  defaultValues: DefaultValues<Values>,
  { focusFirstInvalid = true }: ResolvedFormOptions = {},
) {
  return useForm<Values, unknown, Output>({
    resolver,
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: focusFirstInvalid,
  });
}
