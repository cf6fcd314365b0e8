import { useState } from 'react';
import type { InboxItem } from '@matka/shared';
import { SHELL, useText } from '@matka/shared/client';
import { useGetInboxQuery, useReadInboxMutation } from './inboxApi';
import styles from './Inbox.module.css';

/** The player's inbox (docs/API.md "Inbox"): notices in force, newest first; opening one marks it read. */
export function InboxPage() {
  // The cursors of the pages shown: '' is the first.
  const [cursors, setCursors] = useState<string[]>(['']);
  const first = useGetInboxQuery('');
  const [markRead, { isLoading: marking }] = useReadInboxMutation();
  const unread = first.data?.unread ?? 0;
  const { t } = useText(SHELL);

  return (
    <div className={`page ${styles.page}`}>
      <div className={styles.toolbar}>
        <p className="muted" role="status">{unread === 0 ? t('inbox.noneUnread') : t('inbox.unread', { count: unread })}</p>
        {unread > 0 && (
          <button type="button" className="btn btn-ghost" disabled={marking} onClick={() => void markRead({})}>
            {t('inbox.markAllRead')}
          </button>
        )}
      </div>
      {first.isError && <p className="empty-state">{t('inbox.loadFailed')}</p>}
      {first.data && first.data.result.length === 0 && <p className="empty-state">{t('inbox.empty')}</p>}
      <ul className={styles.list}>
        {cursors.map((cursor, index) => (
          <InboxChunk key={cursor || 'first'} cursor={cursor} isLast={index === cursors.length - 1} onMore={(next) => setCursors((all) => [...all, next])} />
        ))}
      </ul>
    </div>
  );
}

function InboxChunk({ cursor, isLast, onMore }: { cursor: string; isLast: boolean; onMore: (next: string) => void }) {
  const { data } = useGetInboxQuery(cursor);
  const { t } = useText(SHELL);
  if (!data) return null;
  return (
    <>
      {data.result.map((item) => <InboxEntry key={item.id} item={item} />)}
      {isLast && data.next_cursor && (
        <li className={styles.more}>
          <button type="button" className="btn btn-ghost btn-block" onClick={() => onMore(data.next_cursor!)}>{t('inbox.older')}</button>
        </li>
      )}
    </>
  );
}

function InboxEntry({ item }: { item: InboxItem }) {
  const [open, setOpen] = useState(false);
  const [markRead] = useReadInboxMutation();
  const { t } = useText(SHELL);
  const toggle = () => {
    setOpen((value) => !value);
    if (!open && !item.read) void markRead({ id: item.id });
  };
  return (
    <li className={styles.item} data-unread={!item.read} data-testid="inbox-item">
      <button type="button" className={styles.itemHead} aria-expanded={open} onClick={toggle}>
        {!item.read && <span className={styles.dot} aria-hidden="true" />}
        <span className={styles.itemTitle}>
          {item.title}
          {!item.read && <span className="visually-hidden"> {t('inbox.unreadMark')}</span>}
        </span>
        <span className={styles.date}>{item.date}</span>
      </button>
      {open && <p className={styles.text}>{item.text}</p>}
    </li>
  );
}
