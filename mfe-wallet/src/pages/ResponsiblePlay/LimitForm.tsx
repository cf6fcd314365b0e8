/** One kind of limit (deposit or loss): what applies per period, and a form to change one. */
import { useId } from 'react';
import toast from 'react-hot-toast';
import {
  LIMIT_KIND_TEXT, LIMIT_PERIODS, LIMIT_PERIOD_TEXT, setLimitRequest, type LimitKind, type LimitPeriod, type LimitView, type SetLimitInput,
} from '@matka/shared';
import { errorText, useSchemaForm } from '@matka/shared/client';
import { FormTextField } from '../../components/FormTextField';
import { digitsInput } from '../../lib/inputs';
import { useSetLimitMutation } from '../../state/walletApi';
import styles from './ResponsiblePlay.module.css';

const INTRO: Record<LimitKind, string> = {
  deposit: 'The most you can deposit in any 24 hours, 7 days or 30 days.',
  loss: 'The most you can lose (points bid minus points won) in any 24 hours, 7 days or 30 days.',
};

function limitLine(limit: LimitView | undefined): string {
  if (!limit || limit.points === null) return 'No limit';
  return `${limit.points} points · ${limit.used} used`;
}

function pendingLine(limit: LimitView | undefined): string | null {
  if (!limit?.pending) return null;
  return limit.pending.points === null ? `No limit from ${limit.pending.from}` : `Rises to ${limit.pending.points} on ${limit.pending.from}`;
}

export function LimitForm({ kind, limits }: { kind: LimitKind; limits: LimitView[] }) {
  const headingId = useId();
  const periodId = useId();
  const [setLimit, { isLoading }] = useSetLimitMutation();
  const form = useSchemaForm<{ kind: LimitKind; period: LimitPeriod; points: string }, SetLimitInput>(
    setLimitRequest, { kind, period: 'day', points: '' },
  );

  const save = async ({ period, points }: SetLimitInput) => {
    try {
      const response = await setLimit({ kind, period, points: points ?? '' }).unwrap();
      toast.success(response.msg);
      form.setValue('points', '');
    } catch (failure) {
      toast.error(errorText(failure));
    }
  };

  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">{LIMIT_KIND_TEXT[kind]}s</h2>
      <p className={styles.intro}>{INTRO[kind]}</p>
      <dl className={styles.limits} data-testid={`${kind}-limits`}>
        {LIMIT_PERIODS.map((each) => {
          const limit = limits.find((entry) => entry.kind === kind && entry.period === each);
          const pending = pendingLine(limit);
          return (
            <div key={each} className={styles.limitRow}>
              <dt>Per {LIMIT_PERIOD_TEXT[each]}</dt>
              <dd>
                {limitLine(limit)}
                {pending && <span className={styles.pending}>{pending}</span>}
              </dd>
            </div>
          );
        })}
      </dl>
      <form className="form" onSubmit={form.handleSubmit(save)} noValidate>
        <div className="field">
          <label htmlFor={periodId}>{LIMIT_KIND_TEXT[kind]} period</label>
          <select id={periodId} className="select" {...form.register('period')}>
            {LIMIT_PERIODS.map((each) => <option key={each} value={each}>Per {LIMIT_PERIOD_TEXT[each]}</option>)}
          </select>
        </div>
        <FormTextField
          form={form}
          name="points"
          accept={digitsInput}
          label={`New ${LIMIT_KIND_TEXT[kind].toLowerCase()}`}
          inputMode="numeric"
          suffix="points"
          hint="Leave empty for no limit. A lower limit applies at once; a higher one (or none) after 24 hours."
        />
        <button type="submit" className="btn btn-block" disabled={isLoading || form.formState.isSubmitting}>Save {LIMIT_KIND_TEXT[kind].toLowerCase()}</button>
      </form>
    </section>
  );
}
