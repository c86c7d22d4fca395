import { useId, useState } from 'react';
import { itemName } from '../../content/item-name';
import { uploadPhoto } from '../api/upload-photo';
import { useI18n } from '../i18n/i18n';
import { useProblemText } from '../layout/problem';
import { useForm } from './form-context';
import { fieldId, pathKey, type Path } from './paths';
import { FieldErrors } from './scalar-field';
import { stateWords, usePhotoOverviews } from '../photos/photo-overview';
// This screen's words (not in the entry): loaded with it.
import '../i18n/later-words';
import '../i18n/photo-words';

/** The types a phone's camera gives (iOS converts HEIC to JPEG for such an input); the server sniffs the bytes. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * A photo's file in photos.yaml: named by its description (never by the file's name, which
 * stays in the form as a hidden value), and "replace with another photo" (upload, then the new file).
 */
export function PhotoFileField({ path, value, alt, uses = [] }: { path: Path; value: unknown; alt: unknown; uses?: Path[] }) {
  const { t, lang } = useI18n();
  const { onChange, disabled } = useForm();
  const problemText = useProblemText();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const described = itemName({ alt }, lang);
  const overviews = usePhotoOverviews();
  const shown = typeof value === 'string' ? overviews?.shown(value) : undefined;
  return (
    <div className="admin-photo-file" id={fieldId(path)}>
      <input type="hidden" name={pathKey(path)} value={typeof value === 'string' ? value : ''} />
      {shown?.thumb && <img className="admin-photo-page-thumb" src={shown.thumb} alt="" loading="lazy" decoding="async" />}
      <p>{described ? t('form.photo', { alt: described }) : t('form.photoUnnamed')}</p>
      {stateWords(shown).map(({ note }) => (
        <p key={note} className="admin-notice">
          {t(note)}
        </p>
      ))}
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
            const { file } = await uploadPhoto(chosen);
            overviews?.uploaded(file, chosen);
            onChange(path, file);
            for (const use of uses) onChange(use, file);
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
      <FieldErrors path={path} />
    </div>
  );
}
