/**
 * /sign-up — docs/PRODUCT.md §5 "Sign-up": name required, an email given must look like one; then /M_pin.
 * Sign-up asks for the date of birth (18 or older) and the acceptance of the terms.
 */
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { PROFILE_EMAIL_LENGTH_MAX, PROFILE_NAME_LENGTH_MAX } from '@matka/shared';
import { AUTH, useFormField, useMessage, useSchemaForm, useText } from '@matka/shared/client';
import { AuthLayout } from '../../components/AuthLayout';
import forms from '../../components/forms.module.css';
import { storeAuthFlow, useAuthFlow, useFlowNavigate, type AuthFlow } from '../../flow/authFlow';
import { formatMobile } from '../../flow/rules';
import { signUpForm, type SignUpOutput, type SignUpValues } from './signUpRules';

export function SignUp() {
  const flow = useAuthFlow();
  return flow ? <SignUpForm flow={flow} /> : <Navigate to="/Login" replace />;
}

function SignUpForm({ flow }: { flow: AuthFlow }) {
  const goTo = useFlowNavigate();
  const nameId = useId();
  const emailId = useId();
  const emailErrorId = useId();
  const errorId = useId();
  const dobId = useId();
  const dobErrorId = useId();
  const termsId = useId();
  const termsErrorId = useId();
  const form = useSchemaForm<SignUpValues, SignUpOutput>(signUpForm, {
    username: flow.username ?? '',
    email: flow.email ?? '',
    date_of_birth: flow.date_of_birth ?? '',
    terms_accepted: flow.terms_accepted ?? false,
  }, { firstErrorOnly: true, focusFirstInvalid: false });
  const name = useFormField(form, 'username');
  const email = useFormField(form, 'email');
  const dateOfBirth = useFormField(form, 'date_of_birth');
  const terms = useController({ control: form.control, name: 'terms_accepted' });
  const error = name.error ?? '';
  const emailError = email.error ?? '';
  const dobError = dateOfBirth.error ?? '';
  const { t } = useText(AUTH);
  const say = useMessage();
  const termsError = say(terms.fieldState.error?.message) ?? '';

  // Reading the terms leaves this page: what was typed waits in the stored flow, which
  // fills in the older history entry's state when the player comes back (useAuthFlow).
  const keepTyped = () => {
    const typed = form.getValues();
    storeAuthFlow({ ...flow, username: typed.username, email: typed.email, date_of_birth: typed.date_of_birth, terms_accepted: typed.terms_accepted });
  };

  const submit = ({ username, email: address, date_of_birth }: SignUpOutput) => {
    goTo('/M_pin', { ...flow, username, email: address, date_of_birth, terms_accepted: true });
  };

  return (
    <AuthLayout heading={t('signUp.heading')} intro={t('signUp.intro')} step={{ current: 2, total: 3 }}>
      <div className={forms.numberChip}>
        <span>
          <span className={forms.numberLabel}>{t('mobileNumber')}</span>
          <strong>{formatMobile(flow.phone_number)}</strong>
        </span>
      </div>
      <form className="form" onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
        <div className="field">
          <label htmlFor={nameId}>{t('signUp.fullName')}</label>
          <input
            id={nameId}
            className="input"
            type="text"
            autoComplete="name"
            maxLength={PROFILE_NAME_LENGTH_MAX}
            value={name.value}
            onChange={(event) => name.onChange(event.target.value)}
            aria-invalid={error !== '' || undefined}
            aria-describedby={errorId}
            autoFocus
          />
          <p id={errorId} className="field-error" role="alert">{error}</p>
        </div>
        <div className="field">
          <label htmlFor={emailId}>{t('signUp.email')}</label>
          <input
            id={emailId}
            className="input"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={PROFILE_EMAIL_LENGTH_MAX}
            value={email.value}
            onChange={(event) => email.onChange(event.target.value)}
            aria-invalid={emailError !== '' || undefined}
            aria-describedby={emailErrorId}
          />
          <p id={emailErrorId} className="field-error" role="alert">{emailError}</p>
        </div>
        <div className="field">
          <label htmlFor={dobId}>{t('signUp.dateOfBirth')}</label>
          <input
            id={dobId}
            className="input"
            type="date"
            autoComplete="bday"
            value={dateOfBirth.value}
            onChange={(event) => dateOfBirth.onChange(event.target.value)}
            aria-invalid={dobError !== '' || undefined}
            aria-describedby={dobErrorId}
          />
          <p id={dobErrorId} className="field-error" role="alert">{dobError}</p>
        </div>
        <div className="field">
          <label htmlFor={termsId} className={forms.check}>
            <input
              id={termsId}
              type="checkbox"
              checked={terms.field.value}
              onChange={(event) => {
                terms.field.onChange(event.target.checked);
                form.clearErrors('terms_accepted');
              }}
              aria-invalid={termsError !== '' || undefined}
              aria-describedby={termsErrorId}
            />
            <span>
              <Trans t={t} i18nKey="signUp.terms" components={{ terms: <Link to="/privacy-policy" onClick={keepTyped} /> }} />
            </span>
          </label>
          <p id={termsErrorId} className="field-error" role="alert">{termsError}</p>
        </div>
        <button type="submit" className="btn btn-block">{t('signUp.continue')}</button>
      </form>
    </AuthLayout>
  );
}
