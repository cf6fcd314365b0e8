/**
 * Create or edit a market: name, open and close time (IST, 24-hour; a close
 * before the open is past midnight), the days it runs, holidays, display
 * order, draw mode (docs/SETTLEMENT.md "Verifiable draws") — checked with the API's own schemas (createMarketRequest,
 * updateMarketRequest). An edit sends only what changed; bids already placed
 * keep their business date whatever the new times (docs/API.md).
 */
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { WEEKDAYS, createMarketRequest, type DrawMode, type Weekday } from '@matka/shared';
import { FormField } from '../../components/FormField';
import { HolidayDates } from './HolidayDates';
import type { AdminMarket } from '../../state/contract';
import styles from './Markets.module.css';

const DAY_LABELS: Record<Weekday, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

/** What the form holds: the display order as typed (blank: the default), holidays as the list of dates picked. */
export interface MarketFormValues {
  name: string;
  open_time: string;
  close_time: string;
  days: Weekday[];
  display_order: string;
  holidays: string[];
  draw_mode: DrawMode;
}

const toRequest = (value: unknown) => {
  const values = value as MarketFormValues;
  return {
    ...values,
    display_order: values.display_order === '' ? undefined : values.display_order,
  };
};
export type MarketRequest = z.output<typeof createMarketRequest>;
/** The form's values in, the request out: the API's schema after a blank display order is dropped. */
const marketForm = z.preprocess(toRequest, createMarketRequest) as unknown as z.ZodType<MarketRequest, MarketFormValues>;

export function formValuesOf(market: AdminMarket | null): MarketFormValues {
  if (!market) return { name: '', open_time: '', close_time: '', days: [...WEEKDAYS], display_order: '', holidays: [], draw_mode: 'manual' };
  return {
    name: market.name, open_time: market.open_time, close_time: market.close_time, days: market.days,
    display_order: String(market.display_order), holidays: [...market.holidays], draw_mode: market.draw_mode,
  };
}

/** The fields of `next` that differ from `market` (an edit names only what changes). */
export function changesOf(market: AdminMarket, next: MarketRequest): Partial<MarketRequest> {
  const changes: Partial<MarketRequest> = {};
  if (next.name !== market.name) changes.name = next.name;
  if (next.open_time !== market.open_time) changes.open_time = next.open_time;
  if (next.close_time !== market.close_time) changes.close_time = next.close_time;
  if (next.days.join() !== market.days.join()) changes.days = next.days;
  if (next.display_order !== market.display_order) changes.display_order = next.display_order;
  if (next.holidays.join() !== market.holidays.join()) changes.holidays = next.holidays;
  if (next.draw_mode !== market.draw_mode) changes.draw_mode = next.draw_mode;
  return changes;
}

export function MarketForm({ market, busy, error, onSave, onCancel }: {
  market: AdminMarket | null;
  busy: boolean;
  error?: string | undefined;
  onSave: (values: MarketRequest) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit, control, formState: { errors } } = useForm<MarketFormValues, unknown, MarketRequest>({
    resolver: zodResolver(marketForm),
    defaultValues: formValuesOf(market),
  });
  const holidays = useController({ control, name: 'holidays' });
  const holidayError = errors.holidays?.message ?? (errors.holidays as unknown as Array<{ message?: string }> | undefined)?.find?.(Boolean)?.message;

  return (
    <form className={`card form ${styles.form}`} onSubmit={handleSubmit(onSave)} noValidate aria-busy={busy || undefined}
      aria-label={market ? `Edit ${market.name}` : 'New market'}>
      <h3 className={styles.formTitle}>{market ? `Edit ${market.name}` : 'New market'}</h3>
      <div className={styles.row}>
        <FormField label="Name" error={errors.name?.message} className={styles.wide}>
          <input className="input" maxLength={40} autoComplete="off" {...register('name')} />
        </FormField>
        <FormField label="Open time (IST)" error={errors.open_time?.message}>
          <input className="input" type="time" {...register('open_time')} />
        </FormField>
        <FormField label="Close time (IST)" error={errors.close_time?.message} hint="Before the open time: past midnight.">
          <input className="input" type="time" {...register('close_time')} />
        </FormField>
        <FormField label="Display order" error={errors.display_order?.message}>
          <input className="input" inputMode="numeric" {...register('display_order')} />
        </FormField>
      </div>
      <fieldset className={styles.days}>
        <legend className="field-label">Days it runs</legend>
        {WEEKDAYS.map((day) => (
          <label key={day} className={styles.day}>
            <input type="checkbox" value={day} {...register('days')} />
            <span>{DAY_LABELS[day]}</span>
          </label>
        ))}
        <p className="field-error" role="alert">{errors.days?.message ?? ''}</p>
      </fieldset>
      <HolidayDates value={holidays.field.value} onChange={holidays.field.onChange} error={holidayError} />
      <FormField label="Draw mode" error={errors.draw_mode?.message}
        hint="Server: results are drawn by the server from seeds whose commitments players see a day ahead, from the next business day on. Manual: an operator declares them (a market that copies another market's draw). Back to manual keeps the draws already committed.">
        <select className="select" {...register('draw_mode')}>
          <option value="manual">Manual — operator declares</option>
          <option value="server">Server — verifiable draw</option>
        </select>
      </FormField>
      {error && <p className={styles.error} role="alert">{error}</p>}
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>Cancel</button>
        <button type="submit" className="btn" disabled={busy}>{busy ? 'Saving…' : market ? 'Save changes' : 'Create market'}</button>
      </div>
    </form>
  );
}
