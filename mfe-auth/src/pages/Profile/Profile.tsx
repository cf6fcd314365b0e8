/**
 * /profile — docs/PRODUCT.md §2/§5 'Update User Information'. The form starts from the
 * session's user, which the shell keeps fresh (it refetches the profile
 * silently on a page change, docs/PRODUCT.md §4), and follows a fresher one until the
 * player starts typing. Validates with the request schema edit_profile.php
 * parses with (shared/src/schemas/account.ts), every message at once, the
 * first invalid field focused, and saves as multipart form data.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import {
  MSG, PROFILE_EMAIL_LENGTH_MAX, PROFILE_NAME_LENGTH_MAX, editProfileRequest,
  type EditProfileInput, type UserInfo,
} from '@matka/shared';
import { lazyToast, AUTH, errorText, localiseMessage, selectUser, useFormField, useSchemaForm, useShellSelector, useText } from '@matka/shared/client';
import { formatMobile } from '../../flow/rules';
import { useUpdateProfileMutation } from '../../state/authApi';
import { ProfileInputField } from './ProfileInputField';
import styles from './Profile.module.css';

type ProfileForm = Required<Record<keyof EditProfileInput, string>>;

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

export function Profile() {
  const user = useShellSelector(selectUser);
  return user ? <ProfileEditor user={user} /> : <Navigate to="/Login" replace />;
}

/** A field of the form that notes the player started typing (a fresher profile then no longer fills the form). */
function useProfileField(form: UseFormReturn<ProfileForm, unknown, EditProfileInput>, name: keyof ProfileForm, edited: RefObject<boolean>) {
  const props = useFormField(form, name);
  return {
    ...props,
    onChange(value: string) {
      edited.current = true;
      props.onChange(value);
    },
  };
}

function ProfileEditor({ user }: { user: UserInfo }) {
  const form = useSchemaForm<ProfileForm, EditProfileInput>(editProfileRequest, formFromUser(user));
  const [updateProfile] = useUpdateProfileMutation();
  const saving = form.formState.isSubmitting;
  const edited = useRef(false);
  const phone = user.phone_number;
  const name = useProfileField(form, 'name', edited);
  const email = useProfileField(form, 'email', edited);
  const phonpe = useProfileField(form, 'phonpe', edited);
  const gpay = useProfileField(form, 'gpay', edited);
  const paytm = useProfileField(form, 'paytm', edited);
  const { t } = useText(AUTH);

  // A fresher profile from the server fills the form; the player's own typing wins once it started.
  const { reset } = form;
  const shownUser = useRef(user);
  useEffect(() => {
    if (shownUser.current === user) return;
    shownUser.current = user;
    if (!edited.current) reset(formFromUser(user));
  }, [user, reset]);

  const save = async (fields: EditProfileInput) => {
    try {
      await updateProfile({
        user, fields: { ...fields, phonpe: fields.phonpe ?? '', gpay: fields.gpay ?? '', paytm: fields.paytm ?? '' },
      }).unwrap();
      lazyToast.success(localiseMessage(MSG.profileUpdated));
      edited.current = false;
    } catch (failure) {
      lazyToast.error(errorText(failure));
    }
  };

  const initial = (name.value.trim() || user.name || '?').charAt(0).toUpperCase();

  return (
    <div className="page">
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">{initial}</span>
        <span className={styles.who}>
          <strong className={styles.name}>{user.name || t('profile.player')}</strong>
          <span className={styles.phone}>{formatMobile(phone)}</span>
        </span>
      </div>

      <form className={`card form ${styles.card}`} onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate>
        <h2 className="section-title">{t('profile.heading')}</h2>

        <ProfileInputField
          label={t('profile.name')} {...name}
          autoComplete="name" maxLength={PROFILE_NAME_LENGTH_MAX}
        />
        <ProfileInputField
          label={t('profile.email')} type="email" {...email}
          autoComplete="email" maxLength={PROFILE_EMAIL_LENGTH_MAX}
        />
        <ProfileInputField name="phone_number" label={t('mobileNumber')} value={phone} readOnly hint={t('profile.phoneHint')} />

        <fieldset className={styles.group}>
          <legend className={styles.groupTitle}>{t('profile.paymentApps')}</legend>
          <p className={styles.groupHint}>{t('profile.paymentAppsHint')}</p>
          <ProfileInputField
            label={t('profile.phonepe')} {...phonpe} digits
          />
          <ProfileInputField
            label={t('profile.gpay')} {...gpay} digits
          />
          <ProfileInputField
            label={t('profile.paytm')} {...paytm} digits
          />
        </fieldset>

        <button type="submit" className="btn btn-block" disabled={saving}>
          {saving ? t('profile.saving') : t('profile.update')}
        </button>
      </form>
    </div>
  );
}
