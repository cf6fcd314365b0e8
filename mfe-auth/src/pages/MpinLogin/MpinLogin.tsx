/** /login_mpin — docs/PRODUCT.md §7 login.php with the MPIN; the server's message on failure (wrong MPIN, locked). */
import { useId, useRef } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { lazyToast, AUTH, errorText, useFormField, useSchemaForm, useText } from '@matka/shared/client';
import { AuthLayout } from '../../components/AuthLayout';
import forms from '../../components/forms.module.css';
import { LockIcon } from '../../components/icons';
import { PinField, type PinFieldHandle } from '../../components/PinField';
import { clearAuthFlow, useAuthFlow, type AuthFlow } from '../../flow/authFlow';
import { mpinLoginForm } from '../../flow/pinRules';
import { formatMobile } from '../../flow/rules';
import { useMpinLogin } from '../../flow/useMpinLogin';

export function MpinLogin() {
  const flow = useAuthFlow();
  return flow ? <MpinLoginForm flow={flow} /> : <Navigate to="/Login" replace />;
}

function MpinLoginForm({ flow }: { flow: AuthFlow }) {
  const errorId = useId();
  const boxes = useRef<PinFieldHandle>(null);
  const submitting = useRef(false);
  const form = useSchemaForm<{ password: string }, { password: string }>(mpinLoginForm, { password: '' }, { focusFirstInvalid: false });
  const mpin = useFormField(form, 'password');
  const { t } = useText(AUTH);
  const error = mpin.error ?? '';
  const busy = form.formState.isSubmitting;
  const logIn = useMpinLogin();

  const logInWith = async ({ password }: { password: string }) => {
    try {
      await logIn(flow.phone_number, password);
    } catch (failure) {
      lazyToast.error(errorText(failure));
      form.setValue('password', '');
      boxes.current?.focus();
    }
  };

  // The last digit submits (onComplete) as the Login button does; one login at a time.
  const submit = async () => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await form.handleSubmit(logInWith)();
    } finally {
      submitting.current = false;
    }
  };

  return (
    <AuthLayout heading={t('mpinLogin.heading')} intro={t('mpinLogin.intro')}>
      <div className={forms.numberChip}>
        <span>
          <span className={forms.numberLabel}>{t('mpinLogin.loggingInAs')}</span>
          <strong>{formatMobile(flow.phone_number)}</strong>
        </span>
      </div>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <PinField
          ref={boxes}
          label={t('enterMpin')}
          value={mpin.value}
          onChange={mpin.onChange}
          onComplete={() => void submit()}
          masked
          autoComplete="current-password"
          autoFocus
          invalid={error !== ''}
          errorId={errorId}
        />
        <p id={errorId} className={`field-error ${forms.error}`} role="alert">{error}</p>
        <button type="submit" className="btn btn-block" disabled={busy}>
          <LockIcon width={18} height={18} />
          {busy ? t('mpinLogin.loggingIn') : t('mpinLogin.login')}
        </button>
        <div className={forms.row}>
          <Link to="/forgot-mpin" state={flow} className={forms.linkButton}>
            {t('mpinLogin.forgot')}
          </Link>
          <Link to="/Login" replace className={forms.linkButton} onClick={clearAuthFlow}>
            {t('mpinLogin.notYou')}
          </Link>
        </div>
      </form>
    </AuthLayout>
  );
}
