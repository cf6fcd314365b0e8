/**
 * A session waiting for its result: type the pana → Preview → Declare,
 * confirmed with the preview on screen. Previews are limited per session and
 * each one is in the audit log (docs/SETTLEMENT.md "Integrity"): once the
 * limit is reached a new pana is declared without a preview. A back-dated
 * day (before the market existed, or too far back) is declared only by an
 * admin, with a reason sent with the preview and the declaration.
 */
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import toast from 'react-hot-toast';
import { declareResultRequest, plural, RESULT_MSG, type MarketDay, type ResultPreview, type ResultSession } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { ConfirmDialog, mutationDialog } from '../../components/ConfirmDialog';
import { FormField } from '../../components/FormField';
import { useDeclareResultMutation, usePreviewResultMutation } from '../../state/consoleApi';
import { selectOperator } from '../../state/session';
import { useConsoleSelector } from '../../state/store';
import { PreviewAllowance } from './PreviewAllowance';
import { PreviewFigures } from './PreviewFigures';
import styles from './Results.module.css';

const LABEL: Record<ResultSession, string> = { open: 'Open', close: 'Close' };
const panaForm = declareResultRequest.pick({ pana: true, reason: true });
/** A back-dated day: the reason is required. */
const backDatedForm = panaForm.refine((values) => values.reason !== undefined, { path: ['reason'], error: RESULT_MSG.reasonInvalid });

/** What the confirmation is about: the pana, with its preview when one was shown. */
interface Pending { pana: string; reason: string | undefined; preview: ResultPreview | null }

export function UndeclaredSession({ day, session }: { day: MarketDay; session: ResultSession }) {
  const operator = useConsoleSelector(selectOperator);
  if (day.back_dated && operator?.role !== 'admin') {
    return <p className="muted">Not declared. Only an admin can declare this day, with a reason.</p>;
  }
  return <PanaForm day={day} session={session} backDated={Boolean(day.back_dated)} />;
}

function PanaForm({ day, session, backDated }: { day: MarketDay; session: ResultSession; backDated: boolean }) {
  const [shown, setShown] = useState<{ preview: ResultPreview; reason: string | undefined } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [runPreview, previewState] = usePreviewResultMutation();
  const [declare, declareState] = useDeclareResultMutation();
  const schema = useMemo(() => (backDated ? backDatedForm : panaForm), [backDated]);
  const { register, handleSubmit, formState: { errors } } = useForm<z.input<typeof panaForm>, unknown, z.output<typeof panaForm>>({
    resolver: zodResolver(schema),
    defaultValues: { pana: '', reason: '' },
  });
  const used = Math.max(day.previewed[session], shown?.preview.previewed_panas ?? 0);
  const limitReached = used >= day.preview_limit;
  const request = (pana: string, reason: string | undefined) => ({
    market_id: day.market_id, session, pana, business_date: day.business_date, ...(reason ? { reason } : {}),
  });

  const onPreview = handleSubmit(async ({ pana, reason }) => {
    setShown(null);
    const outcome = await runPreview(request(pana, reason));
    if ('data' in outcome && outcome.data) setShown({ preview: outcome.data, reason });
  });
  // The limit is reached: a pana not previewed yet is declared as typed, confirmed without figures.
  const onDeclareUnseen = handleSubmit(({ pana, reason }) => setPending({ pana, reason, preview: null }));

  return (
    <>
      <p className="muted">Not declared.</p>
      <form className={styles.panaForm} onSubmit={onPreview} noValidate>
        <FormField label={`${LABEL[session]} pana`} error={errors.pana?.message}>
          <input className="input" inputMode="numeric" maxLength={3} autoComplete="off"
            {...register('pana', { onChange: () => setShown(null) })} />
        </FormField>
        {backDated && (
          <FormField label="Reason for declaring this day" error={errors.reason?.message} className={styles.reasonField}
            hint="Kept with the declaration and in the audit log.">
            <input className="input" maxLength={200} autoComplete="off" {...register('reason', { onChange: () => setShown(null) })} />
          </FormField>
        )}
        <button type="submit" className={`btn btn-ghost ${styles.formButton}`} disabled={previewState.isLoading}>
          {previewState.isLoading ? 'Previewing…' : 'Preview'}
        </button>
      </form>
      <PreviewAllowance used={used} limit={day.preview_limit} />
      {previewState.error && <p className="field-error" role="alert">{errorText(previewState.error)}</p>}
      {limitReached && <button type="button" className="btn btn-ghost" onClick={onDeclareUnseen}>Declare without preview…</button>}
      {shown && (
        <>
          <PreviewFigures preview={shown.preview} />
          <button type="button" className="btn" onClick={() => setPending({ pana: shown.preview.pana, reason: shown.reason, preview: shown.preview })}>
            Declare {shown.preview.pana}…
          </button>
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={`Declare ${pending?.pana ?? ''} as the ${LABEL[session]} result?`}
        confirmLabel="Declare and settle"
        busyLabel="Settling bids…"
        {...mutationDialog(declareState, () => setPending(null))}
        onConfirm={async () => {
          if (!pending) return;
          const outcome = await declare(request(pending.pana, pending.reason));
          if ('error' in outcome) {
            // Refused: most often another operator declared first. The day is fetched again and this panel may give
            // way to the result that stands, taking the dialog with it, so the server's words go to a toast.
            setPending(null);
            declareState.reset();
            toast.error(errorText(outcome.error));
            return;
          }
          if (!outcome.data) return;
          setPending(null);
          setShown(null);
          const summary = outcome.data;
          toast.success(`Declared ${summary.pana}: ${plural(summary.settled, 'bid')} settled, ${plural(summary.winners, 'winner')}, ${plural(summary.paid, 'point')} paid in ${summary.settle_ms} ms.`);
        }}
      >
        {pending?.preview ? <PreviewFigures preview={pending.preview} compact /> : <p>Not previewed: this session&apos;s preview limit is reached.</p>}
        <p>Every pending bid this session decides is settled at once. A mistake can be reverted afterwards, with a reason.</p>
      </ConfirmDialog>
    </>
  );
}
