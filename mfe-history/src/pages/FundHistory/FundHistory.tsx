/**
 * /fund_histry/{TYPE} — the request list narrowed by TYPE (all, deposits,
 * approved deposits, withdrawals, approved withdrawals): the server filters by
 * TYPE (FUND_HISTORY_SCOPE), so every page it sends is full.
 */
import { Link, useParams } from 'react-router-dom';
import { FUND_HISTORY_TYPES, MSG, type FundHistoryType, type FundRequestRow } from '@matka/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { HISTORY, selectUser, useMessage, useShellSelector, useText } from '@matka/shared/client';
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
  const { t } = useText(HISTORY);
  const say = useMessage();
  const phone = useShellSelector(selectUser)?.phone_number;
  const list = pagedHistoryList<FundRequestRow, { result: FundRequestRow[] }>(
    useGetRequestHistoryInfiniteQuery(phone ? { phone_number: phone, type } : skipToken),
  );
  const title = t(`fund.titles.${type}`);

  return (
    <div className="page">
      <h2 className="section-title">{title}</h2>
      <ListState {...list} skeleton="row" empty={say(MSG.noDataHistory)}>
        {(rows) => (
          <>
            <FetchedLine fetchedAt={list.fetchedAt} loading={list.loading} count={rows.length} noun="requests" />
            <FundRequestList rows={rows} caption={t('fund.newestFirst', { title })} />
            <LoadMore hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
          </>
        )}
      </ListState>
    </div>
  );
}

function UnknownType({ type }: { type: string }) {
  const { t } = useText(HISTORY);
  return (
    <div className="page">
      <h2 className="section-title">{t('fund.title')}</h2>
      <div className={`card ${styles.unknown}`} role="alert">
        <p className={styles.unknownTitle}>{t('fund.unknown', { type })}</p>
        <p className="muted">{t('fund.choose')}</p>
        <ul className={styles.choices}>
          {FUND_HISTORY_TYPES.map((known) => (
            <li key={known}>
              <Link className={styles.choice} to={`/fund_histry/${known}`}>{t(`fund.titles.${known}`)}</Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
