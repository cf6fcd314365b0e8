/**
 * The console's own sign-in (docs/API.md "Operator API": POST /api/admin/login).
 * One field takes the mobile number or the username (the server tells them
 * apart). The API sets the operator cookie and answers with the operator's name, role
 * and grants. Wrong passwords and the lockout are the server's words.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import toast from 'react-hot-toast';
import { operatorLoginForm } from '@matka/shared';
import { errorText } from '@matka/shared/client';
import { FormField } from '../components/FormField';
import { useLogInMutation } from '../state/consoleApi';
import styles from './LoginPage.module.css';

type LoginForm = z.input<typeof operatorLoginForm>;

export function LoginPage() {
  const [logIn, { isLoading, error }] = useLogInMutation();
  const { register, handleSubmit, formState: { errors } } = useForm<LoginForm, unknown, z.output<typeof operatorLoginForm>>({
    resolver: zodResolver(operatorLoginForm),
    defaultValues: { login: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    // The reply says who signed in (consoleApi signs the console in); a refusal shows below the form.
    const reply = await logIn(values).unwrap().catch(() => null);
    if (reply) toast.success(reply.msg ?? 'Welcome.');
  });

  return (
    <div className={styles.wrap}>
      <form className={`card form ${styles.card}`} onSubmit={onSubmit} noValidate aria-busy={isLoading || undefined}>
        <div>
          <h2 className="section-title">Operator sign-in</h2>
          <p className="muted">For the people who run the markets. Players sign in on the app.</p>
        </div>
        <FormField label="Phone number or username" error={errors.login?.message}>
          <input className="input" autoComplete="username" autoCapitalize="none" autoCorrect="off" spellCheck={false} maxLength={40} {...register('login')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <input className="input" type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        {error && <p className={styles.error} role="alert">{errorText(error)}</p>}
        <button type="submit" className="btn btn-block" disabled={isLoading}>{isLoading ? 'Signing in…' : 'Sign in'}</button>
      </form>
    </div>
  );
}
