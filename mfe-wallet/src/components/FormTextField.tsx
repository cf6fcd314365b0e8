/**
 * A TextField bound to one field of a shared form (useSchemaForm,
 * shared/src/client/forms): the value and error come from react-hook-form,
 * `accept` shapes the text as it is typed (digits only, upper case …), and
 * editing a field clears its error until the next submit.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useFormField, useLanguage } from '@matka/shared/client';
import { sayFigured } from '../lib/figuredMessages';
import { TextField, type TextFieldProps } from './TextField';

type Props<Values extends FieldValues, Output> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'inputRef'> & {
  form: UseFormReturn<Values, unknown, Output>;
  name: Path<Values>;
  /** What the field keeps of what is typed. */
  accept?: (raw: string) => string;
};

export function FormTextField<Values extends FieldValues, Output>({ form, name, accept, ...rest }: Props<Values, Output>) {
  const field = useFormField(form, name, accept);
  useLanguage(); // a message with a figure follows a change of language too
  return <TextField {...rest} {...field} error={sayFigured(field.error)} />;
}
