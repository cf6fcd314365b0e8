/**
 * /account-statement — the wallet ledger (get_wallet_history.php), newest
 * first as the server sends it, a page at a time: when, why, the signed
 * amount (credits green, debits red) and the balance after it. A date range
 * (IST days) narrows it on the server.
 */
import { useState } from 'react';
import { MSG, type WalletHistoryRow } from '@matka/shared';
import { skipToken } from '@reduxjs/toolkit/query';
import { HISTORY, selectUser, useMessage, useShellSelector, useText } from '@matka/shared/client';
import { DateText } from '../../components/DateCell';
import { FetchedLine, ListState } from '../../components/ListState';
import { LoadMore } from '../../components/LoadMore';
import { formatPoints, signedAmount } from '../../format';
import { useGetWalletHistoryInfiniteQuery } from '../../state/historyApi';
import { pagedHistoryList } from '../../state/listState';
import { DateRangeFilter, type DateRange } from './DateRangeFilter';
import styles from './AccountStatement.module.css';

export function AccountStatement() {
  const { t } = useText(HISTORY);
  const say = useMessage();
  const phone = useShellSelector(selectUser)?.phone_number;
  const [range, setRange] = useState<DateRange>({});
  const list = pagedHistoryList<WalletHistoryRow, { result: WalletHistoryRow[] }>(
    useGetWalletHistoryInfiniteQuery(phone ? { phone_number: phone, ...range } : skipToken),
  );

  return (
    <div className="page">
      <h2 className="section-title">{t('statement.title')}</h2>
      <DateRangeFilter range={range} onChange={setRange} />
      <ListState {...list} skeleton="row" empty={say(MSG.noDataHistory)}>
        {(rows) => (
          <>
            <FetchedLine fetchedAt={list.fetchedAt} loading={list.loading} count={rows.length} noun="entries" />
            <Statement rows={rows} />
            <LoadMore hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
          </>
        )}
      </ListState>
    </div>
  );
}

function Statement({ rows }: { rows: WalletHistoryRow[] }) {
  const { t } = useText(HISTORY);
  return (
    <div className={`table-wrap ${styles.wrap}`}>
      <table className={`table ${styles.table}`}>
        <caption className="visually-hidden">{t('statement.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('statement.date')}</th>
            <th scope="col">{t('statement.remark')}</th>
            <th scope="col" className={styles.num}>{t('statement.amount')}</th>
            <th scope="col" className={styles.num}>{t('statement.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const amount = signedAmount(row.amount);
            return (
              <tr key={`${row.date}-${index}`}>
                <td data-label={t('statement.date')} className={styles.dateCell}><DateText raw={row.date} /></td>
                <td data-label={t('statement.remark')} className={styles.remark}>{row.remark || '—'}</td>
                <td data-label={t('statement.amount')} className={`${styles.num} ${amount.credit ? 'amount-credit' : 'amount-debit'}`}>
                  {amount.text}
                </td>
                <td data-label={t('statement.balance')} className={`${styles.num} ${styles.balance}`}>{formatPoints(row.updated_amount)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
