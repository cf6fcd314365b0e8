/** How often the reality check appears (docs/PROTECTION.md "Reality check"). */
import { useId, useState, type FormEvent } from 'react';
import { REALITY_CHECK_MINUTES } from '@matka/shared';
import { lazyToast, WALLET, errorText, localiseMessage, useText } from '@matka/shared/client';
import { useSetRealityCheckMutation } from '../../state/walletApi';
import styles from './ResponsiblePlay.module.css';

export function RealityCheckForm({ minutes }: { minutes: number }) {
  const { t } = useText(WALLET);
  const headingId = useId();
  const selectId = useId();
  const [every, setEvery] = useState(minutes);
  const [save, { isLoading }] = useSetRealityCheckMutation();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const response = await save(every).unwrap();
      lazyToast.success(localiseMessage(response.msg, response.code, response.params));
    } catch (failure) {
      lazyToast.error(errorText(failure));
    }
  };

  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">{t('protection.realityTitle')}</h2>
      <p className={styles.intro}>{t('protection.realityIntro')}</p>
      <form className="form" onSubmit={handleSubmit}>
        <div className="field">
          <label htmlFor={selectId}>{t('protection.remindEvery')}</label>
          <select id={selectId} className="select" value={every} onChange={(event) => setEvery(Number(event.target.value))}>
            {REALITY_CHECK_MINUTES.map((each) => <option key={each} value={each}>{t('protection.minutes', { minutes: each })}</option>)}
          </select>
        </div>
        <button type="submit" className="btn btn-ghost btn-block" disabled={isLoading}>{t('protection.saveReminder')}</button>
      </form>
    </section>
  );
}
