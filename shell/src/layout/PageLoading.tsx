import styles from '../remotes/RemotePage.module.css';

/** What a page shows while its code is on the way (a remote's page, or the shell's own home). */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
