/**
 * What an input needs from one field of a useResolvedForm: its text, its
 * error, the ref the form focuses on a refused submit, and a change handler
 * that keeps what `accept` lets through (digits only, upper case …) and clears
 * the field's error until the next submit. Each remote's own input component
 * takes these props (mfe-wallet's TextField, mfe-auth's inputs).
 */
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useMessage } from '../i18n/text.js';

export interface FormFieldProps<Values extends FieldValues> {
  name: Path<Values>;
  value: string;
  error: string | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange(raw: string): void;
}

export function useFormField<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  name: Path<Values>,
  accept?: (raw: string) => string,
): FormFieldProps<Values> {
  const { field, fieldState } = useController({ control: form.control, name });
  // The schema's message is the spec's English; the player reads it in their language (docs/I18N.md "Validation messages").
  const say = useMessage();
  return {
    name,
    value: String(field.value ?? ''),
    error: say(fieldState.error?.message),
    inputRef: field.ref,
    onChange(raw) {
      field.onChange(accept ? accept(raw) : raw);
      form.clearErrors(name);
    },
  };
}
