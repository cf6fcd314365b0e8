import type { RemoteName } from '@matka/shared';
import { SHELL, useText } from '@matka/shared/client';
import styles from './RemotePage.module.css';

export function RemoteUnavailable({ remote, error, onRetry }: { remote: RemoteName; error: Error; onRetry: () => void }) {
  const { t } = useText(SHELL);
  const label = t(`remote.${remote}`);
  return (
    <section className={styles.unavailable} role="alert" aria-labelledby="remote-unavailable-title">
      <div className={styles.icon} aria-hidden="true">!</div>
      <h2 id="remote-unavailable-title" className={styles.title}>{t('remote.unavailable', { feature: label })}</h2>
      <p className={styles.text}>
        {t('remote.text')}
      </p>
      <p className={styles.detail}>{error.message}</p>
      <button type="button" className="btn btn-block" onClick={onRetry}>{t('remote.retry')}</button>
    </section>
  );
}
