import { SHELL, useText } from '@matka/shared/client';
import styles from '../remotes/RemotePage.module.css';

/** What a page shows while its code is on the way (a remote's page, or the shell's own home). */
export function PageLoading() {
  // The Suspense fallback must not suspend itself: English until the language's catalog is here.
  const { t } = useText(SHELL, { suspend: false });
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
