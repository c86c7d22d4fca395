import { useState } from 'react';
import { gallerySections } from '../../content/schema';
import { uploadPhoto } from '../api/client';
import { mayEditFile } from '../api/roles';
import { currentRole, useRole, whenSignedIn } from '../auth/session';
import { OwnersOnly } from '../layout/owners-only';
import { ContentEditor, type EditorTools } from '../content/content-editor';
import { fieldId } from '../content/paths';
import { PHOTO_ACCEPT } from '../content/photo-file-field';
import { fetchFile } from '../content/use-content-file';
import { useI18n } from '../i18n/i18n';
import { useProblemText } from '../layout/problem';
// This screen's words (not in the entry): loaded with it.
import '../i18n/later-words';

/** Upload a photo, then place it at the end of a gallery section (alt text to fill in both languages). */
function UploadPanel({ data, change }: EditorTools) {
  const { t } = useI18n();
  const problemText = useProblemText();
  const [busy, setBusy] = useState(false);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [placed, setPlaced] = useState<{ section: string; field: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const gallery = ((data ?? {}) as { gallery?: Record<string, unknown[]> }).gallery ?? {};
  return (
    <section className="admin-card" aria-labelledby="upload-title">
      <h2 id="upload-title">{t('photos.uploadTitle')}</h2>
      <p>{t('photos.intro')}</p>
      <input
        id="photo-upload"
        className="admin-file-input"
        type="file"
        accept={PHOTO_ACCEPT}
        disabled={busy}
        onChange={async (event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (!chosen) return;
          // A new choice replaces what the last one did: its success is no longer what the card says.
          setBusy(true);
          setProblem(null);
          setUploaded(null);
          setPlaced(null);
          try {
            setUploaded((await uploadPhoto(chosen)).file);
          } catch (error) {
            setProblem(problemText(error));
          } finally {
            setBusy(false);
          }
        }}
      />
      <label htmlFor="photo-upload" className="admin-button admin-button-primary admin-button-big admin-file-button">
        {t('photos.choose')}
      </label>
      <p role="status" aria-live="polite" className="admin-status">
        {busy ? t('photos.uploading') : uploaded && !placed ? t('photos.uploaded', { file: uploaded }) : ''}{' '}
        {placed ? t('photos.placed', { section: placed.section }) : ''}
      </p>
      {placed && (
        <p>
          <a href={`#${placed.field}`}>{t('photos.goToPlaced')}</a>
        </p>
      )}
      {problem && (
        <div className="admin-error" role="alert">
          <p>{t('photos.refused')}</p>
          <p>{problem}</p>
        </div>
      )}
      {uploaded && !placed && (
        <div className="admin-actions">
          {gallerySections.map((section) => (
            <button
              key={section}
              type="button"
              className="admin-button"
              onClick={() => {
                const list = gallery[section] ?? [];
                change(['gallery', section], [...list, { file: uploaded, alt: { cs: '', en: '' } }]);
                setPlaced({
                  section: t(`photos.sections.${section}`),
                  field: fieldId(['gallery', section, list.length, 'alt', 'cs']),
                });
              }}
            >
              {t('photos.placeIn', { section: t(`photos.sections.${section}`) })}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/** The photos file's loader (its failure: the route's errorElement). */
export const photosLoader = () =>
  whenSignedIn(async () => (mayEditFile(currentRole(), 'photos') ? fetchFile('photos') : null));

/** /admin/photos: upload, then the photos file's editor (sections, order, alt texts, share pictures). */
export function PhotosPage() {
  const { t } = useI18n();
  if (!mayEditFile(useRole(), 'photos')) return <OwnersOnly title={t('photos.title')} />;
  return (
    <>
      <h1>{t('photos.title')}</h1>
      <ContentEditor
        file="photos"
        tools={(editor) => (
          <>
            <UploadPanel {...editor} />
            <p className="admin-muted">{t('photos.shareHint')}</p>
          </>
        )}
      />
    </>
  );
}
