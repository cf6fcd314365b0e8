/**
 * /my-bid — docs/PRODUCT.md §2 'Bid History': the player's bids, newest first as the
 * server sends them, one card each with the market, game type, session, the
 * number, points, date and the result, and the rate the bid was placed at —
 * the one it is paid at, whatever the rates say now (docs/SETTLEMENT.md
 * "The rate of a bid"). Filters (status, and market once there is more than
 * one) live in the history slice so they survive a round trip; the server
 * applies them and counts over the whole history, not the pages loaded.
 */
import { MSG, rateLabel, type BidHistoryCounts, type BidHistoryPage, type BidRecord } from '@matka/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { HISTORY, selectUser, useAppDispatch, useMessage, useShellSelector, useText } from '@matka/shared/client';
import { useDates } from '../../components/useDates';
import { FetchedLine, ListState } from '../../components/ListState';
import { LoadMore } from '../../components/LoadMore';
import { Pill } from '../../components/Pill';
import { bidStatus, formatPoints } from '../../format';
import { BID_STATUS_FILTERS, bidMarketFilterChanged, bidStatusFilterChanged, selectBidFilter } from '../../state/historySlice';
import { bidHistoryQuery, useGetBidHistoryInfiniteQuery } from '../../state/historyApi';
import { pagedHistoryList } from '../../state/listState';
import { useHistorySelector } from '../../state/store';
import { bidNumber, gameTypeLabel, marketChoices } from './bidView';
import styles from './MyBids.module.css';

export function MyBids() {
  const { t } = useText(HISTORY);
  const say = useMessage();
  const phone = useShellSelector(selectUser)?.phone_number;
  const filter = useHistorySelector(selectBidFilter);
  const query = useGetBidHistoryInfiniteQuery(phone ? bidHistoryQuery(phone, filter) : skipToken);
  const list = pagedHistoryList<BidRecord, BidHistoryPage>(query);
  // The first page counts the whole history and names its markets (get_bid_history.php).
  const summary = query.data?.pages[0];
  const filtered = filter.status !== 'all' || filter.market !== null;
  const hasBids = filtered || (summary?.counts?.all ?? list.items?.length ?? 0) > 0;

  return (
    <div className="page">
      <h2 className="section-title">{t('bids.title')}</h2>
      {list.items !== null && hasBids && <BidFilters counts={summary?.counts} markets={summary?.markets ?? []} />}
      <ListState {...list} empty={filtered ? <FilterEmpty /> : say(MSG.noBidHistory)}>
        {(bids) => (
          <>
            <FetchedLine
              fetchedAt={list.fetchedAt} loading={list.loading} noun="bids"
              count={summary?.counts?.[filter.status] ?? bids.length}
            />
            <ul className={styles.list} aria-label={t('bids.label')}>
              {bids.map((bid, index) => <BidCard key={bid.transaction_id || `${bid.date}-${index}`} bid={bid} />)}
            </ul>
            <LoadMore hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
          </>
        )}
      </ListState>
    </div>
  );
}

/** The result tabs with the server's counts, and the market choice once the player has bid in more than one. */
function BidFilters({ counts, markets }: { counts: BidHistoryCounts | undefined; markets: readonly string[] }) {
  const { t } = useText(HISTORY);
  const dispatch = useAppDispatch();
  const filter = useHistorySelector(selectBidFilter);

  return (
    <div className={styles.filters}>
      {(markets.length > 1 || filter.market !== null) && (
        <div className={`field ${styles.marketField}`}>
          <label htmlFor="bid-market">{t('bids.market')}</label>
          <select
            id="bid-market" className="select" value={filter.market ?? ''}
            onChange={(event) => dispatch(bidMarketFilterChanged(event.target.value === '' ? null : event.target.value))}
          >
            <option value="">{t('bids.allMarkets')}</option>
            {marketChoices(markets, filter.market).map((name) => <option key={name} value={name}>{name}</option>)}
          </select>
        </div>
      )}
      <div className={styles.chips} role="group" aria-label={t('bids.filterLabel')}>
        {BID_STATUS_FILTERS.map((status) => (
          <button
            key={status} type="button" aria-pressed={filter.status === status}
            className={`${styles.chip} ${filter.status === status ? styles.chipActive : ''}`}
            onClick={() => dispatch(bidStatusFilterChanged(status))}
          >
            {t(`bids.filters.${status}`)}
            {counts && <span className={styles.count}>{counts[status]}</span>}
          </button>
        ))}
      </div>
    </div>
  );
}

function FilterEmpty() {
  const { t } = useText(HISTORY);
  const dispatch = useAppDispatch();
  const filter = useHistorySelector(selectBidFilter);
  return (
    <>
      {filter.market ? t(`bids.noneOfStatusIn.${filter.status}`, { market: filter.market }) : t(`bids.noneOfStatus.${filter.status}`)}
      <button
        type="button" className={`btn btn-ghost ${styles.showAll}`}
        onClick={() => {
          dispatch(bidStatusFilterChanged('all'));
          dispatch(bidMarketFilterChanged(null));
        }}
      >
        {t('bids.showAll')}
      </button>
    </>
  );
}

function BidCard({ bid }: { bid: BidRecord }) {
  const { t } = useText(HISTORY);
  const dates = useDates();
  const status = bidStatus(bid.status, t);
  return (
    <li className={`card ${styles.bid}`}>
      <div className={styles.top}>
        <div className={styles.title}>
          <h3 className={styles.market}>{bid.game_name}</h3>
          <p className={styles.type}>{gameTypeLabel(bid.game_type, t)} · {t(`sessions.${bid.session}`)}</p>
        </div>
        <Pill tone={status.tone}>{status.label}</Pill>
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('bids.number')}</dt>
          <dd className={styles.number}>{bidNumber(bid)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('bids.points')}</dt>
          <dd>{formatPoints(bid.points_action)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('bids.rate')}</dt>
          <dd>{rateLabel(bid.rate)}</dd>
        </div>
        {bid.status === 'won' && (
          <div className={styles.stat}>
            <dt>{t('bids.winnings')}</dt>
            <dd className="amount-credit">+{formatPoints(bid.win_points)}</dd>
          </div>
        )}
        {bid.status === 'refunded' && (
          <div className={styles.stat}>
            <dt>{t('bids.returned')}</dt>
            <dd>+{formatPoints(bid.points_action)}</dd>
          </div>
        )}
      </dl>
      <p className={styles.date}>{dates.server(bid.date)}</p>
    </li>
  );
}
