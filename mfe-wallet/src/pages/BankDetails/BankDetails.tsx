/**
 * /add_bank_details — docs/PRODUCT.md §5/§7 "Save bank details": holder, account number,
 * bank, IFSC (upper-cased as typed and on send) and the optional wallet-app
 * numbers, sent only when filled. A failure without a server msg is
 * 'Api Error' (docs/PRODUCT.md §8). Once saved, the session holds what the
 * server accepted at once, and the profile is refetched silently (walletApi).
 */
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ACCOUNT_NUMBER_MAX, IFSC_LENGTH, MSG, bankDetailsRequest, type BankDetailsInput, type UserInfo } from '@matka/shared';
import {
  lazyToast, WALLET, failureMessage, isApiFailure, localiseMessage, profileRefreshed, selectUser, useAppDispatch, useSchemaForm, useShellSelector, useText,
} from '@matka/shared/client';
import { FormTextField } from '../../components/FormTextField';
import { ShieldCheckIcon } from '../../components/icons';
import { accountNumberInput, ifscInput, walletNumberInput } from '../../lib/inputs';
import { useSaveBankDetailsMutation } from '../../state/walletApi';
import styles from './BankDetails.module.css';

type BankForm = Record<keyof BankDetailsInput, string>;

function formFromUser(user: UserInfo): BankForm {
  const bank = user.bank_details;
  return {
    account_holder_name: bank?.account_holder_name ?? '',
    account_number: bank?.account_number ?? '',
    bank_name: bank?.bank_name ?? '',
    ifsc_code: bank?.ifsc_code ?? '',
    paytm: user.paytm ?? '',
    phonepay: user.phonepay ?? '',
    googlepay: user.googlepay ?? '',
  };
}

/** docs/PRODUCT.md §8: the server's msg when it gave one, else 'Api Error'. */
function bankFailureText(failure: unknown): string {
  const said = isApiFailure(failure) ? failureMessage(failure.body) : undefined;
  if (!said) return localiseMessage(MSG.apiError);
  const body = isApiFailure(failure) ? (failure.body as { code?: unknown; params?: unknown } | undefined) : undefined;
  return localiseMessage(said, body?.code, body?.params);
}

export function BankDetails() {
  const user = useShellSelector(selectUser);
  return user ? <BankDetailsForm user={user} /> : <Navigate to="/Login" replace />;
}

function BankDetailsForm({ user }: { user: UserInfo }) {
  const { t } = useText(WALLET);
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const [saveBankDetails] = useSaveBankDetailsMutation();
  const form = useSchemaForm<BankForm, BankDetailsInput>(bankDetailsRequest, formFromUser(user));
  const saving = form.formState.isSubmitting;
  const returnTo = (location.state as { from?: unknown } | null)?.from === '/withdraw' ? '/withdraw' : undefined;

  // The schema trims, upper-cases the IFSC and leaves out blank wallet-app numbers.
  const save = async (details: BankDetailsInput) => {
    const { paytm, phonepay, googlepay, ...bank } = details;
    const payload = {
      phone_number: user.phone_number, ...bank,
      ...(paytm ? { paytm } : {}), ...(phonepay ? { phonepay } : {}), ...(googlepay ? { googlepay } : {}),
    };
    try {
      const response = await saveBankDetails(payload).unwrap();
      lazyToast.success(response.msg ? localiseMessage(response.msg, response.code, response.params) : t('bank.saved'));
      // The session holds what the server just accepted; the profile refetch follows.
      dispatch(profileRefreshed({
        ...user, bank_details: bank,
        paytm: paytm ?? user.paytm, phonepay: phonepay ?? user.phonepay, googlepay: googlepay ?? user.googlepay,
      }));
      form.setValue('ifsc_code', bank.ifsc_code);
      if (returnTo) navigate(returnTo);
    } catch (failure) {
      lazyToast.error(bankFailureText(failure));
    }
  };

  return (
    <div className="page">
      <form className={`card form ${styles.card}`} onSubmit={form.handleSubmit(save)} noValidate aria-busy={saving}>
        <h2 className="section-title">{t('bank.title')}</h2>
        <p className={styles.intro}>{t('bank.intro')}</p>

        <FormTextField form={form} name="account_holder_name" label={t('bank.holder')} autoComplete="name" maxLength={80} />
        <FormTextField
          form={form} name="account_number" accept={accountNumberInput} label={t('bank.account')} inputMode="numeric" maxLength={ACCOUNT_NUMBER_MAX}
          hint={t('bank.accountHint')}
        />
        <FormTextField form={form} name="bank_name" label={t('bank.bankName')} maxLength={80} />
        <FormTextField
          form={form} name="ifsc_code" accept={ifscInput} label={t('bank.ifsc')} autoCapitalize="characters" maxLength={IFSC_LENGTH}
          hint={t('bank.ifscHint')}
        />

        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>{t('bank.apps')}</legend>
          <p className={styles.groupHint}>{t('bank.appsHint')}</p>
          <FormTextField form={form} name="paytm" accept={walletNumberInput} label={t('bank.paytm')} inputMode="numeric" maxLength={10} />
          <FormTextField form={form} name="phonepay" accept={walletNumberInput} label={t('bank.phonepe')} inputMode="numeric" maxLength={10} />
          <FormTextField form={form} name="googlepay" accept={walletNumberInput} label={t('bank.gpay')} inputMode="numeric" maxLength={10} />
        </fieldset>

        <button type="submit" className="btn btn-block" disabled={saving}>
          {saving ? t('bank.saving') : t('bank.save')}
        </button>
        <p className={styles.secure}>
          <ShieldCheckIcon width={16} height={16} />
          <span>{t('bank.secure')}</span>
        </p>
      </form>
    </div>
  );
}
