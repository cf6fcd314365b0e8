/**
 * The settings players see (docs/API.md "Operator API" → settings): limits,
 * where to pay a manual deposit, help numbers, the notice and links — and the
 * result previews operators may ask for, which players never see
 * (docs/SETTLEMENT.md "Integrity"). Checked
 * with the API's schema (updateSettingsRequest); only changed fields are
 * sent; players get the new values on their next call, no restart.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import toast from 'react-hot-toast';
import { updateSettingsRequest } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { FormField } from '../../components/FormField';
import { istTime } from '../../components/format';
import { useSettingsQuery, useUpdateSettingsMutation } from '../../state/consoleApi';
import type { PlayerSettings } from '../../state/contract';
import styles from './Settings.module.css';

const FIELDS = [
  { group: 'Limits (points)', fields: [
    ['min_deposit', 'Minimum deposit'], ['max_deposit', 'Maximum deposit'], ['min_withdraw', 'Minimum withdrawal'], ['max_bid_points', 'Maximum bid'],
  ] },
  { group: 'Manual deposits (shown on /deposit)', fields: [
    ['upi_id', 'UPI id'], ['phonepe', 'PhonePe number'], ['gpay', 'Google Pay number'], ['paytm', 'Paytm number'],
  ] },
  { group: 'Help and notice', fields: [
    ['help_number_1', 'Help number 1'], ['help_number_2', 'Help number 2'], ['notification_head', 'Notice text (home ticker)'],
  ] },
  { group: 'Links', fields: [['download_url', 'App download link'], ['website_url', 'Website link']] },
  { group: 'Result previews (operators only)', fields: [['previews_per_session', 'Previews per session']] },
] as const;

type FieldName = (typeof FIELDS)[number]['fields'][number][0];
type Values = Record<FieldName, string>;

/** Words under a field that needs more than its label. */
const HINTS: Partial<Record<FieldName, string>> = {
  previews_per_session: 'Different panas operators may preview for one result session, 0 to 10 (0: no previews). Each preview is in the audit log; players never see this.',
};

function valuesOf(settings: PlayerSettings): Values {
  const values = {} as Values;
  for (const { fields } of FIELDS) for (const [name] of fields) values[name] = String(settings[name]);
  return values;
}

export function Settings() {
  const { data, error } = useSettingsQuery();
  return (
    <>
      <h2 className="section-title">Settings players see</h2>
      {error && <p className="empty-state" role="alert">{errorText(error)}</p>}
      {!data && !error && <p className="empty-state" role="status">Loading…</p>}
      {data && <SettingsForm key={data.updated_at ?? 'defaults'} settings={data} />}
    </>
  );
}

function SettingsForm({ settings }: { settings: PlayerSettings }) {
  const [save, { isLoading, error }] = useUpdateSettingsMutation();
  const { register, handleSubmit, formState: { errors, dirtyFields } } = useForm<Values, unknown, z.output<typeof updateSettingsRequest>>({
    resolver: zodResolver(updateSettingsRequest) as never,
    defaultValues: valuesOf(settings),
  });

  const onSave = handleSubmit(async (parsed) => {
    const changed = Object.fromEntries(Object.entries(parsed).filter(([name]) => dirtyFields[name as FieldName]));
    if (Object.keys(changed).length === 0) {
      toast('Nothing to change.');
      return;
    }
    const outcome = await save(changed);
    if ('data' in outcome && outcome.data) toast.success('Settings saved. Players see them on their next screen.');
  });

  return (
    <form className={`form ${styles.form}`} onSubmit={onSave} noValidate aria-busy={isLoading || undefined}>
      <p className="muted">
        {settings.updated_at ? `Last changed ${istTime(settings.updated_at)}${settings.updated_by ? ` by ${settings.updated_by}` : ''}.` : 'First-run defaults: never changed here.'}
      </p>
      <div className={styles.groups}>
        {FIELDS.map(({ group, fields }) => (
          <fieldset key={group} className={`card ${styles.group}`}>
            <legend className={styles.legend}>{group}</legend>
            {fields.map(([name, label]) => (
              <FormField key={name} label={label} error={errors[name]?.message} hint={HINTS[name]}>
                {name === 'notification_head'
                  ? <textarea className={`input ${styles.notice}`} rows={3} maxLength={500} {...register(name)} />
                  : <input className="input" autoComplete="off" inputMode={name === 'previews_per_session' ? 'numeric' : undefined} {...register(name)} />}
              </FormField>
            ))}
          </fieldset>
        ))}
      </div>
      {error && <p className={styles.error} role="alert">{errorText(error)}</p>}
      <div><button type="submit" className="btn" disabled={isLoading}>{isLoading ? 'Saving…' : 'Save settings'}</button></div>
    </form>
  );
}
