import { NavLink } from 'react-router-dom';
import { contentSubjects } from '../api/contract';
import { mayEditFile } from '../api/roles';
import { useRole } from '../auth/session';
import { useI18n } from '../i18n/i18n';

/**
 * The content files, as links (the photos have a page of their own: upload and place). Apart
 * from the editor (content-page.tsx) so that the first screen lists them without loading the
 * editor and the content's schemas.
 */
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
