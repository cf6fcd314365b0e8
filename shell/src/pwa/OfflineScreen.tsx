import { SHELL, useText } from '@matka/shared/client';
import styles from './OfflineScreen.module.css';

/**
 * Shown in place of the page while the phone has no network. Nothing is
 * played or paid offline: the server holds every balance and bid, so the
 * screen says so, and Try again reloads once the network is back.
 */
export function OfflineScreen() {
  const { t } = useText(SHELL);
  return (
    <section className={styles.offline} role="alert" aria-labelledby="offline-heading">
      <svg className={styles.icon} viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <path d="M2 8.8a15 15 0 0 1 4.4-2.8M22 8.8A15 15 0 0 0 10.7 5.2M5 12.5a10 10 0 0 1 3.2-2M19 12.5a10 10 0 0 0-3-1.9M8.5 16a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
      </svg>
      <h2 id="offline-heading">{t('offline.title')}</h2>
      <p>{t('offline.text')}</p>
      <button type="button" className="btn" onClick={() => window.location.reload()}>
        {t('offline.tryAgain')}
      </button>
    </section>
  );
}
