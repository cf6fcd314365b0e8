/**
 * The manual deposit form (docs/PRODUCT.md §5 "Manual deposit", §7 add_points_request.php),
 * sent as multipart. /add_fund_user is the file form: amount, UTR and a payment
 * screenshot. /deposit is the UTR form: amount and UTR only (§2, §7 "image on
 * the file form only").
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { UTR_MAX_LENGTH, depositScreenshotFile, manualDepositRequest, type UserInfo } from '@matka/shared';
import { lazyToast, WALLET, errorText, localiseMessage, useSchemaForm, useText } from '@matka/shared/client';
import { amountInput, utrInput } from '../lib/inputs';
import { walletLimits } from '../lib/limits';
import { useSubmitManualDepositMutation } from '../state/walletApi';
import { FormTextField } from './FormTextField';
import { useDepositRoom } from './useDepositRoom';
import { ScreenshotField } from './ScreenshotField';
import styles from './wallet.module.css';

interface Props {
  user: UserInfo;
  /** The form's heading (an h2 or h3, by where the form sits). */
  heading: string;
  headingLevel?: 2 | 3;
  /** Shown under the heading (the play-points notice). */
  notice?: ReactNode;
  /** The file form asks for the payment screenshot; the UTR form does not. */
  withScreenshot: boolean;
}

/** The API's manual deposit schema; the file form holds the picked File and requires it. */
const depositForm = (user: UserInfo, withScreenshot: boolean) => {
  const limits = walletLimits(user);
  return manualDepositRequest(limits).extend({ image: withScreenshot ? depositScreenshotFile(limits.uploadMaxBytes) : z.undefined().optional() });
};
type DepositValues = z.output<ReturnType<typeof depositForm>>;
/** The file form starts with no screenshot (null); the UTR form has no image field at all. */
interface DepositFields { amount: string; UTR_NUM: string; image?: File | null }

export function ManualDepositForm({ user, heading, headingLevel = 2, notice, withScreenshot }: Props) {
  const { t } = useText(WALLET);
  const navigate = useNavigate();
  const form = useSchemaForm<DepositFields, DepositValues>(depositForm(user, withScreenshot), {
    amount: '', UTR_NUM: '', ...(withScreenshot ? { image: null } : {}),
  });
  const sending = form.formState.isSubmitting;
  const [submitManualDeposit] = useSubmitManualDepositMutation();
  const minDeposit = user.MIN_DEPOSIT;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const depositLimit = useDepositRoom();

  const send = async ({ amount, UTR_NUM, image }: DepositValues) => {
    const overLimit = depositLimit.refusal(amount);
    if (overLimit) {
      form.setError('amount', { type: 'limit', message: overLimit });
      return;
    }
    try {
      const response = await submitManualDeposit({ phone_number: user.phone_number, amount, utr: UTR_NUM, image }).unwrap();
      lazyToast.success(response.msg ? localiseMessage(response.msg, response.code, response.params) : t('manual.submitted'));
      navigate('/fund_histry/ALL_DEPOSIT');
    } catch (failure) {
      lazyToast.error(errorText(failure));
    }
  };

  return (
    <form className={`card form ${styles.formCard}`} onSubmit={form.handleSubmit(send)} noValidate aria-busy={sending}>
      <Heading className="section-title">{heading}</Heading>
      {notice}
      <ol className={styles.steps}>
        <li>{t('manual.step1')}</li>
        <li>{t('manual.step2')}</li>
        <li>{withScreenshot ? t('manual.step3Screenshot') : t('manual.step3')}</li>
      </ol>

      <FormTextField
        form={form} name="amount" accept={amountInput} label={t('amount.label')} suffix={t('points')} inputMode="numeric"
        hint={depositLimit.text ? t('amount.minimumWithRoom', { min: minDeposit, room: depositLimit.text }) : t('amount.minimum', { min: minDeposit })}
      />
      <FormTextField
        form={form} name="UTR_NUM" accept={utrInput} label={t('manual.utr')} autoCapitalize="characters" maxLength={UTR_MAX_LENGTH}
        hint={t('manual.utrHint')}
      />

      {withScreenshot && (
        <ScreenshotField form={form} name="image" />
      )}

      <button type="submit" className="btn btn-block" disabled={sending}>
        {sending ? t('manual.submitting') : t('manual.submit')}
      </button>
    </form>
  );
}
