/** /login_mpin — docs/PRODUCT.md §7 login.php with the MPIN; the server's message on failure (wrong MPIN, locked). */
import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate } from 'react-router-dom';
import { MSG } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { AuthLayout } from '../../components/AuthLayout';
import forms from '../../components/forms.module.css';
import { LockIcon } from '../../components/icons';
import { PinField, type PinFieldHandle } from '../../components/PinField';
import { clearAuthFlow, useAuthFlow, type AuthFlow } from '../../flow/authFlow';
import { formatMobile, isCompletePin } from '../../flow/rules';
import { useMpinLogin } from '../../flow/useMpinLogin';

export function MpinLogin() {
  const flow = useAuthFlow();
  return flow ? <MpinLoginForm flow={flow} /> : <Navigate to="/Login" replace />;
}

function MpinLoginForm({ flow }: { flow: AuthFlow }) {
  const errorId = useId();
  const boxes = useRef<PinFieldHandle>(null);
  const submitting = useRef(false);
  const [mpin, setMpin] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const logIn = useMpinLogin();

  const submit = async (code: string) => {
    if (submitting.current) return;
    if (!isCompletePin(code)) {
      setError(MSG.pinFourDigits);
      return;
    }
    submitting.current = true;
    setBusy(true);
    try {
      await logIn(flow.phone_number, code);
    } catch (failure) {
      toast.error(errorText(failure));
      setMpin('');
      boxes.current?.focus();
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(mpin);
  };

  return (
    <AuthLayout heading="Welcome back" intro="Enter your 4-digit MPIN to log in.">
      <div className={forms.numberChip}>
        <span>
          <span className={forms.numberLabel}>Logging in as</span>
          <strong>{formatMobile(flow.phone_number)}</strong>
        </span>
      </div>
      <form className="form" onSubmit={handleSubmit} noValidate>
        <PinField
          ref={boxes}
          label="Enter MPIN"
          value={mpin}
          onChange={(value) => {
            setMpin(value);
            setError('');
          }}
          onComplete={(code) => void submit(code)}
          masked
          autoComplete="current-password"
          autoFocus
          invalid={error !== ''}
          errorId={errorId}
        />
        <p id={errorId} className={`field-error ${forms.error}`} role="alert">{error}</p>
        <button type="submit" className="btn btn-block" disabled={busy}>
          <LockIcon width={18} height={18} />
          {busy ? 'Logging in…' : 'Login'}
        </button>
        <div className={forms.row}>
          <Link to="/forgot-mpin" state={flow} className={forms.linkButton}>
            Forgot MPIN?
          </Link>
          <Link to="/Login" replace className={forms.linkButton} onClick={clearAuthFlow}>
            Not your number?
          </Link>
        </div>
      </form>
    </AuthLayout>
  );
}
