import { useEffect } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { isContentSubject } from '../api/contract';
import { mayEditFile } from '../api/roles';
import { currentRole, useRole, whenSignedIn } from '../auth/session';
import { OwnersOnly } from '../layout/owners-only';
import { useI18n } from '../i18n/i18n';
import { NotFoundPage } from '../layout/not-found-page';
import { ContentEditor } from './content-editor';
import { FileNav } from './file-nav';
import { fetchFile } from './use-content-file';

/** The file and whether it may be written now; nothing for a file the admin does not have (the page says so). */
export const contentLoader = ({ params }: LoaderFunctionArgs) =>
  isContentSubject(params.file)
    ? whenSignedIn(async () => (mayEditFile(currentRole(), params.file!) ? fetchFile(params.file as Parameters<typeof fetchFile>[0]) : null))
    : null;

/**
 * The files' strip above the editor (one line that scrolls sideways, not a screen of links on a
 * phone) shows the open file's link, scrolled to the middle of it.
 */
function useOpenFileInStrip(file: string | undefined): void {
  useEffect(() => {
    const strip = document.querySelector<HTMLElement>('.admin-file-strip ul');
    const active = strip?.querySelector<HTMLElement>('a.active');
    if (strip && active) strip.scrollLeft = active.offsetLeft - strip.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
  }, [file]);
}

/** /admin/content/<file> */
export function ContentPage() {
  const { t } = useI18n();
  const { file } = useParams();
  const role = useRole();
  useOpenFileInStrip(file);
  if (!isContentSubject(file)) return <NotFoundPage />;
  if (!mayEditFile(role, file)) return <OwnersOnly title={t('content.title', { file: t(`files.${file}`) })} />;
  return (
    <>
      <h1>{t('content.title', { file: t(`files.${file}`) })}</h1>
      <div className="admin-file-strip">
        <FileNav />
      </div>
      <ContentEditor key={file} file={file} />
    </>
  );
}
