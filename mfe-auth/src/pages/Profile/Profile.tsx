/**
 * /profile — docs/PRODUCT.md §2/§5 'Update User Information'. The form starts from the
 * session's user, which the shell keeps fresh (it refetches the profile
 * silently on a page change, docs/PRODUCT.md §4), and follows a fresher one until the
 * player starts typing. Validates with the shared profile rules and saves
 * through edit_profile.php as multipart form data.
 */
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Navigate } from 'react-router-dom';
import {
  MSG, PROFILE_EMAIL_LENGTH_MAX, PROFILE_NAME_LENGTH_MAX, validateProfile,
  type ProfileErrors, type ProfileField, type UserInfo,
} from '@matka/shared';
import { errorText, selectUser, useShellSelector } from '@matka/shared/client';
import { formatMobile } from '../../flow/rules';
import { useUpdateProfileMutation } from '../../state/authApi';
import { ProfileInputField } from './ProfileInputField';
import styles from './Profile.module.css';

type ProfileForm = Required<Record<ProfileField, string>>;

/** The form's fields from the session user (the wire names differ: phonepay → phonpe, googlepay → gpay). */
function formFromUser(user: UserInfo): ProfileForm {
  return {
    name: user.name ?? '',
    email: user.email ?? '',
    phonpe: user.phonepay ?? '',
    gpay: user.googlepay ?? '',
    paytm: user.paytm ?? '',
  };
}

function trimmed(form: ProfileForm): ProfileForm {
  return {
    name: form.name.trim(), email: form.email.trim(),
    phonpe: form.phonpe.trim(), gpay: form.gpay.trim(), paytm: form.paytm.trim(),
  };
}

export function Profile() {
  const user = useShellSelector(selectUser);
  return user ? <ProfileEditor user={user} /> : <Navigate to="/Login" replace />;
}

const FIELD_ORDER: readonly ProfileField[] = ['name', 'email', 'phonpe', 'gpay', 'paytm'];

function ProfileEditor({ user }: { user: UserInfo }) {
  const [form, setForm] = useState<ProfileForm>(() => formFromUser(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);
  const [updateProfile] = useUpdateProfileMutation();
  const [edited, setEdited] = useState(false);
  const [shownUser, setShownUser] = useState(user);
  const phone = user.phone_number;

  // A fresher profile from the server fills the form; the player's own typing wins once it started.
  if (shownUser !== user) {
    setShownUser(user);
    if (!edited) setForm(formFromUser(user));
  }

  const setField = (field: ProfileField) => (value: string) => {
    setEdited(true);
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const fields = trimmed(form);
    const problems = validateProfile(fields);
    setErrors(problems);
    const firstInvalid = FIELD_ORDER.find((field) => problems[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await updateProfile({ user, fields }).unwrap();
      toast.success(MSG.profileUpdated);
      setEdited(false);
    } catch (failure) {
      toast.error(errorText(failure));
    } finally {
      setSaving(false);
    }
  };

  const initial = (form.name.trim() || user.name || '?').charAt(0).toUpperCase();

  return (
    <div className="page">
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">{initial}</span>
        <span className={styles.who}>
          <strong className={styles.name}>{user.name || 'Player'}</strong>
          <span className={styles.phone}>{formatMobile(phone)}</span>
        </span>
      </div>

      <form className={`card form ${styles.card}`} onSubmit={handleSubmit} noValidate>
        <h2 className="section-title">Update User Information</h2>

        <ProfileInputField
          name="name" label="Name" value={form.name} onChange={setField('name')} error={errors.name}
          autoComplete="name" maxLength={PROFILE_NAME_LENGTH_MAX}
        />
        <ProfileInputField
          name="email" label="Email" type="email" value={form.email} onChange={setField('email')} error={errors.email}
          autoComplete="email" maxLength={PROFILE_EMAIL_LENGTH_MAX}
        />
        <ProfileInputField name="phone_number" label="Mobile number" value={phone} readOnly hint="Your login number can't be changed." />

        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>Payment apps</legend>
          <p className={styles.groupHint}>Optional. The 10-digit numbers registered with your payment apps.</p>
          <ProfileInputField
            name="phonpe" label="PhonePe number" value={form.phonpe} onChange={setField('phonpe')} error={errors.phonpe} digits
          />
          <ProfileInputField
            name="gpay" label="Google Pay number" value={form.gpay} onChange={setField('gpay')} error={errors.gpay} digits
          />
          <ProfileInputField
            name="paytm" label="Paytm number" value={form.paytm} onChange={setField('paytm')} error={errors.paytm} digits
          />
        </fieldset>

        <button type="submit" className="btn btn-block" disabled={saving}>
          {saving ? 'Saving…' : 'Update Profile'}
        </button>
      </form>
    </div>
  );
}
