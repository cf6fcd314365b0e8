/**
 * /payment-status?trans_id=… — SPEC §4/§8 "Payment status": the gateway
 * returns here; the payment is verified once, the verdict toasted (the
 * pending message and a true status as success, anything else as an error),
 * then the player goes to /.
 */
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MSG } from '@matka/shared';
import { errorText, failureMessage, selectUser, useShellSelector } from '@matka/shared/client';
import { checkPaymentStatus } from '../../api/walletApi';
import { WALLET_TEXT } from '../../lib/rules';
import { useProfileRefresh } from '../../lib/useProfileRefresh';
import styles from './PaymentStatus.module.css';

/** Verifies and says the verdict; resolves true when the payment was credited. */
async function verify(transId: string): Promise<boolean> {
  try {
    const result = await checkPaymentStatus(transId);
    const message = result.message || failureMessage(result) || 'Payment failed.';
    if (message === MSG.paymentPending || result.status === true) toast.success(message);
    else toast.error(message);
    return result.status === true;
  } catch (failure) {
    toast.error(errorText(failure));
    return false;
  }
}

export function PaymentStatus() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const phone = useShellSelector(selectUser)?.phone_number;
  const refreshProfile = useProfileRefresh();
  const transId = params.get('trans_id')?.trim() ?? '';
  // Once per visit: a remounted effect (StrictMode) must not verify or toast twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!transId) {
      toast.error(WALLET_TEXT.paymentReferenceMissing);
      navigate('/', { replace: true });
      return;
    }
    void (async () => {
      const credited = await verify(transId);
      // The header wallet follows the server: fetch the credited balance before leaving.
      if (credited && phone) await refreshProfile(phone);
      navigate('/', { replace: true });
    })();
  }, [transId, navigate, phone, refreshProfile]);

  return (
    <div className="page">
      <section className={`card ${styles.card}`} aria-busy="true" aria-labelledby="payment-status-heading">
        <h2 id="payment-status-heading" className="section-title">Payment Status</h2>
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.message} role="status">Verifying payment…</p>
        {transId && <p className={styles.reference}>Reference <span>{transId}</span></p>}
        <p className={styles.hint}>Please don’t close this page.</p>
      </section>
    </div>
  );
}
