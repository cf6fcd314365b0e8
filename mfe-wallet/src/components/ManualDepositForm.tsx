/**
 * The manual deposit form (SPEC §5 "Manual deposit", §7 add_points_request.php):
 * amount, UTR and a payment screenshot, sent as multipart. Shared by /deposit
 * and /add_fund_user.
 */
import { useEffect, useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { submitManualDeposit } from '../api/walletApi';
import {
  SCREENSHOT_TYPES, UTR_MAX_LENGTH, amountInput, isValidScreenshot, validateManualDeposit,
  type ManualDepositErrors, type ManualDepositInput,
} from '../lib/rules';
import { ImageIcon } from './icons';
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
}

const FIELD_ORDER: ReadonlyArray<keyof ManualDepositInput> = ['amount', 'utr', 'screenshot'];
const FIELD_NAME: Record<keyof ManualDepositInput, string> = { amount: 'amount', utr: 'UTR_NUM', screenshot: 'image' };

/** A local preview of the chosen screenshot (none where the browser cannot make one). */
function usePreview(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export function ManualDepositForm({ phone, minDeposit, heading, headingLevel = 2, notice }: Props) {
  const navigate = useNavigate();
  const fileId = useId();
  const [amount, setAmount] = useState('');
  const [utr, setUtr] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [errors, setErrors] = useState<ManualDepositErrors>({});
  const [sending, setSending] = useState(false);
  const preview = usePreview(isValidScreenshot(screenshot) ? screenshot : null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const clearError = (field: keyof ManualDepositInput) => setErrors((current) => ({ ...current, [field]: undefined }));

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setScreenshot(file);
    setErrors((current) => ({ ...current, screenshot: file && !isValidScreenshot(file) ? MSG.depositImageInvalid : undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problems = validateManualDeposit({ amount, utr, screenshot }, minDeposit);
    setErrors(problems);
    const firstInvalid = FIELD_ORDER.find((field) => problems[field]);
    if (firstInvalid || !isValidScreenshot(screenshot)) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${FIELD_NAME[firstInvalid ?? 'screenshot']}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      const response = await submitManualDeposit({ phone_number: phone, amount: Number(amount), utr: utr.trim(), image: screenshot });
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
        <li>Upload the payment screenshot and submit.</li>
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

      <div className="field">
        <label htmlFor={fileId}>Payment screenshot</label>
        <input
          id={fileId}
          name="image"
          type="file"
          className={`visually-hidden ${styles.fileInput}`}
          accept={SCREENSHOT_TYPES.join(',')}
          onChange={onFile}
          aria-invalid={errors.screenshot ? true : undefined}
          aria-describedby={`${fileId}-hint ${fileId}-error`}
        />
        <label htmlFor={fileId} className={styles.dropzone} data-invalid={errors.screenshot ? 'true' : undefined}>
          {preview ? (
            <img className={styles.preview} src={preview} alt="" />
          ) : (
            <span className={styles.dropIcon}><ImageIcon /></span>
          )}
          <span className={styles.dropText}>
            <strong>{screenshot ? screenshot.name : 'Choose screenshot'}</strong>
            <span className={styles.hint}>{screenshot ? 'Tap to change' : 'Tap to pick from your gallery'}</span>
          </span>
        </label>
        <p id={`${fileId}-hint`} className={styles.hint}>PNG, JPEG or WebP, up to 5 MB.</p>
        <p id={`${fileId}-error`} className="field-error" role="alert">{errors.screenshot ?? ''}</p>
      </div>

      <button type="submit" className="btn btn-block" disabled={sending}>
        {sending ? 'Submitting…' : 'Submit Request'}
      </button>
    </form>
  );
}
