import { useTranslation } from 'react-i18next';
import type { AnnouncementView } from '../../content/page-data';
import { pragueDate } from '../../content/time';
import { useNow } from '../ui/now';
import './site-notices.css';

/**
 * The content's dated notices (announcements.yaml) that apply today, under the
 * header on every page. A polite status region: it is in the page from the
 * start, so a notice that appears while the page is open (at midnight) is read
 * out once, without interrupting.
 */
export function SiteNotices({ announcements }: { announcements: readonly AnnouncementView[] }) {
  const { t } = useTranslation();
  const today = pragueDate(useNow());
  const active = announcements.filter((notice) => notice.from <= today && today <= notice.until);
  return (
    <div className="site-notices" role="status" aria-label={t('common.noticesLabel')}>
      {active.map((notice) => (
        <p key={notice.id} className="container site-notices__item">
          {notice.text}
        </p>
      ))}
    </div>
  );
}
