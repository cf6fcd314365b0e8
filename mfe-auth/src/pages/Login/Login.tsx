/** /Login — docs/PRODUCT.md §5 "Mobile entry" and §4 sign-up flow steps 1–3. */
import { useId, useState, type ChangeEvent, type ClipboardEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { MSG } from '@matka/shared';
import { AuthLayout } from '../../components/AuthLayout';
import forms from '../../components/forms.module.css';
import { useAuthFlow, useFlowNavigate } from '../../flow/authFlow';
import { isMobileInput, isMobileNumber, normalisePastedMobile } from '../../flow/rules';
import { useCheckUserExistsMutation, useSendOtpMutation } from '../../state/authApi';

export function Login() {
  const flow = useAuthFlow();
  const goTo = useFlowNavigate();
  const inputId = useId();
  const errorId = useId();
  const [phone, setPhone] = useState(flow?.phone_number ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [checkUserExists] = useCheckUserExistsMutation();
  const [sendOtp] = useSendOtpMutation();

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    if (isMobileInput(next)) {
      setPhone(next);
      setError('');
    } else {
      setError(MSG.mobileDigitsOnly);
    }
  };

  // '+91 98765 43210' from a contact or autofill is a valid number, not a typing mistake.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const number = normalisePastedMobile(event.clipboardData.getData('text'));
    if (number) {
      event.preventDefault();
      setPhone(number);
      setError('');
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isMobileNumber(phone)) {
      setError(MSG.mobileInvalid);
      return;
    }
    setBusy(true);
    try {
      const { exists, otp_required } = await checkUserExists(phone).unwrap();
      if (exists) {
        toast.success(MSG.alreadySignedUp);
        goTo('/login_mpin', { phone_number: phone });
      } else if (otp_required) {
        await sendOtp(phone).unwrap();
        goTo('/Otp', { phone_number: phone, otp_sent_at_ms: Date.now() });
      } else {
        goTo('/sign-up', { phone_number: phone });
      }
    } catch {
      toast.error(MSG.apiError); // docs/PRODUCT.md §8: a failed check-user (or OTP) call
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout heading="Log in or sign up" intro="New or returning player, start with your mobile number.">
      <form className="form" onSubmit={handleSubmit} noValidate>
        <div className="field">
          <label htmlFor={inputId}>Mobile number</label>
          <div className={forms.phoneRow} data-invalid={error !== '' || undefined}>
            <span className={forms.prefix} aria-hidden="true">+91</span>
            <input
              id={inputId}
              className={forms.phoneInput}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="10-digit number"
              value={phone}
              onChange={handleChange}
              onPaste={handlePaste}
              aria-invalid={error !== '' || undefined}
              aria-describedby={errorId}
              autoFocus
            />
          </div>
          <p id={errorId} className="field-error" role="alert">{error}</p>
        </div>
        <button type="submit" className="btn btn-block" disabled={busy}>
          {busy ? 'Checking…' : 'Next'}
        </button>
        <p className={forms.hint}>We will ask for your 4-digit MPIN, or help you create one if you are new.</p>
      </form>
    </AuthLayout>
  );
}
