/**
 * Deposit and withdrawal requests as a table: when, what (type and remark),
 * points and status. Shared by /request_history and /fund_histry/{TYPE}.
 */
import type { FundRequestRow } from '@matka/shared';
import { HISTORY, useText } from '@matka/shared/client';
import { formatPoints, requestStatus, requestTypeLabel } from '../format';
import { DateText } from './DateCell';
import { Pill } from './Pill';
import styles from './FundRequestList.module.css';

export function FundRequestList({ rows, caption }: { rows: FundRequestRow[]; caption: string }) {
  const { t } = useText(HISTORY);
  return (
    <div className={`table-wrap ${styles.wrap}`}>
      <table className={`table ${styles.table}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('requests.date')}</th>
            <th scope="col">{t('requests.type')}</th>
            <th scope="col" className={styles.num}>{t('requests.points')}</th>
            <th scope="col">{t('requests.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const status = requestStatus(row.status, t);
            const deposit = row.action_type === 'Deposite';
            return (
              <tr key={`${row.date}-${index}`}>
                <td className={styles.dateCell}><DateText raw={row.date} /></td>
                <td className={styles.typeCell}>
                  <span className={deposit ? styles.deposit : styles.withdraw}>{requestTypeLabel(row.action_type, t)}</span>
                  {row.remark ? <>{' '}<span className={styles.remark}>{row.remark}</span></> : null}
                </td>
                <td className={`${styles.num} ${styles.points}`}>{formatPoints(row.points)}</td>
                <td className={styles.statusCell}><Pill tone={status.tone}>{status.label}</Pill></td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
