/**
 * /add_fund_auto — docs/PRODUCT.md §2 "Add fund through UPI": an amount (at least
 * MIN_DEPOSIT, docs/PRODUCT.md §5), then the auto add fund call; on SUCCESS the browser
 * goes to the gateway's payment page (in play mode the server's sandbox),
 * which returns to /payment-status. docs/PRODUCT.md §8: FAILURE shows the server msg,
 * any other failure 'Somthing Wents Wrong please try again!!!'.
 */
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate } from 'react-router-dom';
import { MSG, type UserInfo } from '@matka/shared';
import { selectUser, useShellSelector } from '@matka/shared/client';
import { BalanceCard } from '../../components/BalanceCard';
import { ShieldCheckIcon } from '../../components/icons';
import { DepositsClosed } from '../../components/DepositsClosed';
import { PlayModeNotice } from '../../components/PlayModeNotice';
import { TextField } from '../../components/TextField';
import { browser } from '../../lib/browser';
import { QUICK_AMOUNTS, amountInput, depositAmountError, newPaymentTransId } from '../../lib/rules';
import { useStartAutoAddFundMutation } from '../../state/walletApi';
import styles from './AddFundAuto.module.css';

export function AddFundAuto() {
  const user = useShellSelector(selectUser);
  if (!user) return <Navigate to="/Login" replace />;
  // A time-out or self-exclusion closes deposits: say why instead of the form.
  return user.play_block ? <DepositsClosed block={user.play_block} /> : <AddFundForm user={user} />;
}

function AddFundForm({ user }: { user: UserInfo }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [startAutoAddFund] = useStartAutoAddFundMutation();
  const minDeposit = user.MIN_DEPOSIT;

  const choose = (value: string) => {
    setAmount(amountInput(value));
    setError(undefined);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = depositAmountError(amount, minDeposit);
    setError(problem);
    if (problem) {
      event.currentTarget.querySelector<HTMLInputElement>('[name="amount"]')?.focus();
      return;
    }
    setSending(true);
    try {
      const result = await startAutoAddFund({ USER_ID: user.phone_number, TRANS_ID: newPaymentTransId(), AMOUNT: Number(amount) }).unwrap();
      const paymentUrl = result.result?.payment_url;
      if (result.status === 'SUCCESS' && paymentUrl) {
        // Leaving for the payment page: the button stays disabled until the page goes.
        browser.assign(paymentUrl);
        return;
      }
      toast.error(result.status === 'FAILURE' && result.msg ? result.msg : MSG.autoDepositFailed);
    } catch {
      toast.error(MSG.autoDepositFailed);
    }
    setSending(false);
  };

  return (
    <div className="page">
      <form className={`card form ${styles.card}`} onSubmit={handleSubmit} noValidate aria-busy={sending}>
        <h2 className="section-title">Add Fund</h2>
        <PlayModeNotice />
        <TextField
          name="amount" label="Amount" value={amount} suffix="points" inputMode="numeric" error={error}
          onChange={choose} placeholder={`${minDeposit} or more`} hint={`Minimum ${minDeposit} points.`}
        />
        <div className={styles.chips} role="group" aria-label="Quick amounts">
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
          {sending ? 'Opening payment…' : 'Pay with UPI'}
        </button>
        <p className={styles.secure}>
          <ShieldCheckIcon width={16} height={16} />
          <span>You will finish the payment on the payment page, then come back here.</span>
        </p>
      </form>

      <BalanceCard label="Current balance" />

      <p className={styles.alt}>
        Paid another way? <Link to="/add_fund_user">Upload the UTR and screenshot</Link>
      </p>
    </div>
  );
}
