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

/** /admin/content/<file> */
export function ContentPage() {
  const { t } = useI18n();
  const { file } = useParams();
  const role = useRole();
  if (!isContentSubject(file)) return <NotFoundPage />;
  if (!mayEditFile(role, file)) return <OwnersOnly title={t('content.title', { file: t(`files.${file}`) })} />;
  return (
    <>
      <h1>{t('content.title', { file: t(`files.${file}`) })}</h1>
      <FileNav />
      <ContentEditor key={file} file={file} />
    </>
  );
}
