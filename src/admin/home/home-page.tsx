import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { request } from '../api/client';
import type { ChecklistItem } from '../api/types';
import { FileNav } from '../content/content-page';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { TodayPanel } from './today-panel';

/**
 * A checklist item's fix as a link inside the admin. The server gives the admin page
 * (`/admin/content/venue#…`) or a path inside it; anything else is shown as text, never
 * a link (a checklist message is ours, but a link is only ever one we build).
 */
export function fixLink(fix: string): string | null {
  const inside = fix.startsWith('/admin/') ? fix.slice('/admin'.length) : fix.startsWith('/') ? fix : null;
  // (`//host` would be another site: a path's first segment is a name.)
  return inside !== null && /^\/(?:[\w-][\w\-/#.]*)?$/.test(inside) ? inside : null;
}

function Checklist() {
  const { t } = useI18n();
  const [items, setItems] = useState<ChecklistItem[] | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  useEffect(() => {
    request<{ items: ChecklistItem[] }>('/checklist').then((answer) => setItems(answer.items), setProblem);
  }, []);
  return (
    <section className="admin-card" aria-labelledby="checklist-title">
      <h2 id="checklist-title">{t('home.checklistTitle')}</h2>
      <Problem error={problem} />
      {!items && !problem && <p role="status">{t('common.loading')}</p>}
      {items?.length === 0 && <p>{t('home.checklistEmpty')}</p>}
      {items && items.length > 0 && (
        <ul className="admin-checklist">
          {items.map((item, index) => {
            const link = fixLink(item.fix) ?? (item.file ? `/content/${item.file}` : null);
            return (
              <li key={index}>
                <span>{item.message}</span>
                {link && <Link className="admin-button" to={link}>{t('home.fix')}</Link>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** /admin: today's one-tap exceptions, the launch checklist, and links to everything. */
export function HomePage() {
  const { t } = useI18n();
  return (
    <>
      <h1>{t('home.title')}</h1>
      <TodayPanel />
      <Checklist />
      <section className="admin-card" aria-labelledby="manage-title">
        <h2 id="manage-title">{t('home.manageTitle')}</h2>
        <FileNav />
        <ul className="admin-links">
          <li><Link to="/inbox">{t('nav.inbox')}</Link></li>
          <li><Link to="/owners">{t('nav.owners')}</Link></li>
          <li><Link to="/audit">{t('nav.audit')}</Link></li>
        </ul>
      </section>
    </>
  );
}
