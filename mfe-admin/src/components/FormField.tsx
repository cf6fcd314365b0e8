/**
 * One labelled control with its hint and error line, for react-hook-form
 * forms: the label is tied to the control, the error is announced and
 * described by it. The control is the child (input, select, textarea), which
 * gets the id and the aria wiring.
 */
import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';

interface Props {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactElement<Record<string, unknown>>;
  className?: string;
}

export function FormField({ label, error, hint, children, className }: Props) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : undefined, `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && <p id={`${id}-hint`} className="muted">{hint}</p>}
      <p id={`${id}-error`} className="field-error" role="alert">{error ?? ''}</p>
    </div>
  );
}
