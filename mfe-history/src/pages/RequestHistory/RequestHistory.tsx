/**
 * /request_history — docs/PRODUCT.md §2 'Deposit History': every deposit and withdrawal
 * request (get_request_history.php) with its status.
 */
import { MSG, type FundRequestRow } from '@matka/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { HISTORY, selectUser, useMessage, useShellSelector, useText } from '@matka/shared/client';
import { FundRequestList } from '../../components/FundRequestList';
import { FetchedLine, ListState } from '../../components/ListState';
import { LoadMore } from '../../components/LoadMore';
import { useGetRequestHistoryInfiniteQuery } from '../../state/historyApi';
import { pagedHistoryList } from '../../state/listState';

export function RequestHistory() {
  const { t } = useText(HISTORY);
  const say = useMessage();
  const phone = useShellSelector(selectUser)?.phone_number;
  const list = pagedHistoryList<FundRequestRow, { result: FundRequestRow[] }>(
    useGetRequestHistoryInfiniteQuery(phone ? { phone_number: phone, type: 'ALL_FUND_HISTROY' } : skipToken),
  );

  return (
    <div className="page">
      <h2 className="section-title">{t('fund.requestsTitle')}</h2>
      <ListState {...list} skeleton="row" empty={say(MSG.noDataHistory)}>
        {(rows) => (
          <>
            <FetchedLine fetchedAt={list.fetchedAt} loading={list.loading} count={rows.length} noun="requests" />
            <FundRequestList rows={rows} caption={t('fund.requestsCaption')} />
            <LoadMore hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
          </>
        )}
      </ListState>
    </div>
  );
}
