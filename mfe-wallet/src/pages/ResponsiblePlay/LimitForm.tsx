/** One kind of limit (deposit or loss): what applies per period, and a form to change one. */
import { useId } from 'react';
import type { TFunction } from 'i18next';
import {
  LIMIT_PERIODS, setLimitRequest, type LimitKind, type LimitPeriod, type LimitView, type SetLimitInput,
} from '@matka/shared';
import { lazyToast, WALLET, errorText, localiseMessage, useSchemaForm, useText } from '@matka/shared/client';
import { FormTextField } from '../../components/FormTextField';
import { digitsInput } from '../../lib/inputs';
import { useSetLimitMutation } from '../../state/walletApi';
import styles from './ResponsiblePlay.module.css';

function limitLine(limit: LimitView | undefined, t: TFunction<'wallet'>): string {
  if (!limit || limit.points === null) return t('protection.noLimit');
  return t('protection.limitLine', { points: limit.points, used: limit.used });
}

function pendingLine(limit: LimitView | undefined, t: TFunction<'wallet'>): string | null {
  if (!limit?.pending) return null;
  const { points, from } = limit.pending;
  return points === null ? t('protection.pendingNone', { from }) : t('protection.pendingRise', { points, from });
}

export function LimitForm({ kind, limits }: { kind: LimitKind; limits: LimitView[] }) {
  const { t } = useText(WALLET);
  const headingId = useId();
  const periodId = useId();
  const [setLimit, { isLoading }] = useSetLimitMutation();
  const form = useSchemaForm<{ kind: LimitKind; period: LimitPeriod; points: string }, SetLimitInput>(
    setLimitRequest, { kind, period: 'day', points: '' },
  );

  const save = async ({ period, points }: SetLimitInput) => {
    try {
      const response = await setLimit({ kind, period, points: points ?? '' }).unwrap();
      lazyToast.success(localiseMessage(response.msg, response.code, response.params));
      form.setValue('points', '');
    } catch (failure) {
      lazyToast.error(errorText(failure));
    }
  };

  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">{t(`protection.kindsPlural.${kind}`)}</h2>
      <p className={styles.intro}>{t(`protection.intro.${kind}`)}</p>
      <dl className={styles.limits} data-testid={`${kind}-limits`}>
        {LIMIT_PERIODS.map((each) => {
          const limit = limits.find((entry) => entry.kind === kind && entry.period === each);
          const pending = pendingLine(limit, t);
          return (
            <div key={each} className={styles.limitRow}>
              <dt>{t('protection.per', { period: t(`periods.${each}`) })}</dt>
              <dd>
                {limitLine(limit, t)}
                {pending && <span className={styles.pending}>{pending}</span>}
              </dd>
            </div>
          );
        })}
      </dl>
      <form className="form" onSubmit={form.handleSubmit(save)} noValidate>
        <div className="field">
          <label htmlFor={periodId}>{t('protection.period', { kind: t(`protection.kinds.${kind}`) })}</label>
          <select id={periodId} className="select" {...form.register('period')}>
            {LIMIT_PERIODS.map((each) => <option key={each} value={each}>{t('protection.per', { period: t(`periods.${each}`) })}</option>)}
          </select>
        </div>
        <FormTextField
          form={form}
          name="points"
          accept={digitsInput}
          label={t('protection.newLimit', { kind: t(`protection.kindsLower.${kind}`) })}
          inputMode="numeric"
          suffix={t('points')}
          hint={t('protection.newLimitHint')}
        />
        <button type="submit" className="btn btn-block" disabled={isLoading || form.formState.isSubmitting}>{t('protection.save', { kind: t(`protection.kindsLower.${kind}`) })}</button>
      </form>
    </section>
  );
}
