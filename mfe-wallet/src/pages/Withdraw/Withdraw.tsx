/**
 * /withdraw — docs/PRODUCT.md §2/§7 withdraw_request.php: an amount (a positive whole
 * number, no more than the balance) paid to the saved bank account. The
 * server holds the points at once: the header wallet shows the balance it
 * reports, and the profile and histories are refetched (walletApi).
 */
import toast from 'react-hot-toast';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { FUND_MSG, withdrawRequest, type UserInfo, type WithdrawInput } from '@matka/shared';
import { errorText, selectUser, useSchemaForm, useShellSelector } from '@matka/shared/client';
import { BalanceCard } from '../../components/BalanceCard';
import { FormTextField } from '../../components/FormTextField';
import { BankIcon } from '../../components/icons';
import { amountInput } from '../../lib/inputs';
import { walletLimits, withdrawInput } from '../../lib/limits';
import { maskAccountNumber } from '../../lib/payment';
import { useRequestWithdrawalMutation } from '../../state/walletApi';
import styles from './Withdraw.module.css';

/** The API's withdrawal schema, then the balance shown (the server judges it again when it holds the points). */
const withdrawForm = (user: UserInfo) =>
  withdrawRequest(walletLimits(user)).refine(({ amount }) => amount <= user.wallet, { path: ['amount'], error: FUND_MSG.insufficientBalance });

export function Withdraw() {
  const user = useShellSelector(selectUser);
  return user ? <WithdrawForm user={user} /> : <Navigate to="/Login" replace />;
}

function WithdrawForm({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  const [requestWithdrawal] = useRequestWithdrawalMutation();
  const form = useSchemaForm<{ amount: string }, WithdrawInput>(withdrawForm(user), { amount: '' });
  const sending = form.formState.isSubmitting;
  const bank = user.bank_details;
  const { minWithdraw } = walletLimits(user);

  const withdraw = async ({ amount }: WithdrawInput) => {
    if (!bank) return;
    try {
      const response = await requestWithdrawal({ phone_number: user.phone_number, amount }).unwrap();
      toast.success(response.msg || 'Withdrawal request submitted.');
      navigate('/fund_histry/ALL_WITHDRAWAL');
    } catch (failure) {
      toast.error(errorText(failure));
    }
  };

  return (
    <div className="page">
      <form className={`card form ${styles.card}`} onSubmit={form.handleSubmit(withdraw)} noValidate aria-busy={sending}>
        <h2 className="section-title">Withdraw Funds</h2>
        <BalanceCard label="Available to withdraw" />

        {bank ? (
          <section className={styles.bank} aria-labelledby="withdraw-bank">
            <span className={styles.bankIcon}><BankIcon /></span>
            <div className={styles.bankText}>
              <h3 id="withdraw-bank" className={styles.bankTitle}>Paid to</h3>
              <p className={styles.bankName}>{bank.account_holder_name}</p>
              <p className={styles.bankLine}>
                {bank.bank_name} · A/c {maskAccountNumber(bank.account_number)} · IFSC {bank.ifsc_code}
              </p>
            </div>
            <Link to="/add_bank_details" state={{ from: '/withdraw' }} className={styles.edit}>Change</Link>
          </section>
        ) : (
          <section className={styles.noBank} aria-labelledby="withdraw-no-bank">
            <h3 id="withdraw-no-bank" className={styles.bankTitle}>No bank account saved</h3>
            <p>Add the bank account your withdrawals should be paid to.</p>
            <Link to="/add_bank_details" state={{ from: '/withdraw' }} className="btn btn-block">Add Bank Details</Link>
          </section>
        )}

        <FormTextField
          form={form} name="amount" accept={withdrawInput(user.wallet, amountInput)} label="Amount" suffix="points" inputMode="numeric"
          hint={`Minimum ${minWithdraw.toLocaleString('en-IN')} points, up to your balance of ${user.wallet.toLocaleString('en-IN')} points. The points are held until the payout is made.`}
        />
        <button type="submit" className="btn btn-block" disabled={sending || !bank}>
          {sending ? 'Sending request…' : 'Withdraw'}
        </button>
      </form>

      <p className={styles.more}>
        <Link to="/fund_histry/ALL_WITHDRAWAL">Withdrawal History</Link>
      </p>
    </div>
  );
}
