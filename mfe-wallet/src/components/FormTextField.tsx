/**
 * A TextField bound to a useWalletForm field: the value and error come from
 * react-hook-form, `accept` shapes the text as it is typed (digits only, upper
 * case …), and editing a field clears its error until the next submit.
 */
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { TextField, type TextFieldProps } from './TextField';

type Props<Values extends FieldValues, Output> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'inputRef'> & {
  form: UseFormReturn<Values, unknown, Output>;
  name: Path<Values>;
  /** What the field keeps of what is typed. */
  accept?: (raw: string) => string;
};

export function FormTextField<Values extends FieldValues, Output>({ form, name, accept, ...rest }: Props<Values, Output>) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <TextField
      {...rest}
      name={name}
      value={String(field.value ?? '')}
      error={fieldState.error?.message}
      inputRef={field.ref}
      onChange={(raw) => {
        field.onChange(accept ? accept(raw) : raw);
        form.clearErrors(name);
      }}
    />
  );
}
