/**
 * /withdraw — docs/PRODUCT.md §2/§7 withdraw_request.php: an amount (a positive whole
 * number, no more than the balance) paid to the saved bank account. The
 * server holds the points at once: the header wallet shows the balance it
 * reports, and the profile and histories are refetched (walletApi).
 */
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { FUND_MSG, withdrawRequest, type UserInfo, type WithdrawInput } from '@matka/shared';
import { lazyToast, WALLET, errorText, localiseMessage, selectUser, useFormat, useSchemaForm, useShellSelector, useText } from '@matka/shared/client';
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
  const { t } = useText(WALLET);
  const format = useFormat();
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
      lazyToast.success(response.msg ? localiseMessage(response.msg, response.code, response.params) : t('withdraw.submitted'));
      navigate('/fund_histry/ALL_WITHDRAWAL');
    } catch (failure) {
      lazyToast.error(errorText(failure));
    }
  };

  return (
    <div className="page">
      <form className={`card form ${styles.card}`} onSubmit={form.handleSubmit(withdraw)} noValidate aria-busy={sending}>
        <h2 className="section-title">{t('withdraw.title')}</h2>
        <BalanceCard caption="toWithdraw" />

        {bank ? (
          <section className={styles.bank} aria-labelledby="withdraw-bank">
            <span className={styles.bankIcon}><BankIcon /></span>
            <div className={styles.bankText}>
              <h3 id="withdraw-bank" className={styles.bankTitle}>{t('withdraw.paidTo')}</h3>
              <p className={styles.bankName}>{bank.account_holder_name}</p>
              <p className={styles.bankLine}>
                {t('withdraw.bankLine', { bank: bank.bank_name, account: maskAccountNumber(bank.account_number), ifsc: bank.ifsc_code })}
              </p>
            </div>
            <Link to="/add_bank_details" state={{ from: '/withdraw' }} className={styles.edit}>{t('withdraw.change')}</Link>
          </section>
        ) : (
          <section className={styles.noBank} aria-labelledby="withdraw-no-bank">
            <h3 id="withdraw-no-bank" className={styles.bankTitle}>{t('withdraw.noBank')}</h3>
            <p>{t('withdraw.noBankText')}</p>
            <Link to="/add_bank_details" state={{ from: '/withdraw' }} className="btn btn-block">{t('withdraw.addBank')}</Link>
          </section>
        )}

        <FormTextField
          form={form} name="amount" accept={withdrawInput(user.wallet, amountInput)} label={t('amount.label')} suffix={t('points')} inputMode="numeric"
          hint={t('withdraw.hint', { min: format.number(minWithdraw), balance: format.number(user.wallet) })}
        />
        <button type="submit" className="btn btn-block" disabled={sending || !bank}>
          {sending ? t('withdraw.sending') : t('withdraw.submit')}
        </button>
      </form>

      <p className={styles.more}>
        <Link to="/fund_histry/ALL_WITHDRAWAL">{t('withdraw.history')}</Link>
      </p>
    </div>
  );
}
