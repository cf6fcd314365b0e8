/**
 * /account-statement — the wallet ledger (get_wallet_history.php), newest
 * first as the server sends it: when, why, the signed amount (credits green,
 * debits red) and the balance after it.
 */
import { MSG, type WalletHistoryRow } from '@matka/shared';
import { selectUser, useShellSelector } from '@matka/shared/client';
import { fetchWalletHistory } from '../../api/historyApi';
import { DateText } from '../../components/DateCell';
import { FetchedLine, ListState } from '../../components/ListState';
import { formatPoints, signedAmount } from '../../format';
import { useHistoryList } from '../../state/useHistoryList';
import styles from './AccountStatement.module.css';

export function AccountStatement() {
  const phone = useShellSelector(selectUser)?.phone_number;
  const list = useHistoryList('wallet', phone, fetchWalletHistory);

  return (
    <div className="page">
      <h2 className="section-title">Account Statement</h2>
      <ListState {...list} skeleton="row" empty={MSG.noDataHistory}>
        {(rows) => (
          <>
            <FetchedLine fetchedAt={list.fetchedAt} loading={list.loading} count={rows.length} noun={['entry', 'entries']} />
            <Statement rows={rows} />
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
