import { useNavigate } from 'react-router-dom';
import { SHELL, useLiveUp, useText } from '@matka/shared/client';
import { useGetInboxUnreadQuery } from './inboxApi';
import styles from './Inbox.module.css';

/** How often the bell asks for its count while the live stream is down (the stream's `inbox` event refreshes it otherwise). */
export const INBOX_POLL_MS = 120_000;

export function BellIcon() {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/** The header's bell: the unread count, and the way to the inbox. */
export function InboxBell() {
  const navigate = useNavigate();
  const liveUp = useLiveUp('player');
  const { data: unread = 0 } = useGetInboxUnreadQuery(undefined, {
    pollingInterval: liveUp ? 0 : INBOX_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const { t } = useText(SHELL);
  const label = unread === 0 ? t('header.inboxNone') : t('header.inboxUnread', { count: unread });
  return (
    <button type="button" className={`icon-btn ${styles.bell}`} onClick={() => navigate('/inbox')} aria-label={label} data-testid="inbox-bell">
      <BellIcon />
      {unread > 0 && <span className={styles.badge} aria-hidden="true">{unread > 99 ? '99+' : unread}</span>}
    </button>
  );
}
