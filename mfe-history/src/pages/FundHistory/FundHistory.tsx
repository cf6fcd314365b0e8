/**
 * /fund_histry/{TYPE} — the request list narrowed by TYPE (all, deposits,
 * approved deposits, withdrawals, approved withdrawals): the server filters by
 * TYPE (FUND_HISTORY_SCOPE), so every page it sends is full.
 */
import { Link, useParams } from 'react-router-dom';
import { FUND_HISTORY_TYPES, fundHistoryTitle, MSG, type FundHistoryType, type FundRequestRow } from '@matka/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { selectUser, useShellSelector } from '@matka/shared/client';
import { FundRequestList } from '../../components/FundRequestList';
import { FetchedLine, ListState } from '../../components/ListState';
import { LoadMore } from '../../components/LoadMore';
import { useGetRequestHistoryInfiniteQuery } from '../../state/historyApi';
import { pagedHistoryList } from '../../state/listState';
import { isFundHistoryType } from './fundFilters';
import styles from './FundHistory.module.css';

export function FundHistory() {
  const { type } = useParams();
  if (!isFundHistoryType(type)) return <UnknownType type={type ?? ''} />;
  return <FundHistoryList type={type} />;
}

function FundHistoryList({ type }: { type: FundHistoryType }) {
  const phone = useShellSelector(selectUser)?.phone_number;
  const list = pagedHistoryList<FundRequestRow, { result: FundRequestRow[] }>(
    useGetRequestHistoryInfiniteQuery(phone ? { phone_number: phone, type } : skipToken),
  );
  const title = fundHistoryTitle(type);

  return (
    <div className="page">
      <h2 className="section-title">{title}</h2>
      <ListState {...list} skeleton="row" empty={MSG.noDataHistory}>
        {(rows) => (
          <>
            <FetchedLine fetchedAt={list.fetchedAt} loading={list.loading} count={rows.length} noun={['request', 'requests']} />
            <FundRequestList rows={rows} caption={`${title}, newest first`} />
            <LoadMore hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
          </>
        )}
      </ListState>
    </div>
  );
}

function UnknownType({ type }: { type: string }) {
  return (
    <div className="page">
      <h2 className="section-title">Fund History</h2>
      <div className={`card ${styles.unknown}`} role="alert">
        <p className={styles.unknownTitle}>There is no history called “{type}”.</p>
        <p className="muted">Choose one of these:</p>
        <ul className={styles.choices}>
          {FUND_HISTORY_TYPES.map((known) => (
            <li key={known}>
              <Link className={styles.choice} to={`/fund_histry/${known}`}>{fundHistoryTitle(known)}</Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
