/**
 * /account-statement — the wallet ledger (get_wallet_history.php), newest
 * first as the server sends it, a page at a time: when, why, the signed
 * amount (credits green, debits red) and the balance after it. A date range
 * (IST days) narrows it on the server.
 */
import { useState } from 'react';
import { MSG, type WalletHistoryRow } from '@matka/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { selectUser, useShellSelector } from '@matka/shared/client';
import { DateText } from '../../components/DateCell';
import { FetchedLine, ListState } from '../../components/ListState';
import { LoadMore } from '../../components/LoadMore';
import { formatPoints, signedAmount } from '../../format';
import { useGetWalletHistoryInfiniteQuery } from '../../state/historyApi';
import { pagedHistoryList } from '../../state/listState';
import { DateRangeFilter, type DateRange } from './DateRangeFilter';
import styles from './AccountStatement.module.css';

export function AccountStatement() {
  const phone = useShellSelector(selectUser)?.phone_number;
  const [range, setRange] = useState<DateRange>({});
  const list = pagedHistoryList<WalletHistoryRow, { result: WalletHistoryRow[] }>(
    useGetWalletHistoryInfiniteQuery(phone ? { phone_number: phone, ...range } : skipToken),
  );

  return (
    <div className="page">
      <h2 className="section-title">Account Statement</h2>
      <DateRangeFilter range={range} onChange={setRange} />
      <ListState {...list} skeleton="row" empty={MSG.noDataHistory}>
        {(rows) => (
          <>
            <FetchedLine fetchedAt={list.fetchedAt} loading={list.loading} count={rows.length} noun={['entry', 'entries']} />
            <Statement rows={rows} />
            <LoadMore hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
          </>
        )}
      </ListState>
    </div>
  );
}

function Statement({ rows }: { rows: WalletHistoryRow[] }) {
  return (
    <div className={`table-wrap ${styles.wrap}`}>
      <table className={`table ${styles.table}`}>
        <caption className="visually-hidden">Wallet transactions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Remark</th>
            <th scope="col" className={styles.num}>Amount</th>
            <th scope="col" className={styles.num}>Balance</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const amount = signedAmount(row.amount);
            return (
              <tr key={`${row.date}-${index}`}>
                <td data-label="Date" className={styles.dateCell}><DateText raw={row.date} /></td>
                <td data-label="Remark" className={styles.remark}>{row.remark || '—'}</td>
                <td data-label="Amount" className={`${styles.num} ${amount.credit ? 'amount-credit' : 'amount-debit'}`}>
                  {amount.text}
                </td>
                <td data-label="Balance" className={`${styles.num} ${styles.balance}`}>{formatPoints(row.updated_amount)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
