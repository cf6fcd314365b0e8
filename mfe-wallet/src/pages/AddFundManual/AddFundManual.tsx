/**
 * /add_fund_user — SPEC §2 "Manual add fund": the UTR and screenshot form of
 * a payment already made to the admin's UPI id.
 */
import { Link, Navigate } from 'react-router-dom';
import { selectUser, useShellSelector } from '@matka/shared/client';
import { ManualDepositForm } from '../../components/ManualDepositForm';
import { PlayModeNotice } from '../../components/PlayModeNotice';
import styles from './AddFundManual.module.css';

export function AddFundManual() {
  const user = useShellSelector(selectUser);
  if (!user) return <Navigate to="/Login" replace />;
  return (
    <div className="page">
      <ManualDepositForm
        phone={user.phone_number} minDeposit={user.MIN_DEPOSIT} heading="Manual Deposit" notice={<PlayModeNotice />}
      />
      <p className={styles.more}>
        {user.UPI_ADMIN ? <>Pay to UPI ID <strong className={styles.upi}>{user.UPI_ADMIN}</strong>. </> : null}
        <Link to="/deposit">See all payment numbers</Link>
      </p>
    </div>
  );
}
