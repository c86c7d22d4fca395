import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { request } from '../api/client';
import type { ChecklistItem } from '../api/types';
import type { ContentSubject } from '../../content/schema';
import { FileNav, isContentSubject } from '../content/content-page';
import { fieldId, placeOf } from '../content/paths';
import { may } from '../api/roles';
import { useRole } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { LunchCard } from '../lunch/lunch-card';
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

/** A checklist item's field: the editor's page, scrolled to that field (content-editor.tsx). */
function fieldLink(item: ChecklistItem): string | null {
  if (!item.file || !isContentSubject(item.file)) return fixLink(item.fix);
  const page = item.file === 'photos' ? '/photos' : `/content/${item.file}`;
  return item.path && item.path.length > 0 ? `${page}#${fieldId(item.path)}` : page;
}

/**
 * What an item asks for, in the admin's words: the field's place as the form labels it
 * (never the file's keys), or the page a menu link is missing for. The server's own
 * sentence (`message`) for anything else: mail, set by the server's operator.
 */
function useItemText(): (item: ChecklistItem) => string {
  const { t, label } = useI18n();
  const words = { label, item: (name: string, n: number) => t('form.item', { label: name, n }) };
  return (item) => {
    const path = item.path ?? [];
    switch (item.kind) {
      case 'sample': {
        // Under its file's heading: "Ročníky č. 1 › …", not "Svatomartinské hody › Ročníky č. 1 › …" under "Svatomartinské hody".
        const file = t(`files.${item.file as ContentSubject}`);
        const inside = typeof path[0] === 'string' && path.length > 1 && label(path[0]) === file ? path.slice(1) : path;
        return placeOf(inside, words) || file;
      }
      case 'sample-photo':
        // (`…, 'file'`: the photo, not its file name.)
        return placeOf(path.at(-1) === 'file' ? path.slice(0, -1) : path, words);
      case 'menu-page':
        return t('home.checklistMenuPage', { page: label(String(path[0] ?? '')) });
      case 'security-expiry':
        return t('home.checklistSecurity');
      default:
        return item.message;
    }
  };
}

/** The launch checklist, by content file (the form's name of each), each item with a link to its field. */
function Checklist() {
  const { t } = useI18n();
  const text = useItemText();
  const [items, setItems] = useState<ChecklistItem[] | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  useEffect(() => {
    request<{ items: ChecklistItem[] }>('/checklist').then((answer) => setItems(answer.items), setProblem);
  }, []);
  const groups = new Map<string, ChecklistItem[]>();
  for (const item of items ?? []) {
    const group = item.file && isContentSubject(item.file) ? item.file : '';
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  return (
    <section className="admin-card" aria-labelledby="checklist-title">
      <h2 id="checklist-title">{t('home.checklistTitle')}</h2>
      <Problem error={problem} />
      {!items && !problem && <p role="status">{t('common.loading')}</p>}
      {items?.length === 0 && <p>{t('home.checklistEmpty')}</p>}
      {items && items.length > 0 && <p className="admin-muted">{t('home.checklistIntro')}</p>}
      {[...groups].map(([file, list]) => (
        <section key={file} className="admin-checklist-group" aria-labelledby={`checklist-${file || 'server'}`}>
          <h3 className="admin-h3" id={`checklist-${file || 'server'}`}>
            {file ? t(`files.${file as ContentSubject}`) : t('home.checklistServer')} ({list.length})
          </h3>
          <ul className="admin-checklist">
            {list.map((item, index) => {
              const link = item.kind === 'mail' ? null : fieldLink(item);
              const what = text(item);
              return (
                <li key={index}>
                  <span>{what}</span>
                  {link && (
                    <Link className="admin-button" to={link}>
                      {t('home.fix')}
                      <span className="admin-visually-hidden">: {what}</span>
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}

/** /admin: today's lunch menu first, today's one-tap exceptions, the launch checklist, and links to everything. */
export function HomePage() {
  const { t } = useI18n();
  const role = useRole();
  return (
    <>
      <h1>{t('home.title')}</h1>
      <LunchCard />
      <TodayPanel />
      {may(role, 'checklist') && <Checklist />}
      <section className="admin-card" aria-labelledby="manage-title">
        <h2 id="manage-title">{t('home.manageTitle')}</h2>
        <FileNav />
        <ul className="admin-links">
          <li>
            <Link to="/inbox">{t('nav.inbox')}</Link>
          </li>
          {may(role, 'accounts') && (
            <li>
              <Link to="/owners">{t('nav.owners')}</Link>
            </li>
          )}
          {may(role, 'audit') && (
            <li>
              <Link to="/audit">{t('nav.audit')}</Link>
            </li>
          )}
        </ul>
      </section>
    </>
  );
}
