/**
 * /M_pin — docs/PRODUCT.md §5 "MPIN": two sets of four boxes that must match; then
 * signup.php, and the automatic login exactly 2000 ms later (docs/PRODUCT.md §4, §9).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { lazyToast, AUTH, errorText, localiseMessage, useFormField, useSchemaForm, useText } from '@matka/shared/client';
import { AuthLayout } from '../../components/AuthLayout';
import forms from '../../components/forms.module.css';
import { PinField, type PinFieldHandle } from '../../components/PinField';
import { useAuthFlow, useFlowNavigate, type AuthFlow } from '../../flow/authFlow';
import { newMpinForm } from '../../flow/pinRules';
import { AUTO_LOGIN_DELAY_MS } from '../../flow/rules';
import { useMpinLogin } from '../../flow/useMpinLogin';
import { useSignUpMutation } from '../../state/authApi';

export function MpinCreate() {
  const flow = useAuthFlow();
  if (!flow) return <Navigate to="/Login" replace />;
  // Name, date of birth and terms come from /sign-up (docs/PROTECTION.md); without them, back there.
  if (flow.username === undefined || flow.username.trim() === '' || !flow.date_of_birth || !flow.terms_accepted) {
    return <Navigate to="/sign-up" replace state={flow} />;
  }
  return <MpinCreateForm flow={flow} username={flow.username} dateOfBirth={flow.date_of_birth} />;
}

type Phase = 'editing' | 'creating' | 'signing-in';
type NewMpin = { user_mpin: string; confirmation: string };

function MpinCreateForm({ flow, username, dateOfBirth }: { flow: AuthFlow; username: string; dateOfBirth: string }) {
  const goTo = useFlowNavigate();
  const errorId = useId();
  const confirmRef = useRef<PinFieldHandle>(null);
  const autoLoginTimer = useRef<number | undefined>(undefined);
  const form = useSchemaForm<NewMpin, NewMpin>(newMpinForm, { user_mpin: '', confirmation: '' }, { firstErrorOnly: true, focusFirstInvalid: false });
  const mpin = useFormField(form, 'user_mpin');
  const confirmation = useFormField(form, 'confirmation');
  const { t } = useText(AUTH);
  const error = mpin.error ?? confirmation.error ?? '';
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
      lazyToast.error(errorText(failure));
      goTo('/login_mpin', { phone_number: flow.phone_number }, { replace: true });
    }
  };

  const create = async ({ user_mpin: pin }: NewMpin) => {
    if (phase !== 'editing') return;
    setPhase('creating');
    try {
      const response = await signUp({
        phoneNumber: flow.phone_number,
        username,
        user_mpin: pin,
        email: flow.email ?? '',
        date_of_birth: dateOfBirth,
        terms_accepted: true,
      }).unwrap();
      lazyToast.success(response.msg ? localiseMessage(response.msg, response.code, response.params) : t('mpinCreate.created'));
    } catch (failure) {
      lazyToast.error(errorText(failure));
      setPhase('editing');
      return;
    }
    setPhase('signing-in');
    autoLoginTimer.current = window.setTimeout(() => void autoLogin(pin), AUTO_LOGIN_DELAY_MS);
  };

  const editing = phase === 'editing';
  return (
    <AuthLayout heading={t('mpinCreate.heading')} intro={t('mpinCreate.intro')} step={{ current: 3, total: 3 }}>
      <form className="form" onSubmit={(event) => void form.handleSubmit(create)(event)} noValidate>
        <PinField
          label={t('enterMpin')}
          value={mpin.value}
          onChange={mpin.onChange}
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
          label={t('confirmMpin')}
          value={confirmation.value}
          onChange={confirmation.onChange}
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
            {t('mpinCreate.signingIn')}
          </p>
        ) : (
          <button type="submit" className="btn btn-block" disabled={!editing}>
            {phase === 'creating' ? t('mpinCreate.creating') : t('mpinCreate.create')}
          </button>
        )}
      </form>
    </AuthLayout>
  );
}
