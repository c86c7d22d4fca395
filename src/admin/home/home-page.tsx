import { lazy, Suspense } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { request } from '../api/client';
import type { ChecklistItem } from '../api/contract';
import { isContentSubject } from '../api/contract';
import { pageKeys, type PageKey } from '../../page-ids';
import { FileNav } from '../content/file-nav';
import { useFieldName } from '../content/field-name';
import { fieldId } from '../content/paths';
import { VisibleText } from '../history/visible-text';
import { may } from '../api/roles';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { settle, type Settled } from '../api/loaded';
import { currentRole, useRole, whenSignedIn } from '../auth/session';
import { LunchCard } from '../lunch/lunch-card';
import { fetchLunchFile, type LunchLoaded } from '../lunch/use-lunch-file';
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
 * What an item asks for, in the admin's words: the field's name, or what a page misses.
 * The server's own sentence (`message`) for nothing: each kind has its words here.
 */
function useItemText(): (item: ChecklistItem) => string {
  const { t } = useI18n();
  const fieldName = useFieldName();
  return (item) => {
    const path = item.path ?? [];
    switch (item.kind) {
      case 'sample':
        return fieldName(item.file, path, item.item);
      case 'sample-photo':
        // (`…, 'file'`: the photo, not its file name.)
        return fieldName(item.file, path.at(-1) === 'file' ? path.slice(0, -1) : path, item.item);
      case 'menu-page':
        return t('home.checklistMenuPage');
      case 'security-expiry':
        return t('home.checklistSecurity');
      case 'mail':
        return t('home.checklistMail');
      default:
        return item.message;
    }
  };
}

interface HomeLoaded extends LunchLoaded {
  checklist: Settled<ChecklistItem[]>;
}

/** The first screen's loader: today's lunch and the launch checklist, each shown, or its problem, in its own card. */
export const homeLoader = (): Promise<HomeLoaded | null> =>
  whenSignedIn(async () => {
    const [lunch, checklist] = await Promise.all([
      settle(fetchLunchFile()),
      // (Staff are not shown the checklist: nothing is asked that the server would refuse.)
      may(currentRole(), 'checklist')
        ? settle(request('/checklist', 'checklist').then((answer) => answer.items))
        : { value: [], problem: null },
    ]);
    return { lunch, checklist };
  });

/** "Notifications on this device": a chunk of its own, after the first screen (src/admin/push/). */
const PushCard = lazy(() => import('../push/push-card'));

/** The pages in the site's order, then what no page shows. */
const pageOrder = [...pageKeys, null] as const;

/**
 * The launch checklist, by the public page where each value shows, each page folded with
 * its count; an item names its field, shows its value now, and links to the field.
 */
function Checklist() {
  const { t } = useI18n();
  const text = useItemText();
  const { value: items, problem } = (useLoaderData() as HomeLoaded).checklist;
  const groups = new Map<PageKey | null, ChecklistItem[]>();
  for (const item of items ?? []) {
    const page =
      item.page !== null && (pageKeys as readonly string[]).includes(item.page) ? (item.page as PageKey) : null;
    groups.set(page, [...(groups.get(page) ?? []), item]);
  }
  const ordered = pageOrder.filter((page) => groups.has(page));
  return (
    <section className="admin-card" aria-labelledby="checklist-title">
      <h2 id="checklist-title">
        {t('home.checklistTitle')}
        {items && items.length > 0 ? ` (${items.length})` : ''}
      </h2>
      <Problem error={problem} />
      {!items && !problem && <p role="status">{t('common.loading')}</p>}
      {items?.length === 0 && <p>{t('home.checklistEmpty')}</p>}
      {items && items.length > 0 && <p className="admin-muted">{t('home.checklistIntro')}</p>}
      {ordered.map((page) => {
        const list = groups.get(page)!;
        const name = (page && list[0]?.pageName) || t('home.checklistOther');
        return (
          <details key={page ?? 'other'} className="admin-checklist-group">
            <summary>{t('home.checklistCount', { page: name, count: list.length })}</summary>
            <ul className="admin-checklist">
              {list.map((item, index) => {
                const link = item.kind === 'mail' ? null : fieldLink(item);
                const what = text(item);
                return (
                  <li key={index}>
                    <span>
                      {what}
                      {item.value && (
                        <span className="admin-checklist-value">
                          <VisibleText text={t('home.checklistValue', { value: item.value })} />
                        </span>
                      )}
                    </span>
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
          </details>
        );
      })}
    </section>
  );
}

/** /admin: today's lunch menu first, today's one-tap exceptions, the launch checklist, this device's notifications, and links to everything. */
export function HomePage() {
  const { t } = useI18n();
  const role = useRole();
  return (
    <>
      <h1>{t('home.title')}</h1>
      <LunchCard />
      <TodayPanel />
      {may(role, 'checklist') && <Checklist />}
      <Suspense fallback={null}>
        <PushCard />
      </Suspense>
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
