/**
 * Every decision that cannot simply be taken back (decline, revert, disable
 * a market, declare) asks here first: the shared modal (focus trapped,
 * Escape cancels, the page behind inert), what will happen, and — where the
 * action needs one — the reason, checked with the same schema the server
 * parses with. While the call runs the dialog stays open and says so.
 */
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { errorText, Modal } from '@matka/shared/client';
import styles from './ConfirmDialog.module.css';

export interface ReasonField {
  label: string;
  /** The field's schema (shared/src/schemas where the API has one). */
  schema: z.ZodType<string, unknown>;
  hint?: string;
  /** A new password rather than a reason: a masked one-line input. */
  secret?: boolean;
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the call runs, e.g. 'Declaring…'. */
  busyLabel?: string;
  tone?: 'danger' | 'primary';
  reason?: ReasonField;
  busy?: boolean;
  /** The server's answer when the call failed; the dialog stays open. */
  error?: string | undefined;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** A mutation's state as the dialog shows it: busy while the call runs, its refusal, and the refusal cleared when the dialog closes. */
export function mutationDialog(
  state: { isLoading: boolean; error?: unknown; reset: () => void }, close: () => void,
): Required<Pick<ConfirmDialogProps, 'busy' | 'onClose'>> & Pick<ConfirmDialogProps, 'error'> {
  return {
    busy: state.isLoading,
    error: state.error ? errorText(state.error) : undefined,
    onClose: () => {
      state.reset();
      close();
    },
  };
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Modal open={props.open} className={styles.dialog} labelledBy={titleId} busy={props.busy} onCancel={props.onClose}>
      <DialogBody {...props} titleId={titleId} />
    </Modal>
  );
}

function DialogBody({ title, titleId, children, confirmLabel, busyLabel, tone = 'primary', reason, busy, error, onConfirm, onClose }: ConfirmDialogProps & { titleId: string }) {
  const id = useId();
  const schema = z.object({ reason: reason?.schema ?? z.string() });
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const problem = formState.errors.reason?.message;

  return (
    <form className={styles.body} onSubmit={handleSubmit((values) => onConfirm(values.reason))} noValidate aria-busy={busy || undefined}>
      <h2 className="dialog-title" id={titleId}>{title}</h2>
      {children && <div className={styles.content}>{children}</div>}
      {reason && (
        <div className="field">
          <label htmlFor={`${id}-reason`}>{reason.label}</label>
          {reason.secret ? (
            <input
              id={`${id}-reason`}
              className="input"
              type="password"
              autoComplete="new-password"
              autoFocus
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-reason-error`}
              {...register('reason')}
            />
          ) : (
            <textarea
              id={`${id}-reason`}
              className={`input ${styles.reason}`}
              rows={2}
              autoFocus
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-reason-error`}
              {...register('reason')}
            />
          )}
          {reason.hint && <p className="muted">{reason.hint}</p>}
          <p id={`${id}-reason-error`} className="field-error" role="alert">{problem ?? ''}</p>
        </div>
      )}
      {error && <p className={styles.error} role="alert">{error}</p>}
      {busy && <progress className={styles.progress} aria-label={busyLabel ?? 'Working'} />}
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>Cancel</button>
        <button type="submit" className={tone === 'danger' ? 'btn btn-danger' : 'btn'} disabled={busy} autoFocus={!reason}>
          {busy ? (busyLabel ?? 'Working…') : confirmLabel}
        </button>
      </div>
    </form>
  );
}
