/**
 * /sign-up — docs/PRODUCT.md §5 "Sign-up": name required, email not validated; then /M_pin.
 * Issue #11 adds the date of birth (18 or older) and the acceptance of the terms.
 */
import { useId, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { MSG, PROFILE_EMAIL_LENGTH_MAX, PROFILE_NAME_LENGTH_MAX, PROTECTION_MSG } from '@matka/shared';
import { AuthLayout } from '../../components/AuthLayout';
import forms from '../../components/forms.module.css';
import { useAuthFlow, useFlowNavigate, type AuthFlow } from '../../flow/authFlow';
import { dateOfBirthError, formatMobile } from '../../flow/rules';

export function SignUp() {
  const flow = useAuthFlow();
  return flow ? <SignUpForm flow={flow} /> : <Navigate to="/Login" replace />;
}

function SignUpForm({ flow }: { flow: AuthFlow }) {
  const goTo = useFlowNavigate();
  const nameId = useId();
  const emailId = useId();
  const errorId = useId();
  const dobId = useId();
  const dobErrorId = useId();
  const termsId = useId();
  const termsErrorId = useId();
  const [name, setName] = useState(flow.username ?? '');
  const [email, setEmail] = useState(flow.email ?? '');
  const [dateOfBirth, setDateOfBirth] = useState(flow.date_of_birth ?? '');
  const [terms, setTerms] = useState(flow.terms_accepted ?? false);
  const [error, setError] = useState('');
  const [dobError, setDobError] = useState('');
  const [termsError, setTermsError] = useState('');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const username = name.trim();
    if (username === '') {
      setError(MSG.usernameRequired);
      return;
    }
    const ageProblem = dateOfBirthError(dateOfBirth);
    if (ageProblem) {
      setDobError(ageProblem);
      return;
    }
    if (!terms) {
      setTermsError(PROTECTION_MSG.termsRequired);
      return;
    }
    goTo('/M_pin', { ...flow, username, email: email.trim(), date_of_birth: dateOfBirth, terms_accepted: true });
  };

  return (
    <AuthLayout heading="Create your account" intro="Tell us your name, then set a 4-digit MPIN." step={{ current: 2, total: 3 }}>
      <div className={forms.numberChip}>
        <span>
          <span className={forms.numberLabel}>Mobile number</span>
          <strong>{formatMobile(flow.phone_number)}</strong>
        </span>
      </div>
      <form className="form" onSubmit={handleSubmit} noValidate>
        <div className="field">
          <label htmlFor={nameId}>Full name</label>
          <input
            id={nameId}
            className="input"
            type="text"
            autoComplete="name"
            maxLength={PROFILE_NAME_LENGTH_MAX}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError('');
            }}
            aria-invalid={error !== '' || undefined}
            aria-describedby={errorId}
            autoFocus
          />
          <p id={errorId} className="field-error" role="alert">{error}</p>
        </div>
        <div className="field">
          <label htmlFor={emailId}>Email (optional)</label>
          <input
            id={emailId}
            className="input"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={PROFILE_EMAIL_LENGTH_MAX}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={dobId}>Date of birth</label>
          <input
            id={dobId}
            className="input"
            type="date"
            autoComplete="bday"
            value={dateOfBirth}
            onChange={(event) => {
              setDateOfBirth(event.target.value);
              setDobError('');
            }}
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
              checked={terms}
              onChange={(event) => {
                setTerms(event.target.checked);
                setTermsError('');
              }}
              aria-invalid={termsError !== '' || undefined}
              aria-describedby={termsErrorId}
            />
            <span>I am 18 or older and I accept the Term &amp; Conditions.</span>
          </label>
          <p id={termsErrorId} className="field-error" role="alert">{termsError}</p>
        </div>
        <button type="submit" className="btn btn-block">Continue</button>
      </form>
    </AuthLayout>
  );
}
