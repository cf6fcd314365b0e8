/**
 * /deposit — SPEC §2 "Payment numbers to copy plus a UTR form": adpayInfo.php
 * gives the UPI id and wallet-app numbers to pay to; the manual deposit form
 * follows.
 */
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Navigate } from 'react-router-dom';
import type { PaymentInfoResponse, UserInfo } from '@matka/shared';
import { ApiError, errorText, selectUser, useShellSelector } from '@matka/shared/client';
import { fetchPaymentInfo } from '../../api/walletApi';
import { CopyIcon } from '../../components/icons';
import { ManualDepositForm } from '../../components/ManualDepositForm';
import { PlayModeNotice } from '../../components/PlayModeNotice';
import { WALLET_TEXT } from '../../lib/rules';
import styles from './Deposit.module.css';

type PaymentInfo = PaymentInfoResponse['data'];

const METHODS: ReadonlyArray<{ key: keyof Omit<PaymentInfo, 'min_deposit'>; label: string }> = [
  { key: 'upi_id', label: 'UPI ID' },
  { key: 'phonepe', label: 'PhonePe' },
  { key: 'gpay', label: 'Google Pay' },
  { key: 'paytm', label: 'Paytm' },
];

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(WALLET_TEXT.copied);
  } catch {
    toast.error(WALLET_TEXT.copyFailed);
  }
}

export function Deposit() {
  const user = useShellSelector(selectUser);
  return user ? <DepositScreen user={user} /> : <Navigate to="/Login" replace />;
}

function DepositScreen({ user }: { user: UserInfo }) {
  const phone = user.phone_number;
  const [info, setInfo] = useState<PaymentInfo | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchPaymentInfo(phone, controller.signal)
      .then(setInfo)
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setFailed(true);
        if (!(failure instanceof ApiError && failure.status === 401)) toast.error(errorText(failure));
      });
    return () => controller.abort();
  }, [phone]);

  const methods = info ? METHODS.filter(({ key }) => info[key].trim() !== '') : [];

  return (
    <div className="page">
      <section className={`card ${styles.payCard}`} aria-labelledby="deposit-heading" aria-busy={!info && !failed}>
        <h2 id="deposit-heading" className="section-title">Pay to</h2>
        <p className={styles.intro}>Pay with any UPI app to one of these, then send the UTR below.</p>
        <PlayModeNotice />
        {!info && !failed && (
          <ul className={styles.list} aria-hidden="true">
            {METHODS.map(({ key }) => <li key={key} className={`${styles.method} ${styles.skeleton}`} />)}
          </ul>
        )}
        {failed && <p className="empty-state">Payment numbers could not be loaded. Please try again later.</p>}
        {info && methods.length === 0 && <p className="empty-state">No payment numbers are available right now.</p>}
        {methods.length > 0 && (
          <ul className={styles.list}>
            {methods.map(({ key, label }) => (
              <li key={key} className={styles.method}>
                <span className={styles.methodText}>
                  <span className={styles.methodLabel}>{label}</span>
                  <strong className={styles.methodValue}>{info?.[key]}</strong>
                </span>
                <button
                  type="button"
                  className={`btn btn-ghost ${styles.copy}`}
                  onClick={() => void copy(info?.[key] ?? '')}
                  aria-label={`Copy ${label}`}
                >
                  <CopyIcon width={18} height={18} />
                  Copy
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ManualDepositForm phone={phone} minDeposit={user.MIN_DEPOSIT} heading="Send payment details" />
    </div>
  );
}
