/**
 * /add_bank_details — docs/PRODUCT.md §5/§7 "Save bank details": holder, account number,
 * bank, IFSC (upper-cased as typed and on send) and the optional wallet-app
 * numbers, sent only when filled. A failure without a server msg is
 * 'Api Error' (docs/PRODUCT.md §8). Once saved, the session holds what the
 * server accepted at once, and the profile is refetched silently (walletApi).
 */
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { MSG, type UserInfo } from '@matka/shared';
import { failureMessage, isApiFailure, profileRefreshed, selectUser, useAppDispatch, useShellSelector } from '@matka/shared/client';
import { ShieldCheckIcon } from '../../components/icons';
import { TextField } from '../../components/TextField';
import {
  ACCOUNT_NUMBER_MAX, BANK_FIELD_ORDER, IFSC_LENGTH, bankPayload, ifscInput, validateBankForm,
  type BankErrors, type BankField, type BankForm,
} from '../../lib/rules';
import { useSaveBankDetailsMutation } from '../../state/walletApi';
import styles from './BankDetails.module.css';

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

/** What each field accepts while typing. */
const INPUT_FILTER: Partial<Record<BankField, (raw: string) => string>> = {
  account_number: (raw) => raw.replace(/\D/g, '').slice(0, ACCOUNT_NUMBER_MAX),
  ifsc_code: ifscInput,
  paytm: (raw) => raw.replace(/\D/g, '').slice(0, 10),
  phonepay: (raw) => raw.replace(/\D/g, '').slice(0, 10),
  googlepay: (raw) => raw.replace(/\D/g, '').slice(0, 10),
};

/** docs/PRODUCT.md §8: the server's msg when it gave one, else 'Api Error'. */
function bankFailureText(failure: unknown): string {
  return (isApiFailure(failure) ? failureMessage(failure.body) : undefined) ?? MSG.apiError;
}

export function BankDetails() {
  const user = useShellSelector(selectUser);
  return user ? <BankDetailsForm user={user} /> : <Navigate to="/Login" replace />;
}

function BankDetailsForm({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const [saveBankDetails] = useSaveBankDetailsMutation();
  const [form, setForm] = useState<BankForm>(() => formFromUser(user));
  const [errors, setErrors] = useState<BankErrors>({});
  const [saving, setSaving] = useState(false);
  const returnTo = (location.state as { from?: unknown } | null)?.from === '/withdraw' ? '/withdraw' : undefined;

  const field = (name: BankField) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (raw: string) => {
      const value = INPUT_FILTER[name]?.(raw) ?? raw;
      setForm((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const problems = validateBankForm(form);
    setErrors(problems);
    const firstInvalid = BANK_FIELD_ORDER.find((name) => problems[name]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const payload = bankPayload(user.phone_number, form);
    setSaving(true);
    try {
      const response = await saveBankDetails(payload).unwrap();
      toast.success(response.msg || 'Bank details saved.');
      // The session holds what the server just accepted; the profile refetch follows.
      const { phone_number: _phone, paytm, phonepay, googlepay, ...bank } = payload;
      dispatch(profileRefreshed({
        ...user, bank_details: bank,
        paytm: paytm ?? user.paytm, phonepay: phonepay ?? user.phonepay, googlepay: googlepay ?? user.googlepay,
      }));
      setForm((current) => ({ ...current, ifsc_code: payload.ifsc_code }));
      if (returnTo) navigate(returnTo);
    } catch (failure) {
      toast.error(bankFailureText(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="page">
      <form className={`card form ${styles.card}`} onSubmit={handleSubmit} noValidate aria-busy={saving}>
        <h2 className="section-title">Bank Details</h2>
        <p className={styles.intro}>Withdrawals are paid to this account. Check the details carefully.</p>

        <TextField {...field('account_holder_name')} label="Account holder name" autoComplete="name" maxLength={80} />
        <TextField
          {...field('account_number')} label="Account number" inputMode="numeric" maxLength={ACCOUNT_NUMBER_MAX}
          hint="9 to 18 digits."
        />
        <TextField {...field('bank_name')} label="Bank name" maxLength={80} />
        <TextField
          {...field('ifsc_code')} label="IFSC code" autoCapitalize="characters" maxLength={IFSC_LENGTH}
          hint="11 characters, e.g. SBIN0001234."
        />

        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>Payment apps</legend>
          <p className={styles.groupHint}>Optional. The 10-digit numbers registered with your payment apps.</p>
          <TextField {...field('paytm')} label="Paytm number" inputMode="numeric" maxLength={10} />
          <TextField {...field('phonepay')} label="PhonePe number" inputMode="numeric" maxLength={10} />
          <TextField {...field('googlepay')} label="Google Pay number" inputMode="numeric" maxLength={10} />
        </fieldset>

        <button type="submit" className="btn btn-block" disabled={saving}>
          {saving ? 'Saving…' : 'Save Bank Details'}
        </button>
        <p className={styles.secure}>
          <ShieldCheckIcon width={16} height={16} />
          <span>Only used to pay your withdrawals.</span>
        </p>
      </form>
    </div>
  );
}
