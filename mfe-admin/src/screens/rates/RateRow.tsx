/**
 * One game type's rate, edited in place and checked with the API's schema (updateRateRequest).
 * On a phone, where the list's header row is gone, each field shows its column's name above it.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import toast from 'react-hot-toast';
import { updateRateRequest } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { useUpdateRateMutation } from '../../state/consoleApi';
import type { AdminRate } from '../../state/contract';
import styles from './Rates.module.css';

type Values = z.input<typeof updateRateRequest>;

export function RateRow({ rate }: { rate: AdminRate }) {
  const [update, { isLoading, error }] = useUpdateRateMutation();
  const { register, handleSubmit, watch, formState: { errors, isDirty } } = useForm<Values, unknown, z.output<typeof updateRateRequest>>({
    resolver: zodResolver(updateRateRequest),
    defaultValues: { type: rate.type, min_value: String(rate.min_value), max_value: String(rate.max_value) },
  });
  const min = watch('min_value');
  const max = watch('max_value');
  const problem = errors.min_value?.message ?? errors.max_value?.message ?? (error ? errorText(error) : undefined);

  const onSave = handleSubmit(async (values) => {
    const outcome = await update(values);
    if ('data' in outcome && outcome.data) toast.success(`${rate.type}: ${outcome.data.label}.`);
  });

  return (
    <form className={styles.row} onSubmit={onSave} noValidate aria-label={`${rate.type} rate`} aria-busy={isLoading || undefined}>
      <span className={styles.type}>{rate.type}</span>
      <label className={styles.cell} data-label="Min (stake)">
        <span className="visually-hidden">{rate.type} min</span>
        <input className="input" inputMode="numeric" aria-invalid={errors.min_value ? true : undefined} {...register('min_value')} />
      </label>
      <label className={styles.cell} data-label="Max (payout)">
        <span className="visually-hidden">{rate.type} max</span>
        <input className="input" inputMode="numeric" aria-invalid={errors.max_value ? true : undefined} {...register('max_value')} />
      </label>
      <span className={styles.label}>{`${String(min)} KA ${String(max)}`}</span>
      <button type="submit" className="btn btn-ghost" disabled={!isDirty || isLoading}>{isLoading ? 'Saving…' : 'Save'}</button>
      <p className={`field-error ${styles.error}`} role="alert">{problem ?? ''}</p>
    </form>
  );
}
