/**
 * /add_fund_user — docs/PRODUCT.md §2 "Manual add fund": the UTR and screenshot form of
 * a payment already made to the admin's UPI id.
 */
import { Link, Navigate } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { WALLET, selectUser, useShellSelector, useText } from '@matka/shared/client';
import { DepositsClosed } from '../../components/DepositsClosed';
import { ManualDepositForm } from '../../components/ManualDepositForm';
import { PlayModeNotice } from '../../components/PlayModeNotice';
import styles from './AddFundManual.module.css';

export function AddFundManual() {
  const { t } = useText(WALLET);
  const user = useShellSelector(selectUser);
  if (!user) return <Navigate to="/Login" replace />;
  // A time-out or self-exclusion closes deposits: say why instead of the form.
  if (user.play_block) return <DepositsClosed block={user.play_block} />;
  return (
    <div className="page">
      <ManualDepositForm
        user={user} heading={t('manual.title')} notice={<PlayModeNotice />} withScreenshot
      />
      <p className={styles.more}>
        {user.UPI_ADMIN
          ? <Trans t={t} i18nKey="manual.payToUpi" values={{ upi: user.UPI_ADMIN }} components={{ strong: <strong className={styles.upi} /> }} />
          : null}
        <Link to="/deposit">{t('manual.allNumbers')}</Link>
      </p>
    </div>
  );
}
