import { mayEditFile } from '../api/roles';
import { currentRole, useRole, whenSignedIn } from '../auth/session';
import { OwnersOnly } from '../layout/owners-only';
import { ContentEditor } from '../content/content-editor';
import { fetchFile } from '../content/use-content-file';
import { useI18n } from '../i18n/i18n';
import { PhotoOverviewProvider, SavedPhotos } from './photo-overview';
// This screen's words (not in the entry): loaded with it.
import '../i18n/later-words';

/** The photos file's loader (its failure: the route's errorElement). */
export const photosLoader = () =>
  whenSignedIn(async () => (mayEditFile(currentRole(), 'photos') ? fetchFile('photos') : null));

/**
 * /admin/photos: the photos file's editor as a library: the gallery's sections as thumbnails to
 * add, move, describe, replace and remove (gallery-section.tsx), the pages' photos, the welcome
 * cards and the share pictures.
 */
export function PhotosPage() {
  const { t } = useI18n();
  if (!mayEditFile(useRole(), 'photos')) return <OwnersOnly title={t('photos.title')} />;
  return (
    <>
      <h1>{t('photos.title')}</h1>
      <PhotoOverviewProvider>
        <ContentEditor
          file="photos"
          tools={(editor) => (
            <>
              <SavedPhotos data={editor.data} version={editor.version} />
              <p className="admin-muted">{t('photos.intro')}</p>
              <p className="admin-muted">{t('photos.shareHint')}</p>
            </>
          )}
        />
      </PhotoOverviewProvider>
    </>
  );
}
