/**
 * A new operator: name, mobile number and/or username (they sign in with
 * either; at least one), role and a first password — checked with the API's own schema (createOperatorRequest), so
 * the password policy the form shows is the one the server enforces.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { OPERATOR_PASSWORD_MIN_LENGTH, OPERATOR_ROLES, createOperatorRequest, type CreateOperatorRequest } from '@matka/shared';
import { FormField } from '../../components/FormField';
import { ROLE_LABELS } from './roles';
import styles from './Operators.module.css';

export function OperatorForm({ busy, error, onSave, onCancel }: {
  busy: boolean;
  error?: string | undefined;
  onSave: (values: CreateOperatorRequest) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit, formState: { errors } } = useForm<z.input<typeof createOperatorRequest>, unknown, CreateOperatorRequest>({
    resolver: zodResolver(createOperatorRequest),
    defaultValues: { name: '', phone_number: '', username: '', role: 'cashier', password: '' },
  });
  return (
    <form className={`card form ${styles.form}`} onSubmit={handleSubmit(onSave)} noValidate aria-busy={busy || undefined} aria-label="New operator">
      <h3 className={styles.formTitle}>New operator</h3>
      <div className={styles.row}>
        <FormField label="Name" error={errors.name?.message}>
          <input className="input" maxLength={60} autoComplete="off" {...register('name')} />
        </FormField>
        <FormField label="Mobile number" error={errors.phone_number?.message} hint="They sign in with it, or with the username. Give one or both.">
          <input className="input" inputMode="numeric" maxLength={10} autoComplete="off" {...register('phone_number')} />
        </FormField>
        <FormField label="Username" error={errors.username?.message} hint="Optional. Lowercase letters, digits, . _ - (a letter first).">
          <input className="input" maxLength={32} autoComplete="off" autoCapitalize="none" autoCorrect="off" spellCheck={false} {...register('username')} />
        </FormField>
        <FormField label="Role" error={errors.role?.message}>
          <select className="select" {...register('role')}>
            {OPERATOR_ROLES.map((role) => <option key={role} value={role}>{ROLE_LABELS[role]}</option>)}
          </select>
        </FormField>
        <FormField label="Password" error={errors.password?.message}
          hint={`At least ${OPERATOR_PASSWORD_MIN_LENGTH} characters; a passphrase of a few words is best. Give it to them in person.`}>
          <input className="input" type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
      </div>
      {error && <p className={styles.error} role="alert">{error}</p>}
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>Cancel</button>
        <button type="submit" className="btn" disabled={busy}>{busy ? 'Creating…' : 'Create operator'}</button>
      </div>
    </form>
  );
}
