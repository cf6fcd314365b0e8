/**
 * The payment screenshot picker of the file form (/add_fund_user): a file
 * input shown as a tap target with a local preview of the chosen image.
 */
import { useEffect, useId, useState } from 'react';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { SCREENSHOT_TYPES } from '@matka/shared';
import { WALLET, useMessage, useText } from '@matka/shared/client';
import { ImageIcon } from './icons';
import styles from './wallet.module.css';

/** A local preview of the chosen screenshot (none where the browser cannot make one). */
function usePreview(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

interface Props<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The form field that holds the picked File (null until one is picked). */
  name: Path<Values>;
}

/**
 * A picked file is judged at once (a PDF is refused as soon as it is picked);
 * emptying the picker clears the error until the next submit.
 */
export function ScreenshotField<Values extends FieldValues, Output>({ form, name }: Props<Values, Output>) {
  const { t } = useText(WALLET);
  const say = useMessage();
  const fileId = useId();
  const { field, fieldState } = useController({ control: form.control, name });
  const file = (field.value ?? null) as File | null;
  const error = fieldState.error?.message;
  // Only an image of an accepted type is previewed, before the form has judged it.
  const preview = usePreview(file && !error && (SCREENSHOT_TYPES as readonly string[]).includes(file.type) ? file : null);
  const onChange = (picked: File | null) => {
    field.onChange(picked);
    if (picked) void form.trigger(name);
    else form.clearErrors(name);
  };
  return (
    <div className="field">
      <label htmlFor={fileId}>{t('screenshot.label')}</label>
      <input
        ref={field.ref}
        id={fileId}
        name={name}
        type="file"
        className={`visually-hidden ${styles.fileInput}`}
        accept={SCREENSHOT_TYPES.join(',')}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fileId}-hint ${fileId}-error`}
      />
      <label htmlFor={fileId} className={styles.dropzone} data-invalid={error ? 'true' : undefined}>
        {preview ? (
          <img className={styles.preview} src={preview} alt="" />
        ) : (
          <span className={styles.dropIcon}><ImageIcon /></span>
        )}
        <span className={styles.dropText}>
          <strong>{file ? file.name : t('screenshot.choose')}</strong>
          <span className={styles.hint}>{file ? t('screenshot.change') : t('screenshot.pick')}</span>
        </span>
      </label>
      <p id={`${fileId}-hint`} className={styles.hint}>{t('screenshot.types')}</p>
      <p id={`${fileId}-error`} className="field-error" role="alert">{say(error) ?? ''}</p>
    </div>
  );
}
