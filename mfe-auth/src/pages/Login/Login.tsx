/** /Login — docs/PRODUCT.md §5 "Mobile entry" and §4 sign-up flow steps 1–3. */
import { useEffect, useId, type ChangeEvent, type ClipboardEvent } from 'react';
import { MSG, type PhoneNumberInput } from '@matka/shared';
// lazyToast, not react-hot-toast: this is the first screen, and its largest paint should not wait for the toast code.
import { AUTH, LanguageSwitch, lazyResolver, lazyToast, localiseMessage, useFormField, useResolvedForm, useText, whenIdle } from '@matka/shared/client';
import { AuthLayout } from '../../components/AuthLayout';
import forms from '../../components/forms.module.css';
import { useAuthFlow, useFlowNavigate } from '../../flow/authFlow';
import { isMobileInput, normalisePastedMobile } from '../../flow/rules';
import { useCheckUserExistsMutation, useSendOtpMutation } from '../../state/authApi';
import type { LoginValues } from './loginRules';

/** The number's rule comes with zod on the first submit (or when idle), not with the page. */
const resolver = lazyResolver<LoginValues, PhoneNumberInput>(() => import('./loginRules').then((rules) => rules.loginResolver));

export function Login() {
  const flow = useAuthFlow();
  const goTo = useFlowNavigate();
  const inputId = useId();
  const errorId = useId();
  const form = useResolvedForm(resolver, { phone_number: flow?.phone_number ?? '' }, { focusFirstInvalid: false });
  const phone = useFormField(form, 'phone_number');
  const busy = form.formState.isSubmitting;
  const error = phone.error ?? '';
  const [checkUserExists] = useCheckUserExistsMutation();
  const [sendOtp] = useSendOtpMutation();
  const { t } = useText(AUTH);

  useEffect(() => whenIdle(resolver.warm), []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    if (isMobileInput(next)) phone.onChange(next);
    else form.setError('phone_number', { type: 'typing', message: MSG.mobileDigitsOnly }); // useFormField says it in the page's language
  };

  // '+91 98765 43210' from a contact or autofill is a valid number, not a typing mistake.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const number = normalisePastedMobile(event.clipboardData.getData('text'));
    if (number) {
      event.preventDefault();
      phone.onChange(number);
    }
  };

  const submit = async ({ phone_number }: PhoneNumberInput) => {
    try {
      const { exists, otp_required } = await checkUserExists(phone_number).unwrap();
      if (exists) {
        lazyToast.success(localiseMessage(MSG.alreadySignedUp));
        goTo('/login_mpin', { phone_number });
      } else if (otp_required) {
        await sendOtp(phone_number).unwrap();
        goTo('/Otp', { phone_number, otp_sent_at_ms: Date.now() });
      } else {
        goTo('/sign-up', { phone_number });
      }
    } catch {
      lazyToast.error(localiseMessage(MSG.apiError)); // docs/PRODUCT.md §8: a failed check-user (or OTP) call
    }
  };

  return (
    <AuthLayout heading={t('login.heading')} intro={t('login.intro')}>
      {/* The language choice on the first screen (docs/I18N.md): a player who reads Hindi first finds it before anything else. */}
      <div className={forms.language}><LanguageSwitch /></div>
      <form
        className="form"
        // The rule's code failed to arrive (offline): the same message as a failed check.
        onSubmit={(event) => void form.handleSubmit(submit)(event).catch(() => lazyToast.error(localiseMessage(MSG.apiError)))}
        noValidate
      >
        <div className="field">
          <label htmlFor={inputId}>{t('mobileNumber')}</label>
          <div className={forms.phoneRow} data-invalid={error !== '' || undefined}>
            <span className={forms.prefix} aria-hidden="true">+91</span>
            <input
              id={inputId}
              ref={phone.inputRef}
              className={forms.phoneInput}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder={t('login.placeholder')}
              value={phone.value}
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
          {busy ? t('login.checking') : t('login.next')}
        </button>
        <p className={forms.hint}>{t('login.hint')}</p>
      </form>
    </AuthLayout>
  );
}
