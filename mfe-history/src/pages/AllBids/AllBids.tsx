/**
 * /all-bid — docs/PRODUCT.md §2 'All Bids': the menu of the player's histories. Each row
 * is a router link (client-side navigation). Rows show what the cached lists
 * already know: bids still waiting for a result and requests in process.
 */
import { useMemo, type ComponentType, type SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { HISTORY, selectUser, useText } from '@matka/shared/client';
import { ChevronRightIcon, CreditIcon, DebitIcon, SwapIcon, TicketIcon } from '../../components/icons';
import { bidHistoryQuery, historyApi } from '../../state/historyApi';
import { useHistorySelector } from '../../state/store';
import styles from './AllBids.module.css';

interface MenuEntry {
  to: string;
  /** Its words: history:allBids.<key> and <key>Hint. */
  key: 'bidHistory' | 'requests' | 'credit' | 'debit';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: 'bids' | 'requests' | 'credit' | 'debit';
}

export const ALL_BIDS_MENU: readonly MenuEntry[] = [
  { to: '/my-bid', key: 'bidHistory', Icon: TicketIcon, tone: 'bids' },
  { to: '/request_history', key: 'requests', Icon: SwapIcon, tone: 'requests' },
  { to: '/fund_histry/APPROVED_DEPOSITE', key: 'credit', Icon: CreditIcon, tone: 'credit' },
  { to: '/fund_histry/APPROVED_WITHDRAWAL', key: 'debit', Icon: DebitIcon, tone: 'debit' },
];

export function AllBids() {
  const { t } = useText(HISTORY);
  const phone = useHistorySelector(selectUser)?.phone_number;
  // What the pages cached by earlier visits know; this menu fetches nothing itself.
  const selectBids = useMemo(
    () => historyApi.endpoints.getBidHistory.select(phone ? bidHistoryQuery(phone, { status: 'all', market: null }) : skipToken),
    [phone],
  );
  const selectRequests = useMemo(
    () => historyApi.endpoints.getRequestHistory.select(phone ? { phone_number: phone, type: 'ALL_FUND_HISTROY' } : skipToken),
    [phone],
  );
  const bidPages = useHistorySelector(selectBids).data?.pages ?? [];
  const requests = useHistorySelector(selectRequests).data?.pages.flatMap((page) => page.result) ?? [];
  // The first page counts the whole history (get_bid_history.php); the loaded pages are what an older reply held.
  const pendingBids = bidPages[0]?.counts?.pending ?? bidPages.flatMap((page) => page.result).filter((bid) => bid.status === 'pending').length;
  const pendingRequests = requests.filter((request) => request.status === '0').length;
  const badges: Partial<Record<MenuEntry['tone'], string>> = {
    bids: pendingBids > 0 ? t('allBids.pending', { n: pendingBids }) : undefined,
    requests: pendingRequests > 0 ? t('allBids.inProcess', { n: pendingRequests }) : undefined,
  };

  return (
    <div className="page">
      <h2 className="section-title">{t('allBids.title')}</h2>
      <nav aria-label={t('allBids.label')}>
        <ul className={styles.menu}>
          {ALL_BIDS_MENU.map(({ to, key, Icon, tone }) => (
            <li key={to}>
              <Link to={to} className={styles.item}>
                <span className={`${styles.icon} ${styles[tone]}`}><Icon /></span>
                <span className={styles.text}>
                  <span className={styles.label}>{t(`allBids.${key}`)}</span>
                  <span className={styles.hint}>{t(`allBids.${key}Hint`)}</span>
                </span>
                {badges[tone] ? <span className={`pill pill-warning ${styles.badge}`}>{badges[tone]}</span> : null}
                <ChevronRightIcon className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
