/**
 * /forgot-mpin — reached from /login_mpin. The number is proved with an OTP
 * sent to it (send_otp.php); the OTP and a new MPIN (entered twice, as at
 * sign-up) go to reset_mpin.php, which also logs the number out everywhere
 * else. Then back to /login_mpin to log in with the new MPIN.
 *
 * A code once sent is remembered with the flow (otp_sent_at_ms): reopened
 * while it is still good, the page asks for it at once and counts down to
 * when another may be sent; a player whose code came some other way can say
 * so (the page only said "Please wait 60 seconds…").
 */
import { useId, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { lazyToast, AUTH, errorText, localiseMessage, useFormField, useSchemaForm, useText } from '@matka/shared/client';
import { AuthLayout } from '../../components/AuthLayout';
import forms from '../../components/forms.module.css';
import { PinField, type PinFieldHandle } from '../../components/PinField';
import { storeAuthFlow, useAuthFlow, useFlowNavigate, type AuthFlow } from '../../flow/authFlow';
import { resetMpinForm } from '../../flow/pinRules';
import { formatMobile, OTP_RESEND_COOLDOWN_SECONDS, OTP_VALID_SECONDS } from '../../flow/rules';
import { formatCountdown, secondsLeft, useCountdown } from '../../flow/useCountdown';
import { useResetMpinMutation, useSendOtpMutation } from '../../state/authApi';

export function ForgotMpin() {
  const flow = useAuthFlow();
  return flow ? <ForgotMpinForm flow={flow} /> : <Navigate to="/Login" replace />;
}

type Phase = 'start' | 'sending' | 'code-sent' | 'saving';
type ResetValues = { otp: string; user_mpin: string; confirmation: string };

function ForgotMpinForm({ flow }: { flow: AuthFlow }) {
  const goTo = useFlowNavigate();
  const errorId = useId();
  const mpinRef = useRef<PinFieldHandle>(null);
  const confirmRef = useRef<PinFieldHandle>(null);
  const [sentAt, setSentAt] = useState(flow.otp_sent_at_ms);
  const secondsToResend = useCountdown(sentAt, OTP_RESEND_COOLDOWN_SECONDS);
  const [phase, setPhase] = useState<Phase>(() => (secondsLeft(flow.otp_sent_at_ms, OTP_VALID_SECONDS, Date.now()) > 0 ? 'code-sent' : 'start'));
  const form = useSchemaForm<ResetValues, ResetValues>(
    resetMpinForm, { otp: '', user_mpin: '', confirmation: '' }, { firstErrorOnly: true, focusFirstInvalid: false },
  );
  const otp = useFormField(form, 'otp');
  const mpin = useFormField(form, 'user_mpin');
  const confirmation = useFormField(form, 'confirmation');
  const { t } = useText(AUTH);
  const error = otp.error ?? mpin.error ?? confirmation.error ?? '';
  const [sendOtp] = useSendOtpMutation();
  const [resetMpin] = useResetMpinMutation();

  const requestCode = async () => {
    setPhase('sending');
    try {
      await sendOtp(flow.phone_number).unwrap();
      const now = Date.now();
      storeAuthFlow({ ...flow, otp_sent_at_ms: now });
      setSentAt(now);
      lazyToast.success(t('forgot.sent', { phone: formatMobile(flow.phone_number) }));
      setPhase('code-sent');
    } catch (failure) {
      lazyToast.error(errorText(failure));
      // A code sent a moment ago is still good: let the player type it. A 429 says one went
      // out less than a minute ago (from another tab, or before a reload that lost the flow):
      // count the wait from now, which is never shorter than the server's.
      const tooSoon = (failure as { status?: unknown } | null)?.status === 429;
      if (tooSoon) setSentAt((known) => known ?? Date.now());
      setPhase(tooSoon || otp.value || phase === 'code-sent' ? 'code-sent' : 'start');
    }
  };

  const save = async ({ otp: code, user_mpin }: ResetValues) => {
    if (phase !== 'code-sent') return;
    setPhase('saving');
    try {
      const response = await resetMpin({ phone_number: flow.phone_number, otp: code, user_mpin }).unwrap();
      lazyToast.success(localiseMessage(response.msg, response.code, response.params));
      goTo('/login_mpin', { phone_number: flow.phone_number }, { replace: true });
    } catch (failure) {
      lazyToast.error(errorText(failure));
      setPhase('code-sent');
    }
  };

  const codeSent = phase === 'code-sent' || phase === 'saving';

  return (
    <AuthLayout heading={t('forgot.heading')} intro={t('forgot.intro')}>
      <div className={forms.numberChip}>
        <span>
          <span className={forms.numberLabel}>{t('number')}</span>
          <strong>{formatMobile(flow.phone_number)}</strong>
        </span>
      </div>
      {!codeSent ? (
        <>
          <button type="button" className="btn btn-block" onClick={() => void requestCode()} disabled={phase === 'sending'}>
            {phase === 'sending' ? t('forgot.sending') : t('forgot.send')}
          </button>
          <div className={forms.row}>
            <button type="button" className={forms.linkButton} onClick={() => setPhase('code-sent')}>
              {t('forgot.haveCode')}
            </button>
          </div>
        </>
      ) : (
        <form className="form" onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate>
          <PinField label={t('forgot.enterOtp')} value={otp.value} onChange={otp.onChange} onComplete={() => mpinRef.current?.focus()} autoComplete="one-time-code" autoFocus invalid={error !== ''} errorId={errorId} />
          <PinField ref={mpinRef} label={t('forgot.newMpin')} value={mpin.value} onChange={mpin.onChange} onComplete={() => confirmRef.current?.focus()} masked autoComplete="new-password" invalid={error !== ''} errorId={errorId} />
          <PinField ref={confirmRef} label={t('confirmMpin')} value={confirmation.value} onChange={confirmation.onChange} masked autoComplete="new-password" invalid={error !== ''} errorId={errorId} />
          <p id={errorId} className={`field-error ${forms.error}`} role="alert">{error}</p>
          <button type="submit" className="btn btn-block" disabled={phase === 'saving'}>
            {phase === 'saving' ? t('forgot.saving') : t('forgot.change')}
          </button>
          <div className={forms.row}>
            <button type="button" className={forms.linkButton} onClick={() => void requestCode()} disabled={secondsToResend > 0}>
              {secondsToResend > 0 ? t('forgot.againIn', { time: formatCountdown(secondsToResend) }) : t('forgot.again')}
            </button>
          </div>
        </form>
      )}
      <div className={forms.row}>
        <Link to="/login_mpin" replace state={flow} className={forms.linkButton}>
          {t('forgot.back')}
        </Link>
      </div>
    </AuthLayout>
  );
}
