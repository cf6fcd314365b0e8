/**
 * The payment screenshot picker of the file form (/add_fund_user): a file
 * input shown as a tap target with a local preview of the chosen image.
 */
import { useEffect, useId, useState } from 'react';
import { SCREENSHOT_TYPES, isValidScreenshot } from '../lib/rules';
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

interface Props {
  file: File | null;
  error: string | undefined;
  onChange: (file: File | null) => void;
}

export function ScreenshotField({ file, error, onChange }: Props) {
  const fileId = useId();
  const preview = usePreview(isValidScreenshot(file) ? file : null);
  return (
    <div className="field">
      <label htmlFor={fileId}>Payment screenshot</label>
      <input
        id={fileId}
        name="image"
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
          <strong>{file ? file.name : 'Choose screenshot'}</strong>
          <span className={styles.hint}>{file ? 'Tap to change' : 'Tap to pick from your gallery'}</span>
        </span>
      </label>
      <p id={`${fileId}-hint`} className={styles.hint}>PNG, JPEG or WebP, up to 5 MB.</p>
      <p id={`${fileId}-error`} className="field-error" role="alert">{error ?? ''}</p>
    </div>
  );
}
