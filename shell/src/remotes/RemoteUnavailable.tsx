import styles from './RemotePage.module.css';

export function RemoteUnavailable({ label, error, onRetry }: { label: string; error: Error; onRetry: () => void }) {
  return (
    <section className={styles.unavailable} role="alert" aria-labelledby="remote-unavailable-title">
      <div className={styles.icon} aria-hidden="true">!</div>
      <h2 id="remote-unavailable-title" className={styles.title}>{label} is unavailable right now</h2>
      <p className={styles.text}>
        This part of the app could not be loaded. The rest of the app still works. Check your connection and try again.
      </p>
      <p className={styles.detail}>{error.message}</p>
      <button type="button" className="btn btn-block" onClick={onRetry}>Retry</button>
    </section>
  );
}
