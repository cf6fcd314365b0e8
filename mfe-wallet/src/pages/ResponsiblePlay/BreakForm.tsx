/**
 * Time-out or self-exclusion (docs/PROTECTION.md "Breaks"): a choice of
 * length, then a confirmation that says plainly it cannot be undone.
 */
import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { BREAK_PERIODS, breakEnd, istText, type BreakKind, type BreakPeriod } from '@matka/shared';
import { lazyToast, WALLET, errorText, localiseMessage, Modal, useText } from '@matka/shared/client';
import { useTakeBreakMutation } from '../../state/walletApi';
import styles from './ResponsiblePlay.module.css';

export function confirmationText(kind: BreakKind, period: BreakPeriod, now: Date, t: TFunction<'wallet'>): string {
  const end = breakEnd(period, now);
  const until = end ? t('protection.confirmUntil', { until: istText(end) }) : t('protection.confirmPermanently');
  return kind === 'timeout' ? t('protection.confirmTimeout', { until }) : t('protection.confirmSelfExclusion', { until });
}

export function BreakForm({ kind }: { kind: BreakKind }) {
  const { t } = useText(WALLET);
  const headingId = useId();
  const periods = BREAK_PERIODS[kind] as readonly BreakPeriod[];
  const [period, setPeriod] = useState<BreakPeriod>(periods[0]!);
  const [confirming, setConfirming] = useState(false);
  const [takeBreak, { isLoading }] = useTakeBreakMutation();
  const text = { title: t(`protection.${kind}.title`), intro: t(`protection.${kind}.intro`), action: t(`protection.${kind}.action`) };

  const confirm = async () => {
    try {
      const response = await takeBreak({ kind, period }).unwrap();
      lazyToast.success(localiseMessage(response.msg, response.code, response.params));
      setConfirming(false);
    } catch (failure) {
      lazyToast.error(errorText(failure));
      setConfirming(false);
    }
  };

  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">{text.title}</h2>
      <p className={styles.intro}>{text.intro}</p>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('protection.howLong')}</legend>
        {periods.map((each) => (
          <label key={each} className={styles.choice}>
            <input type="radio" name={`${kind}-period`} value={each} checked={period === each} onChange={() => setPeriod(each)} />
            <span>{t(`protection.breakPeriods.${each}`)}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" className="btn btn-danger btn-block" onClick={() => setConfirming(true)}>{text.action}</button>
      {confirming && (
        <ConfirmBreak
          title={t('protection.confirmTitle', { action: text.action, period: t(`protection.breakPeriodsLower.${period}`) })}
          body={confirmationText(kind, period, new Date(), t)}
          busy={isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void confirm()}
        />
      )}
    </section>
  );
}

function ConfirmBreak({ title, body, busy, onCancel, onConfirm }: { title: string; body: string; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useText(WALLET);
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal role="alertdialog" className="dialog" labelledBy={titleId} describedBy={bodyId} onCancel={onCancel}>
      <h2 id={titleId} className="dialog-title">{title}</h2>
      <p id={bodyId}>{body}</p>
      <div className="dialog-actions">
        {/* The first control: focus starts on the way out of something that cannot be undone. */}
        <button type="button" className="btn btn-ghost" onClick={onCancel} autoFocus>{t('protection.cancel')}</button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>{t('protection.yes')}</button>
      </div>
    </Modal>
  );
}
