import { useEffect, useState } from 'react';
import { API_ACTIVITY_EVENT, SHELL, useText, type ApiActivityDetail } from '@matka/shared/client';
import styles from './LoadingOverlay.module.css';

/** Counts running API calls (from every remote, via window events) and covers the page while any run. */
export function useRunningRequests(): number {
  const [running, setRunning] = useState(0);
  useEffect(() => {
    const onActivity = (event: Event) => {
      const { delta } = (event as CustomEvent<ApiActivityDetail>).detail;
      setRunning((count) => Math.max(0, count + delta));
    };
    window.addEventListener(API_ACTIVITY_EVENT, onActivity);
    return () => window.removeEventListener(API_ACTIVITY_EVENT, onActivity);
  }, []);
  return running;
}

export function LoadingOverlay() {
  const running = useRunningRequests();
  const { t } = useText(SHELL, { suspend: false });
  if (running === 0) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('loadingShort')}</span>
    </div>
  );
}
