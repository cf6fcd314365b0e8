/**
 * /request_history — SPEC §2 'Deposit History': every deposit and withdrawal
 * request (get_request_history.php) with its status.
 */
import { MSG } from '@matka/shared';
import { selectUser, useShellSelector } from '@matka/shared/client';
import { fetchRequestHistory } from '../../api/historyApi';
import { FundRequestList } from '../../components/FundRequestList';
import { FetchedLine, ListState } from '../../components/ListState';
import { useHistoryList } from '../../state/useHistoryList';

export function RequestHistory() {
  const phone = useShellSelector(selectUser)?.phone_number;
  const list = useHistoryList('requests', phone, fetchRequestHistory);

  return (
    <div className="page">
      <h2 className="section-title">Fund Request History</h2>
      <ListState {...list} skeleton="row" empty={MSG.noDataHistory}>
        {(rows) => (
          <>
            <FetchedLine fetchedAt={list.fetchedAt} loading={list.loading} count={rows.length} noun={['request', 'requests']} />
            <FundRequestList rows={rows} caption="Deposit and withdrawal requests, newest first" />
          </>
        )}
      </ListState>
    </div>
  );
}
