/**
 * /add_fund_auto — docs/PRODUCT.md §2 "Add fund through UPI": an amount (at least
 * MIN_DEPOSIT, docs/PRODUCT.md §5), then the auto add fund call; on SUCCESS the browser
 * goes to the gateway's payment page (in play mode the server's sandbox),
 * which returns to /payment-status. docs/PRODUCT.md §8: FAILURE shows the server msg,
 * any other failure 'Somthing Wents Wrong please try again!!!'.
 */
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { z } from 'zod';
import { MSG, autoAddFundRequest, type UserInfo } from '@matka/shared';
import { Trans } from 'react-i18next';
import { lazyToast, WALLET, localiseMessage, selectUser, useSchemaForm, useShellSelector, useText } from '@matka/shared/client';
import { BalanceCard } from '../../components/BalanceCard';
import { FormTextField } from '../../components/FormTextField';
import { ShieldCheckIcon } from '../../components/icons';
import { DepositsClosed } from '../../components/DepositsClosed';
import { PlayModeNotice } from '../../components/PlayModeNotice';
import { useDepositRoom } from '../../components/useDepositRoom';
import { browser } from '../../lib/browser';
import { amountInput } from '../../lib/inputs';
import { walletLimits } from '../../lib/limits';
import { newPaymentTransId } from '../../lib/payment';
import { useStartAutoAddFundMutation } from '../../state/walletApi';
import styles from './AddFundAuto.module.css';

/** Quick picks on the add-fund screen. */
const QUICK_AMOUNTS = [500, 1000, 2000, 5000] as const;

/** The player types the AMOUNT of the API's add-fund request; the TRANS_ID is made on sending. */
const addFundForm = (user: UserInfo) => z.object({ amount: autoAddFundRequest(walletLimits(user)).shape.AMOUNT });
type AddFundValues = z.output<ReturnType<typeof addFundForm>>;

export function AddFundAuto() {
  const user = useShellSelector(selectUser);
  if (!user) return <Navigate to="/Login" replace />;
  // A time-out or self-exclusion closes deposits: say why instead of the form.
  return user.play_block ? <DepositsClosed block={user.play_block} /> : <AddFundForm user={user} />;
}

function AddFundForm({ user }: { user: UserInfo }) {
  const { t } = useText(WALLET);
  const form = useSchemaForm<{ amount: string }, AddFundValues>(addFundForm(user), { amount: '' });
  // Leaving for the payment page: the button stays disabled until the page goes.
  const [leaving, setLeaving] = useState(false);
  const sending = form.formState.isSubmitting || leaving;
  const [startAutoAddFund] = useStartAutoAddFundMutation();
  const minDeposit = user.MIN_DEPOSIT;
  const amount = form.watch('amount');
  const depositLimit = useDepositRoom();

  const choose = (value: string) => {
    form.setValue('amount', amountInput(value));
    form.clearErrors('amount');
  };

  const pay = async ({ amount: points }: AddFundValues) => {
    const overLimit = depositLimit.refusal(points);
    if (overLimit) {
      form.setError('amount', { type: 'limit', message: overLimit });
      return;
    }
    try {
      const result = await startAutoAddFund({ USER_ID: user.phone_number, TRANS_ID: newPaymentTransId(), AMOUNT: points }).unwrap();
      const paymentUrl = result.result?.payment_url;
      if (result.status === 'SUCCESS' && paymentUrl) {
        setLeaving(true);
        browser.assign(paymentUrl);
        return;
      }
      lazyToast.error(result.status === 'FAILURE' && result.msg ? localiseMessage(result.msg) : localiseMessage(MSG.autoDepositFailed));
    } catch {
      lazyToast.error(localiseMessage(MSG.autoDepositFailed));
    }
  };

  return (
    <div className="page">
      <form className={`card form ${styles.card}`} onSubmit={form.handleSubmit(pay)} noValidate aria-busy={sending}>
        <h2 className="section-title">{t('addFund.title')}</h2>
        <PlayModeNotice />
        <FormTextField
          form={form} name="amount" accept={amountInput} label={t('amount.label')} suffix={t('points')} inputMode="numeric"
          placeholder={t('addFund.placeholder', { min: minDeposit })}
          hint={depositLimit.text ? t('amount.minimumWithRoom', { min: minDeposit, room: depositLimit.text }) : t('amount.minimum', { min: minDeposit })}
        />
        <div className={styles.chips} role="group" aria-label={t('addFund.quick')}>
          {QUICK_AMOUNTS.map((value) => (
            <button
              key={value}
              type="button"
              className={styles.chip}
              aria-pressed={amount === String(value)}
              onClick={() => choose(String(value))}
            >
              {value}
            </button>
          ))}
        </div>
        <button type="submit" className="btn btn-accent btn-block" disabled={sending}>
          {sending ? t('addFund.opening') : t('addFund.pay')}
        </button>
        <p className={styles.secure}>
          <ShieldCheckIcon width={16} height={16} />
          <span>{t('addFund.secure')}</span>
        </p>
      </form>

      <BalanceCard caption="current" />

      <p className={styles.alt}>
        <Trans t={t} i18nKey="addFund.otherWay" components={{ upload: <Link to="/add_fund_user" /> }} />
      </p>
    </div>
  );
}
