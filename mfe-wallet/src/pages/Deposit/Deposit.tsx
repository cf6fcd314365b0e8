/**
 * /deposit — docs/PRODUCT.md §2 "Payment numbers to copy plus a UTR form": adpayInfo.php
 * gives the UPI id and wallet-app numbers to pay to; the manual deposit form
 * follows.
 */
import { Navigate } from 'react-router-dom';
import type { UserInfo } from '@matka/shared';
import { lazyToast, WALLET, pageI18n, selectUser, useFailureToast, useShellSelector, useText } from '@matka/shared/client';
import { CopyIcon } from '../../components/icons';
import { ManualDepositForm } from '../../components/ManualDepositForm';
import { DepositsClosed } from '../../components/DepositsClosed';
import { PlayModeNotice } from '../../components/PlayModeNotice';
import { useGetPaymentInfoQuery, type PaymentInfo } from '../../state/walletApi';
import styles from './Deposit.module.css';

/** The ways to pay; the brands' names are the same in every language, the UPI id's is wallet:deposit.upiId. */
const METHODS: ReadonlyArray<{ key: keyof Omit<PaymentInfo, 'min_deposit'>; label: string | null }> = [
  { key: 'upi_id', label: null },
  { key: 'phonepe', label: 'PhonePe' },
  { key: 'gpay', label: 'Google Pay' },
  { key: 'paytm', label: 'Paytm' },
];

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    lazyToast.success(pageI18n().t('wallet:deposit.copied'));
  } catch {
    lazyToast.error(pageI18n().t('wallet:deposit.copyFailed'));
  }
}

export function Deposit() {
  const user = useShellSelector(selectUser);
  if (!user) return <Navigate to="/Login" replace />;
  // A time-out or self-exclusion closes deposits: say why instead of the form.
  return user.play_block ? <DepositsClosed block={user.play_block} /> : <DepositScreen user={user} />;
}

function DepositScreen({ user }: { user: UserInfo }) {
  const { t } = useText(WALLET);
  const phone = user.phone_number;
  const payment = useGetPaymentInfoQuery(phone);
  const info = payment.data ?? null;
  const failed = !info && payment.isError;
  useFailureToast(payment.error, 'deposit-payment-info');

  const methods = info ? METHODS.filter(({ key }) => info[key].trim() !== '') : [];

  return (
    <div className="page">
      <section className={`card ${styles.payCard}`} aria-labelledby="deposit-heading" aria-busy={!info && !failed}>
        <h2 id="deposit-heading" className="section-title">{t('deposit.payTo')}</h2>
        <p className={styles.intro}>{t('deposit.intro')}</p>
        <PlayModeNotice />
        {!info && !failed && (
          <ul className={styles.list} aria-hidden="true">
            {METHODS.map(({ key }) => <li key={key} className={`${styles.method} ${styles.skeleton}`} />)}
          </ul>
        )}
        {failed && <p className="empty-state">{t('deposit.loadFailed')}</p>}
        {info && methods.length === 0 && <p className="empty-state">{t('deposit.none')}</p>}
        {methods.length > 0 && (
          <ul className={styles.list}>
            {methods.map(({ key, label: brand }) => {
              const label = brand ?? t('deposit.upiId');
              return (
              <li key={key} className={styles.method}>
                <span className={styles.methodText}>
                  <span className={styles.methodLabel}>{label}</span>
                  <strong className={styles.methodValue}>{info?.[key]}</strong>
                </span>
                <button
                  type="button"
                  className={`btn btn-ghost ${styles.copy}`}
                  onClick={() => void copy(info?.[key] ?? '')}
                  aria-label={t('deposit.copyLabel', { label })}
                >
                  <CopyIcon width={18} height={18} />
                  {t('deposit.copy')}
                </button>
              </li>
              );
            })}
          </ul>
        )}
      </section>

      <ManualDepositForm user={user} heading={t('deposit.sendDetails')} withScreenshot={false} />
    </div>
  );
}
