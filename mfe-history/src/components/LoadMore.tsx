/**
 * The end of a paged list: "Load more" while the server has older rows (it
 * also loads by itself when scrolled into view), or a quiet line saying the
 * list is complete.
 */
import { useEffect, useRef } from 'react';
import { HISTORY, useText } from '@matka/shared/client';
import styles from './ListState.module.css';

export function LoadMore({ hasMore, loading, onLoadMore }: { hasMore: boolean; loading: boolean; onLoadMore(): void }) {
  const { t } = useText(HISTORY);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = button.current;
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
    }, { rootMargin: '200px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, onLoadMore]);

  if (!hasMore) return <p className={styles.endOfList}>{t('list.everything')}</p>;
  return (
    <div className={styles.loadMore}>
      <button ref={button} type="button" className="btn btn-ghost" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading ? t('list.loading') : t('list.loadMore')}
      </button>
    </div>
  );
}
