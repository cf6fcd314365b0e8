/** /Otp — docs/PRODUCT.md §2/§4: verify a 4-digit OTP, then /sign-up; resend after a 60 s countdown. */
import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Navigate } from 'react-router-dom';
import { MSG } from '@matka/shared';
import { AuthLayout } from '../../components/AuthLayout';
import forms from '../../components/forms.module.css';
import { PinField, type PinFieldHandle } from '../../components/PinField';
import { storeAuthFlow, useAuthFlow, useFlowNavigate, type AuthFlow } from '../../flow/authFlow';
import { formatMobile, isCompletePin, OTP_RESEND_COOLDOWN_SECONDS } from '../../flow/rules';
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
  const [otp, setOtp] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [sendOtp] = useSendOtpMutation();
  const [verifyOtp] = useVerifyOtpMutation();
  const [sentAt, setSentAt] = useState(flow.otp_sent_at_ms);
  const secondsToResend = useCountdown(sentAt, OTP_RESEND_COOLDOWN_SECONDS);

  const verify = async (code: string) => {
    if (busy) return;
    if (!isCompletePin(code)) {
      setError(MSG.pinFourDigits);
      return;
    }
    setBusy(true);
    try {
      const response = await verifyOtp({ phone_number: flow.phone_number, otp: code }).unwrap();
      if (response.status === 'success') {
        goTo('/sign-up', flow);
        return;
      }
      setError(response.message || 'The OTP is not correct.');
      setOtp('');
      boxes.current?.focus();
    } catch {
      toast.error(MSG.apiError);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    try {
      await sendOtp(flow.phone_number).unwrap();
      const now = Date.now();
      storeAuthFlow({ ...flow, otp_sent_at_ms: now });
      setSentAt(now);
      setOtp('');
      setError('');
      toast.success('A new OTP has been sent.');
      boxes.current?.focus();
    } catch {
      toast.error(MSG.apiError);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void verify(otp);
  };

  return (
    <AuthLayout
      heading="Verify your number"
      intro={<>Enter the 4-digit code sent by SMS to <strong>{formatMobile(flow.phone_number)}</strong>.</>}
      step={{ current: 1, total: 3 }}
    >
      <form className="form" onSubmit={handleSubmit} noValidate>
        <PinField
          ref={boxes}
          label="One-time password"
          value={otp}
          onChange={(value) => {
            setOtp(value);
            setError('');
          }}
          onComplete={(code) => void verify(code)}
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
