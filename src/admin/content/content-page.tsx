import { NavLink, useParams } from 'react-router-dom';
import { contentFiles, type ContentSubject } from '../../content/schema';
import { mayEditFile } from '../api/roles';
import { useRole } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { NotFoundPage } from '../layout/not-found-page';
import { ContentEditor } from './content-editor';

const contentSubjects = Object.keys(contentFiles) as ContentSubject[];
export const isContentSubject = (name: string | undefined): name is ContentSubject => contentSubjects.includes(name as ContentSubject);

/** The content files, as links (the photos have a page of their own: upload and place). */
export function FileNav() {
  const { t } = useI18n();
  const role = useRole();
  return (
    <nav aria-label={t('nav.content')} className="admin-subnav">
      <ul>
        {contentSubjects.filter((subject) => mayEditFile(role, subject)).map((subject) => (
          <li key={subject}>
            <NavLink to={subject === 'photos' ? '/photos' : `/content/${subject}`}>{t(`files.${subject}`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /admin/content/<file> */
export function ContentPage() {
  const { t } = useI18n();
  const { file } = useParams();
  if (!isContentSubject(file)) return <NotFoundPage />;
  return (
    <>
      <h1>{t('content.title', { file: t(`files.${file}`) })}</h1>
      <FileNav />
      <ContentEditor key={file} file={file} />
    </>
  );
}
