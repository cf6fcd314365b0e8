/** /sign-up — SPEC §5 "Sign-up": name required, email not validated; then /M_pin. */
import { useId, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { MSG, PROFILE_EMAIL_LENGTH_MAX, PROFILE_NAME_LENGTH_MAX } from '@matka/shared';
import { AuthLayout } from '../../components/AuthLayout';
import forms from '../../components/forms.module.css';
import { useAuthFlow, useFlowNavigate, type AuthFlow } from '../../flow/authFlow';
import { formatMobile } from '../../flow/rules';

export function SignUp() {
  const flow = useAuthFlow();
  return flow ? <SignUpForm flow={flow} /> : <Navigate to="/Login" replace />;
}

function SignUpForm({ flow }: { flow: AuthFlow }) {
  const goTo = useFlowNavigate();
  const nameId = useId();
  const emailId = useId();
  const errorId = useId();
  const [name, setName] = useState(flow.username ?? '');
  const [email, setEmail] = useState(flow.email ?? '');
  const [error, setError] = useState('');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const username = name.trim();
    if (username === '') {
      setError(MSG.usernameRequired);
      return;
    }
    goTo('/M_pin', { ...flow, username, email: email.trim() });
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
        <button type="submit" className="btn btn-block">Continue</button>
      </form>
    </AuthLayout>
  );
}
