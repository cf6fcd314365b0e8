/**
 * The manual deposit form (docs/PRODUCT.md §5 "Manual deposit", §7 add_points_request.php),
 * sent as multipart. /add_fund_user is the file form: amount, UTR and a payment
 * screenshot. /deposit is the UTR form: amount and UTR only (§2, §7 "image on
 * the file form only").
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import {
  UTR_MAX_LENGTH, amountInput, isValidScreenshot, validateManualDeposit, type ManualDepositErrors, type ManualDepositInput,
} from '../lib/rules';
import { useSubmitManualDepositMutation } from '../state/walletApi';
import { ScreenshotField } from './ScreenshotField';
import { TextField } from './TextField';
import styles from './wallet.module.css';

interface Props {
  phone: string;
  minDeposit: number;
  /** The form's heading (an h2 or h3, by where the form sits). */
  heading: string;
  headingLevel?: 2 | 3;
  /** Shown under the heading (the play-points notice). */
  notice?: ReactNode;
  /** The file form asks for the payment screenshot; the UTR form does not. */
  withScreenshot: boolean;
}

const FIELD_ORDER: ReadonlyArray<keyof ManualDepositInput> = ['amount', 'utr', 'screenshot'];
const FIELD_NAME: Record<keyof ManualDepositInput, string> = { amount: 'amount', utr: 'UTR_NUM', screenshot: 'image' };

export function ManualDepositForm({ phone, minDeposit, heading, headingLevel = 2, notice, withScreenshot }: Props) {
  const navigate = useNavigate();
  const [amount, setAmount] = useState('');
  const [utr, setUtr] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [errors, setErrors] = useState<ManualDepositErrors>({});
  const [sending, setSending] = useState(false);
  const [submitManualDeposit] = useSubmitManualDepositMutation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const clearError = (field: keyof ManualDepositInput) => setErrors((current) => ({ ...current, [field]: undefined }));

  const onFile = (file: File | null) => {
    setScreenshot(file);
    setErrors((current) => ({ ...current, screenshot: file && !isValidScreenshot(file) ? MSG.depositImageInvalid : undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problems = validateManualDeposit({ amount, utr, screenshot }, minDeposit, withScreenshot);
    setErrors(problems);
    const firstInvalid = FIELD_ORDER.find((field) => problems[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${FIELD_NAME[firstInvalid]}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      const image = withScreenshot && isValidScreenshot(screenshot) ? screenshot : undefined;
      const response = await submitManualDeposit({ phone_number: phone, amount: Number(amount), utr: utr.trim(), image }).unwrap();
      toast.success(response.msg || 'Deposit request submitted.');
      navigate('/fund_histry/ALL_DEPOSIT');
    } catch (failure) {
      toast.error(errorText(failure));
      setSending(false);
    }
  };

  return (
    <form className={`card form ${styles.formCard}`} onSubmit={handleSubmit} noValidate aria-busy={sending}>
      <Heading className="section-title">{heading}</Heading>
      {notice}
      <ol className={styles.steps}>
        <li>Pay the amount to one of the numbers shown.</li>
        <li>Enter the UTR (reference number) from your payment app.</li>
        <li>{withScreenshot ? 'Upload the payment screenshot and submit.' : 'Submit the request.'}</li>
      </ol>

      <TextField
        name="amount" label="Amount" value={amount} suffix="points" inputMode="numeric" error={errors.amount}
        onChange={(value) => { setAmount(amountInput(value)); clearError('amount'); }}
        hint={`Minimum ${minDeposit} points.`}
      />
      <TextField
        name="UTR_NUM" label="UTR number" value={utr} error={errors.utr} autoCapitalize="characters" maxLength={UTR_MAX_LENGTH}
        onChange={(value) => { setUtr(value.replace(/\s/g, '')); clearError('utr'); }}
        hint="The 12-digit reference shown in your payment app after paying."
      />

      {withScreenshot && (
        <ScreenshotField file={screenshot} error={errors.screenshot} onChange={onFile} />
      )}

      <button type="submit" className="btn btn-block" disabled={sending}>
        {sending ? 'Submitting…' : 'Submit Request'}
      </button>
    </form>
  );
}
