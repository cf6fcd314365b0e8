/**
 * /payment-status?trans_id=… — docs/PRODUCT.md §4/§8 "Payment status": the gateway
 * returns here; the payment is verified once, the verdict toasted (the
 * pending message and a true status as success, anything else as an error),
 * then the player goes to /. A credited payment has the profile (the header
 * wallet) and the histories refetched (walletApi).
 */
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MSG } from '@matka/shared';
import { lazyToast, WALLET, errorText, failureMessage, localiseMessage, pageI18n, useText } from '@matka/shared/client';
import { useCheckPaymentStatusMutation } from '../../state/walletApi';
import styles from './PaymentStatus.module.css';

/** Says the verdict of a payment check. */
function sayVerdict(outcome: Awaited<ReturnType<ReturnType<typeof useCheckPaymentStatusMutation>[0]>>): void {
  if (outcome.error) {
    lazyToast.error(errorText(outcome.error));
    return;
  }
  const result = outcome.data;
  const message = result.message || failureMessage(result);
  // The verdict is read from the English words; the player reads them in their language.
  const said = message ? localiseMessage(message) : pageI18n().t('wallet:paymentStatus.failed');
  if (message === MSG.paymentPending || result.status === true) lazyToast.success(said);
  else lazyToast.error(said);
}

export function PaymentStatus() {
  const { t } = useText(WALLET);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [checkPaymentStatus] = useCheckPaymentStatusMutation();
  const transId = params.get('trans_id')?.trim() ?? '';
  // Once per visit: a remounted effect (StrictMode) must not verify or toast twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!transId) {
      lazyToast.error(pageI18n().t('wallet:paymentStatus.referenceMissing'));
      navigate('/', { replace: true });
      return;
    }
    void checkPaymentStatus(transId).then((outcome) => {
      sayVerdict(outcome);
      navigate('/', { replace: true });
    });
  }, [transId, navigate, checkPaymentStatus]);

  return (
    <div className="page">
      <section className={`card ${styles.card}`} aria-busy="true" aria-labelledby="payment-status-heading">
        <h2 id="payment-status-heading" className="section-title">{t('paymentStatus.title')}</h2>
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.message} role="status">{t('paymentStatus.verifying')}</p>
        {transId && <p className={styles.reference}>{t('paymentStatus.reference')} <span>{transId}</span></p>}
        <p className={styles.hint}>{t('paymentStatus.dontClose')}</p>
      </section>
    </div>
  );
}
