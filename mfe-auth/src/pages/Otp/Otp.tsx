/** /Otp — docs/PRODUCT.md §2/§4: verify a 4-digit OTP, then /sign-up; resend after a 60 s countdown. */
import { useId, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { MSG } from '@matka/shared';
import { lazyToast, AUTH, localiseMessage, useFormField, useSchemaForm, useText } from '@matka/shared/client';
import { AuthLayout } from '../../components/AuthLayout';
import forms from '../../components/forms.module.css';
import { PinField, type PinFieldHandle } from '../../components/PinField';
import { storeAuthFlow, useAuthFlow, useFlowNavigate, type AuthFlow } from '../../flow/authFlow';
import { otpForm } from '../../flow/pinRules';
import { formatMobile, OTP_RESEND_COOLDOWN_SECONDS } from '../../flow/rules';
import { useCountdown } from '../../flow/useCountdown';
import { useSendOtpMutation, useVerifyOtpMutation } from '../../state/authApi';

export function Otp() {
  const flow = useAuthFlow();
  return flow ? <OtpForm flow={flow} /> : <Navigate to="/Login" replace />;
}

function formatSeconds(total: number): string {
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

function OtpForm({ flow }: { flow: AuthFlow }) {
  const goTo = useFlowNavigate();
  const errorId = useId();
  const boxes = useRef<PinFieldHandle>(null);
  const form = useSchemaForm<{ otp: string }, { otp: string }>(otpForm, { otp: '' }, { focusFirstInvalid: false });
  const otp = useFormField(form, 'otp');
  const { t } = useText(AUTH);
  const error = otp.error ?? '';
  const busy = form.formState.isSubmitting;
  const [sendOtp] = useSendOtpMutation();
  const [verifyOtp] = useVerifyOtpMutation();
  const [sentAt, setSentAt] = useState(flow.otp_sent_at_ms);
  const secondsToResend = useCountdown(sentAt, OTP_RESEND_COOLDOWN_SECONDS);

  const verify = async ({ otp: code }: { otp: string }) => {
    try {
      const response = await verifyOtp({ phone_number: flow.phone_number, otp: code }).unwrap();
      if (response.status === 'success') {
        goTo('/sign-up', flow);
        return;
      }
      form.setValue('otp', '');
      // The server's words in the page's language when it sent their code (docs/decisions/0023).
      const said = response as { code?: unknown; params?: unknown };
      form.setError('otp', { type: 'server', message: response.message ? localiseMessage(response.message, said.code, said.params) : t('otp.wrong') });
      boxes.current?.focus();
    } catch {
      lazyToast.error(localiseMessage(MSG.apiError));
    }
  };

  // The last digit submits (onComplete) as the Verify button does; one check at a time.
  const submit = () => {
    if (!form.formState.isSubmitting) void form.handleSubmit(verify)();
  };

  const resend = async () => {
    try {
      await sendOtp(flow.phone_number).unwrap();
      const now = Date.now();
      storeAuthFlow({ ...flow, otp_sent_at_ms: now });
      setSentAt(now);
      form.setValue('otp', '');
      form.clearErrors('otp');
      lazyToast.success(t('otp.resent'));
      boxes.current?.focus();
    } catch {
      lazyToast.error(localiseMessage(MSG.apiError));
    }
  };

  return (
    <AuthLayout
      heading={t('otp.heading')}
      intro={<Trans t={t} i18nKey="otp.intro" values={{ phone: formatMobile(flow.phone_number) }} components={{ strong: <strong /> }} />}
      step={{ current: 1, total: 3 }}
    >
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <PinField
          ref={boxes}
          label={t('otp.label')}
          value={otp.value}
          onChange={otp.onChange}
          onComplete={submit}
          autoComplete="one-time-code"
          autoFocus
          invalid={error !== ''}
          errorId={errorId}
        />
        <p id={errorId} className={`field-error ${forms.error}`} role="alert">{error}</p>
        <button type="submit" className="btn btn-block" disabled={busy}>
          {busy ? t('otp.verifying') : t('otp.verify')}
        </button>
        <div className={forms.row}>
          <span>{t('otp.noCode')}</span>
          <button type="button" className={forms.linkButton} onClick={() => void resend()} disabled={secondsToResend > 0}>
            {secondsToResend > 0 ? t('otp.resendIn', { time: formatSeconds(secondsToResend) }) : t('otp.resend')}
          </button>
        </div>
      </form>
    </AuthLayout>
  );
}
