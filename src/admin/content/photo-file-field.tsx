import { useId, useState } from 'react';
import { uploadPhoto } from '../api/client';
import { useI18n } from '../i18n/i18n';
import { useProblemText } from '../layout/problem';
import { useForm } from './form-context';
import type { Path } from './paths';
import { ScalarField } from './scalar-field';

/** The types a phone's camera gives (iOS converts HEIC to JPEG for such an input); the server sniffs the bytes. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

const fileScalar = { kind: 'string', empty: 'required' } as const;

/** A photo's file in photos.yaml: its name, and "replace with another photo" (upload, then the new name). */
export function PhotoFileField({ path, value }: { path: Path; value: unknown }) {
  const { t, label } = useI18n();
  const { onChange, disabled } = useForm();
  const problemText = useProblemText();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="admin-photo-file">
      <ScalarField scalar={fileScalar} path={path} value={value} label={label('file')} />
      <input
        id={inputId}
        className="admin-file-input"
        type="file"
        accept={PHOTO_ACCEPT}
        disabled={disabled || busy}
        onChange={async (event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (!chosen) return;
          setBusy(true);
          setProblem(null);
          try {
            onChange(path, (await uploadPhoto(chosen)).file);
          } catch (error) {
            setProblem(problemText(error));
          } finally {
            setBusy(false);
          }
        }}
      />
      <label htmlFor={inputId} className="admin-button admin-file-button">{t('photos.replace')}</label>
      <p role="status" aria-live="polite" className="admin-status">{busy ? t('photos.uploading') : ''}</p>
      {problem && <p className="admin-error" role="alert">{problem}</p>}
    </div>
  );
}
