/**
 * /M_pin — docs/PRODUCT.md §5 "MPIN": two sets of four boxes that must match; then
 * signup.php, and the automatic login exactly 2000 ms later (docs/PRODUCT.md §4, §9).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Navigate } from 'react-router-dom';
import { errorText } from '@matka/shared/client';
import { AuthLayout } from '../../components/AuthLayout';
import forms from '../../components/forms.module.css';
import { PinField, type PinFieldHandle } from '../../components/PinField';
import { useAuthFlow, useFlowNavigate, type AuthFlow } from '../../flow/authFlow';
import { AUTO_LOGIN_DELAY_MS, newMpinError } from '../../flow/rules';
import { useMpinLogin } from '../../flow/useMpinLogin';
import { useSignUpMutation } from '../../state/authApi';

export function MpinCreate() {
  const flow = useAuthFlow();
  if (!flow) return <Navigate to="/Login" replace />;
  // Name, date of birth and terms come from /sign-up (issue #11); without them, back there.
  if (flow.username === undefined || flow.username.trim() === '' || !flow.date_of_birth || !flow.terms_accepted) {
    return <Navigate to="/sign-up" replace state={flow} />;
  }
  return <MpinCreateForm flow={flow} username={flow.username} dateOfBirth={flow.date_of_birth} />;
}

type Phase = 'editing' | 'creating' | 'signing-in';

function MpinCreateForm({ flow, username, dateOfBirth }: { flow: AuthFlow; username: string; dateOfBirth: string }) {
  const goTo = useFlowNavigate();
  const errorId = useId();
  const confirmRef = useRef<PinFieldHandle>(null);
  const autoLoginTimer = useRef<number | undefined>(undefined);
  const [mpin, setMpin] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState('');
  const [phase, setPhase] = useState<Phase>('editing');
  const logIn = useMpinLogin();
  const [signUp] = useSignUpMutation();

  // Leaving the page cancels a pending automatic login.
  useEffect(() => () => window.clearTimeout(autoLoginTimer.current), []);

  const autoLogin = async (pin: string) => {
    try {
      await logIn(flow.phone_number, pin);
    } catch (failure) {
      // The account exists now; the player can sign in by hand.
      toast.error(errorText(failure));
      goTo('/login_mpin', { phone_number: flow.phone_number }, { replace: true });
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'editing') return;
    const problem = newMpinError(mpin, confirmation);
    if (problem) {
      setError(problem);
      return;
    }
    setPhase('creating');
    try {
      const response = await signUp({
        phoneNumber: flow.phone_number,
        username,
        user_mpin: mpin,
        email: flow.email ?? '',
        date_of_birth: dateOfBirth,
        terms_accepted: true,
      }).unwrap();
      toast.success(response.msg || 'Account created.');
    } catch (failure) {
      toast.error(errorText(failure));
      setPhase('editing');
      return;
    }
    setPhase('signing-in');
    const pin = mpin;
    autoLoginTimer.current = window.setTimeout(() => void autoLogin(pin), AUTO_LOGIN_DELAY_MS);
  };

  const editing = phase === 'editing';
  const change = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setError('');
  };

  return (
    <AuthLayout heading="Set your MPIN" intro="Choose 4 digits you will use to log in." step={{ current: 3, total: 3 }}>
      <form className="form" onSubmit={handleSubmit} noValidate>
        <PinField
          label="Enter MPIN"
          value={mpin}
          onChange={change(setMpin)}
          onComplete={() => confirmRef.current?.focus()}
          masked
          autoComplete="new-password"
          autoFocus
          disabled={!editing}
          invalid={error !== ''}
          errorId={errorId}
        />
        <PinField
          ref={confirmRef}
          label="Confirm MPIN"
          value={confirmation}
          onChange={change(setConfirmation)}
          masked
          autoComplete="new-password"
          disabled={!editing}
          invalid={error !== ''}
          errorId={errorId}
        />
        <p id={errorId} className={`field-error ${forms.error}`} role="alert">{error}</p>
        {phase === 'signing-in' ? (
          <p className={forms.status} role="status">
            <span className={forms.spinner} aria-hidden="true" />
            Account created. Signing you in…
          </p>
        ) : (
          <button type="submit" className="btn btn-block" disabled={!editing}>
            {phase === 'creating' ? 'Creating account…' : 'Create MPIN'}
          </button>
        )}
      </form>
    </AuthLayout>
  );
}
