/**
 * The states every history list goes through: loading (a skeleton of the
 * shape to come), failed (the server's message and Retry), empty (the spec's
 * message) and shown (with when it was fetched; a failed refresh keeps the
 * last list on screen under a notice).
 */
import type { ReactNode } from 'react';
import { HISTORY, useText } from '@matka/shared/client';
import { useDates } from './useDates';
import { AlertIcon, RefreshIcon } from './icons';
import styles from './ListState.module.css';

export function LoadingSkeleton({ rows = 4, variant = 'card' }: { rows?: number; variant?: 'card' | 'row' }) {
  const { t } = useText(HISTORY);
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">{t('list.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={variant === 'card' ? styles.skeletonCard : styles.skeletonRow} aria-hidden="true">
          <span className={styles.bar} />
          <span className={`${styles.bar} ${styles.barShort}`} />
        </div>
      ))}
    </div>
  );
}

export function ErrorPanel({ message, onRetry, compact = false }: { message: string; onRetry(): void; compact?: boolean }) {
  const { t } = useText(HISTORY);
  return (
    <div className={compact ? styles.errorBanner : `card ${styles.errorPanel}`} role="alert">
      <AlertIcon className={styles.errorIcon} />
      <div className={styles.errorText}>
        <p className={styles.errorTitle}>{compact ? t('list.couldNotRefresh') : t('list.couldNotLoad')}</p>
        <p className={styles.errorMessage}>{message}</p>
      </div>
      <button type="button" className={compact ? 'btn btn-ghost' : 'btn'} onClick={onRetry}>
        <RefreshIcon width={18} height={18} />
        {t('list.retry')}
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}

export function FetchedLine({ fetchedAt, loading, count, noun }: {
  fetchedAt: number | null; loading: boolean; count: number;
  /** What is counted: history:list.<noun>_one / _other. */
  noun: 'bids' | 'entries' | 'requests';
}) {
  const { t } = useText(HISTORY);
  const dates = useDates();
  return (
    <p className={styles.fetched} aria-live="polite">
      <span>{t(`list.${noun}`, { count })}</span>
      <span>{loading ? t('list.refreshing') : fetchedAt !== null ? t('list.updated', { time: dates.fetchTime(fetchedAt) }) : ''}</span>
    </p>
  );
}

interface ListStateProps<T> {
  items: T[] | null;
  loading: boolean;
  error: string | null;
  retry(): void;
  skeleton?: 'card' | 'row';
  /** Shown when the list is empty. */
  empty: ReactNode;
  children(items: T[]): ReactNode;
}

export function ListState<T>({ items, error, retry, skeleton = 'card', empty, children }: ListStateProps<T>) {
  if (items === null) {
    if (error !== null) return <ErrorPanel message={error} onRetry={retry} />;
    return <LoadingSkeleton variant={skeleton} />;
  }
  return (
    <>
      {error !== null && <ErrorPanel message={error} onRetry={retry} compact />}
      {items.length === 0 ? <EmptyState>{empty}</EmptyState> : children(items)}
    </>
  );
}
