/** /Otp — docs/PRODUCT.md §2/§4: verify a 4-digit OTP, then /sign-up; resend after a 60 s countdown. */
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Navigate } from 'react-router-dom';
import { MSG } from '@matka/shared';
import { useFormField, useSchemaForm } from '@matka/shared/client';
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
      form.setError('otp', { type: 'server', message: response.message || 'The OTP is not correct.' });
      boxes.current?.focus();
    } catch {
      toast.error(MSG.apiError);
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
      toast.success('A new OTP has been sent.');
      boxes.current?.focus();
    } catch {
      toast.error(MSG.apiError);
    }
  };

  return (
    <AuthLayout
      heading="Verify your number"
      intro={<>Enter the 4-digit code sent by SMS to <strong>{formatMobile(flow.phone_number)}</strong>.</>}
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
          label="One-time password"
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
          {busy ? 'Verifying…' : 'Verify OTP'}
        </button>
        <div className={forms.row}>
          <span>Didn&apos;t get the code?</span>
          <button type="button" className={forms.linkButton} onClick={() => void resend()} disabled={secondsToResend > 0}>
            {secondsToResend > 0 ? `Resend OTP in ${formatSeconds(secondsToResend)}` : 'Resend OTP'}
          </button>
        </div>
      </form>
    </AuthLayout>
  );
}
